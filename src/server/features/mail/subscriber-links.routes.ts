import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subscriptionPaths } from '../../../shared/api/subscriptions.ts';
import { organisation } from '../../../shared/organisation.ts';
import { findById, markConfirmed, markUnsubscribed } from '../subscriptions/subscriptions.repository.ts';
import { skipUnsubscribed } from './campaigns.repository.ts';
import { maskEmail, renderPage, type PageContent } from './html-page.ts';
import type { TokenSigner } from './mail-tokens.ts';

/** The page a mail's unsubscribe link opens; served by the server, never prerendered by the client. */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

// A bad or missing token must give the 400 page, not the API's JSON error: accept anything, judge in the handler.
const tokenQuery = z.object({ token: z.unknown().optional() });

const home = { href: '/', label: `Go to the ${organisation.name} home page` };
const subscribeAgain = { href: '/subscribe', label: 'Subscribe again' };
const writeToUs = `If you keep getting our mail, write to us at ${organisation.email} and we will remove your address.`;

const pages = {
  invalidUnsubscribe: {
    title: 'Invalid link',
    heading: 'This unsubscribe link is not valid',
    paragraphs: [
      'The link may be incomplete: some mail apps break long links. Open the link again from the mail, or copy all of it into the address bar.',
      writeToUs,
    ],
    links: [home],
  },
  invalidConfirm: {
    title: 'Invalid link',
    heading: 'This confirmation link is not valid',
    paragraphs: [
      'The link may be incomplete: some mail apps break long links. Open the link again from the mail, or subscribe again to get a new one.',
    ],
    links: [subscribeAgain, home],
  },
  notListed: {
    title: 'Not subscribed',
    heading: 'This address is not on our list',
    paragraphs: [`You will not receive updates from ${organisation.name}.`],
    links: [home],
  },
} satisfies Record<string, PageContent>;

function sendPage(reply: FastifyReply, status: number, page: PageContent) {
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Robots-Tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(renderPage(page));
}

/** RFC 8058: a mail client's one-click POST carries exactly this field. */
function isOneClick(body: unknown, multipart: boolean): boolean {
  if (multipart) return true;
  return (body as Record<string, unknown> | undefined)?.['List-Unsubscribe'] === 'One-Click';
}

/**
 * Links in our mails, opened without a login and proved by a signed token: the unsubscribe page and its
 * POST (also the RFC 8058 one-click target of mail clients), and the double opt-in confirmation.
 */
export function subscriberLinkRoutes(deps: {
  signer: () => Promise<TokenSigner>;
  now?: () => Date;
}): FastifyPluginAsyncZod {
  const now = deps.now ?? (() => new Date());
  const verify = async (purpose: 'unsubscribe' | 'confirm', token: unknown) =>
    typeof token === 'string' && token.length <= 200 ? (await deps.signer()).verify(purpose, token) : null;

  return async (app) => {
    // The page's form and mail clients post url-encoded bodies; only these routes accept them.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.get(UNSUBSCRIBE_PAGE_PATH, { schema: { querystring: tokenQuery } }, async (request, reply) => {
      const token = request.query.token;
      const id = await verify('unsubscribe', token);
      if (id === null) return sendPage(reply, 400, pages.invalidUnsubscribe);
      const subscription = await findById(app.db, id);
      if (!subscription) return sendPage(reply, 200, pages.notListed);
      const address = maskEmail(subscription.email);
      if (subscription.status === 'unsubscribed') {
        return sendPage(reply, 200, {
          title: 'Unsubscribed',
          heading: 'You are already unsubscribed',
          paragraphs: [`${address} does not receive updates from ${organisation.name}.`],
          links: [subscribeAgain, home],
        });
      }
      return sendPage(reply, 200, {
        title: 'Unsubscribe',
        heading: 'Unsubscribe from our updates?',
        paragraphs: [
          `${address} will no longer receive updates from ${organisation.name}, starting at once.`,
          'You can subscribe again at any time.',
        ],
        form: {
          action: `${subscriptionPaths.unsubscribe}?token=${encodeURIComponent(String(token))}`,
          label: 'Unsubscribe',
        },
        links: [{ href: '/', label: 'Keep my subscription' }],
      });
    });

    // A mail client that opens the List-Unsubscribe address instead of posting to it gets the page.
    app.get(
      subscriptionPaths.unsubscribe,
      { schema: { querystring: tokenQuery } },
      async (request, reply) => {
        const token = typeof request.query.token === 'string' ? request.query.token : '';
        return reply.redirect(`${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`, 303);
      },
    );

    app.post(
      subscriptionPaths.unsubscribe,
      { schema: { querystring: tokenQuery } },
      async (request, reply) => {
        const oneClick = isOneClick(request.body, request.isMultipart());
        const id = await verify('unsubscribe', request.query.token);
        if (id === null) {
          return oneClick
            ? reply.status(400).type('text/plain; charset=utf-8').send('Invalid unsubscribe link.')
            : sendPage(reply, 400, pages.invalidUnsubscribe);
        }
        const subscription = await findById(app.db, id);
        if (subscription) {
          const at = now().toISOString();
          await markUnsubscribed(app.db, id, at);
          await skipUnsubscribed(app.db, at, id);
        }
        if (oneClick) return reply.status(200).type('text/plain; charset=utf-8').send('Unsubscribed.');
        if (!subscription) return sendPage(reply, 200, pages.notListed);
        return sendPage(reply, 200, {
          title: 'Unsubscribed',
          heading: 'You are unsubscribed',
          paragraphs: [
            `${maskEmail(subscription.email)} will no longer receive updates from ${organisation.name}.`,
            'Changed your mind? You can subscribe again at any time.',
          ],
          links: [subscribeAgain, home],
        });
      },
    );

    app.get(subscriptionPaths.confirm, { schema: { querystring: tokenQuery } }, async (request, reply) => {
      const id = await verify('confirm', request.query.token);
      if (id === null) return sendPage(reply, 400, pages.invalidConfirm);
      const subscription = await findById(app.db, id);
      if (!subscription) return sendPage(reply, 200, pages.notListed);
      const address = maskEmail(subscription.email);
      if (subscription.status === 'unsubscribed') {
        return sendPage(reply, 200, {
          title: 'Unsubscribed',
          heading: 'This address has unsubscribed',
          paragraphs: [`${address} does not receive updates from ${organisation.name}.`],
          links: [subscribeAgain, home],
        });
      }
      if (subscription.status === 'pending') await markConfirmed(app.db, id, now().toISOString());
      return sendPage(reply, 200, {
        title: 'Subscription confirmed',
        heading: 'Your subscription is confirmed',
        paragraphs: [`Thank you! ${address} will now receive updates from ${organisation.name}.`],
        links: [home],
      });
    });
  };
}
