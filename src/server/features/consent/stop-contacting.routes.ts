import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '#shared/api/errors';
import { STOP_CONTACTING_PATH, stopContactingApiPath, withdrawalWording } from '#shared/privacy/consent';
import { maskEmail, sendPage, skipQueuedMailTo, type LinkPage } from '../mail/mail.service.ts';
import { findSubscriptionByEmail, markUnsubscribed } from '../subscriptions/subscriptions.service.ts';
import { isStopped, stopContacting } from './consent.service.ts';
import type { StopLinks } from './stop-links.ts';

// A bad or missing token must give the 400 page, not the API's JSON error: accept anything, judge in the handler.
const tokenQuery = z.object({ token: z.unknown().optional() });
const pageAnswers = {
  200: z.string().describe('An HTML page, or plain text to a one-click request'),
  '4xx': z.union([z.string().describe('An HTML page, or plain text'), errorBodySchema]),
};

/** What the page says the law still asks us to send (docs/privacy.md). */
const owedByLaw =
  'The law still asks us to send you what we owe you for a donation: its 80G receipt and its certificate in Form 10BE. Nothing else.';

const invalidLink: LinkPage = (site) => ({
  title: 'Invalid link',
  heading: 'This link is not valid',
  paragraphs: [
    'The link may be incomplete: some mail apps break long links. Open the link again from the mail, or copy all of it into the address bar.',
    `You can also write to us at ${site.email} and we will stop contacting you.`,
  ],
  links: [{ href: '/', label: `Go to the ${site.name} home page` }],
});

const stoppedPage =
  (email: string, already: boolean): LinkPage =>
  (site) => ({
    title: 'We will not contact you',
    heading: already ? 'You already asked us to stop' : 'We will not contact you again',
    paragraphs: [
      `${site.name} sends nothing more to ${maskEmail(email)}, and it is off our list of updates.`,
      owedByLaw,
      'Changed your mind? Sending any form on our site with this address lets us contact you again.',
    ],
    links: [{ href: '/', label: `Go to the ${site.name} home page` }],
  });

/** RFC 8058: a mail client's one-click POST carries exactly this field. */
const isOneClick = (body: unknown, multipart: boolean) =>
  multipart || (body as Record<string, unknown> | undefined)?.['List-Unsubscribe'] === 'One-Click';

/**
 * The "stop contacting me" link of every mail to a member of the public: opening it shows what will happen
 * and one button (a mail scanner that opens every link changes nothing); posting it, or a mail client's
 * one-click request, withdraws every consent of the address and stops all mail to it but what the law
 * requires.
 */
export function stopContactingRoutes(deps: {
  links: () => Promise<StopLinks>;
  now: () => Date;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const verify = async (token: unknown) => (await deps.links()).verify(token);

    app.get(
      STOP_CONTACTING_PATH,
      { schema: { querystring: tokenQuery, response: pageAnswers } },
      async (request, reply) => {
        const email = await verify(request.query.token);
        if (email === null) return sendPage(reply, 400, invalidLink);
        if (await isStopped(app.db, email)) return sendPage(reply, 200, stoppedPage(email, true));
        const token = encodeURIComponent(String(request.query.token));
        return sendPage(
          reply,
          200,
          (site) => ({
            title: 'Stop contacting me',
            heading: 'Stop all mail from us?',
            paragraphs: [
              `${site.name} will send nothing more to ${maskEmail(email)}, starting at once, and the address leaves our list of updates.`,
              owedByLaw,
            ],
            form: { action: `${stopContactingApiPath}?token=${token}`, label: 'Stop contacting me' },
            links: [{ href: '/', label: 'Keep hearing from us' }],
          }),
          // The button posts to a route that checks the Origin, which 'no-referrer' would send as null.
          'same-origin',
        );
      },
    );

    // A mail client that opens the List-Unsubscribe address instead of posting to it gets the page.
    app.get(
      stopContactingApiPath,
      { schema: { querystring: tokenQuery, response: { 303: z.null().describe('To the page') } } },
      async (request, reply) => {
        const token = typeof request.query.token === 'string' ? request.query.token : '';
        return reply.redirect(`${STOP_CONTACTING_PATH}?token=${encodeURIComponent(token)}`, 303);
      },
    );

    app.post(
      stopContactingApiPath,
      { schema: { querystring: tokenQuery, response: pageAnswers } },
      async (request, reply) => {
        const oneClick = isOneClick(request.body, request.isMultipart());
        const email = await verify(request.query.token);
        if (email === null) {
          return oneClick
            ? reply.status(400).type('text/plain; charset=utf-8').send('Invalid link.')
            : sendPage(reply, 400, invalidLink);
        }
        const now = deps.now();
        const at = now.toISOString();
        // All or nothing: the withdrawal recorded, the address stopped and unsubscribed, its queued mail skipped.
        await app.db.transaction().execute(async (trx) => {
          await stopContacting(trx, {
            email,
            wording: withdrawalWording.stopContacting,
            source: 'mail',
            ip: request.ip,
            now,
          });
          const subscription = await findSubscriptionByEmail(trx, email);
          if (subscription && subscription.status !== 'unsubscribed') {
            await markUnsubscribed(trx, subscription.id, at);
          }
          await skipQueuedMailTo(trx, email, at);
        });
        if (oneClick) return reply.status(200).type('text/plain; charset=utf-8').send('Stopped.');
        return sendPage(reply, 200, stoppedPage(email, false));
      },
    );
  };
}
