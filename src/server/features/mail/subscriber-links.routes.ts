import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/database';
import { errorBodySchema } from '#shared/api/errors';
import { subscriptionPaths } from '#shared/api/subscriptions';
import {
  confirmResubscribe,
  confirmSubscription,
  findSubscription,
  markUnsubscribed,
  resubscribeState,
  subscriberLanguage,
  type ResubscribeState,
} from '../subscriptions/subscriptions.service.ts';
import type { Language } from '#shared/i18n/languages';
import { mailWords } from '#shared/server-words/index';
import { withdrawConsent } from '../consent/consent.service.ts';
import { withdrawalWording } from '#shared/privacy/consent';
import { skipUnsubscribed } from './campaigns.repository.ts';
import { maskEmail } from './html-page.ts';
import { home, pages, sendPage, subscribeAgain, type LinkPage } from './subscriber-link-pages.ts';
import { claimedSubscriptionId, type TokenSigner } from './mail-tokens.ts';

/** The page a mail's unsubscribe link opens; served by the server, never prerendered by the client. */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

// A bad or missing token must give the 400 page, not the API's JSON error: accept anything, judge in the handler.
const tokenQuery = z.object({ token: z.unknown().optional() });

/** What the link routes answer, for the API description: a page for people, plain text for mail clients. */
const pageAnswers = {
  200: z.string().describe('An HTML page'),
  // Bad query strings are refused by the shared error handler with the usual JSON body.
  '4xx': z.union([
    z.string().describe('An HTML page, or plain text to a one-click unsubscribe'),
    errorBodySchema,
  ]),
};
const redirectAnswer = z.null().describe('To the unsubscribe page');

/** RFC 8058: a mail client's one-click POST carries exactly this field. */
function isOneClick(body: unknown, multipart: boolean): boolean {
  if (multipart) return true;
  return (body as Record<string, unknown> | undefined)?.['List-Unsubscribe'] === 'One-Click';
}

/**
 * Links in our mails, opened without a login and proved by a signed token: the unsubscribe page and its
 * POST (also the RFC 8058 one-click target of mail clients), the double opt-in confirmation and the link
 * that brings back an address that unsubscribed.
 */
export function subscriberLinkRoutes(deps: {
  signer: () => Promise<TokenSigner>;
  now?: () => Date;
}): FastifyPluginAsyncZod {
  const now = deps.now ?? (() => new Date());
  const verify = async (purpose: 'unsubscribe' | 'confirm', token: unknown) =>
    typeof token === 'string' && token.length <= 200 ? (await deps.signer()).verify(purpose, token) : null;
  /** A link back for an unsubscribed address: valid only for the request it was mailed for. */
  const verifyResubscribe = async (db: Db, token: unknown) => {
    if (typeof token !== 'string' || token.length > 200) return null;
    const id = claimedSubscriptionId(token);
    const subscription = id === null ? undefined : await findSubscription(db, id);
    const requestedAt = subscription?.resubscribe_requested_at;
    if (!subscription || !requestedAt) return null;
    const verified = (await deps.signer()).verify('resubscribe', token, requestedAt) === id;
    return verified ? { subscription, requestedAt } : null;
  };
  const confirmedPage =
    (email: string): LinkPage =>
    (site, language) => {
      const words = mailWords(language).pages;
      return {
        title: words.confirmedTitle,
        heading: words.confirmedHeading,
        paragraphs: [words.confirmedText(maskEmail(email), site.name)],
        links: [home(site, language)],
      };
    };
  const unsubscribedPage =
    (email: string): LinkPage =>
    (site, language) => {
      const words = mailWords(language).pages;
      return {
        title: words.unsubscribedTitle,
        heading: words.unsubscribedHeading,
        paragraphs: [words.unsubscribedText(maskEmail(email), site.name)],
        links: [subscribeAgain(language), home(site, language)],
      };
    };

  return async (app) => {
    // The page's form and mail clients post url-encoded bodies, read here as they are (the public forms'
    // parser of plugins/form-posts.ts leaves blanks out).
    app.removeContentTypeParser('application/x-www-form-urlencoded');
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.get(
      UNSUBSCRIBE_PAGE_PATH,
      { schema: { querystring: tokenQuery, response: pageAnswers } },
      async (request, reply) => {
        const token = request.query.token;
        const id = await verify('unsubscribe', token);
        if (id === null) return sendPage(reply, 400, pages.invalidUnsubscribe);
        const subscription = await findSubscription(app.db, id);
        if (!subscription) return sendPage(reply, 200, pages.notListed);
        const address = maskEmail(subscription.email);
        const language = subscriberLanguage(subscription);
        const words = mailWords(language).pages;
        if (subscription.status === 'unsubscribed') {
          return sendPage(
            reply,
            200,
            (site) => ({
              title: words.unsubscribedTitle,
              heading: words.alreadyUnsubscribedHeading,
              paragraphs: [words.unsubscribedText(address, site.name)],
              links: [subscribeAgain(language), home(site, language)],
            }),
            undefined,
            language,
          );
        }
        return sendPage(
          reply,
          200,
          (site) => ({
            title: words.unsubscribeTitle,
            heading: words.unsubscribeHeading,
            paragraphs: [words.unsubscribeText(address, site.name), words.anyTime],
            form: {
              action: `${subscriptionPaths.unsubscribe}?token=${encodeURIComponent(String(token))}`,
              label: words.unsubscribeButton,
            },
            links: [{ href: home(site, language).href, label: words.keepSubscription }],
          }),
          undefined,
          language,
        );
      },
    );

    // A mail client that opens the List-Unsubscribe address instead of posting to it gets the page.
    app.get(
      subscriptionPaths.unsubscribe,
      { schema: { querystring: tokenQuery, response: { 303: redirectAnswer } } },
      async (request, reply) => {
        const token = typeof request.query.token === 'string' ? request.query.token : '';
        return reply.redirect(`${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`, 303);
      },
    );

    app.post(
      subscriptionPaths.unsubscribe,
      { schema: { querystring: tokenQuery, response: pageAnswers } },
      async (request, reply) => {
        const oneClick = isOneClick(request.body, request.isMultipart());
        const id = await verify('unsubscribe', request.query.token);
        if (id === null) {
          return oneClick
            ? reply.status(400).type('text/plain; charset=utf-8').send('Invalid unsubscribe link.')
            : sendPage(reply, 400, pages.invalidUnsubscribe);
        }
        const subscription = await findSubscription(app.db, id);
        if (subscription) {
          const at = now().toISOString();
          // All or nothing: an unsubscribed address with mail still queued for it would get that mail, and
          // the withdrawal of consent is recorded with it (docs/privacy.md).
          await app.db.transaction().execute(async (trx) => {
            await markUnsubscribed(trx, id, at);
            await skipUnsubscribed(trx, at, id);
            await withdrawConsent(trx, {
              email: subscription.email,
              purposes: ['subscription'],
              wording: withdrawalWording.unsubscribe,
              source: 'mail',
              ip: request.ip,
              now: new Date(at),
            });
          });
        }
        if (oneClick) return reply.status(200).type('text/plain; charset=utf-8').send('Unsubscribed.');
        if (!subscription) return sendPage(reply, 200, pages.notListed);
        const language = subscriberLanguage(subscription);
        const words = mailWords(language).pages;
        return sendPage(
          reply,
          200,
          (site) => ({
            title: words.unsubscribedTitle,
            heading: words.doneHeading,
            paragraphs: [words.doneText(maskEmail(subscription.email), site.name), words.changedMind],
            links: [subscribeAgain(language), home(site, language)],
          }),
          undefined,
          language,
        );
      },
    );

    const confirmPending = async (reply: FastifyReply, id: number) => {
      const subscription = await findSubscription(app.db, id);
      if (!subscription) return sendPage(reply, 200, pages.notListed);
      const language = subscriberLanguage(subscription);
      if (subscription.status === 'unsubscribed') {
        return sendPage(reply, 200, unsubscribedPage(subscription.email), undefined, language);
      }
      if (subscription.status === 'pending') await confirmSubscription(app.db, id, now().toISOString());
      return sendPage(reply, 200, confirmedPage(subscription.email), undefined, language);
    };
    const resubscribeOutcome = (
      reply: FastifyReply,
      state: Exclude<ResubscribeState, 'can-reactivate'>,
      email: string,
      language: Language,
    ) => {
      if (state === 'already-active') {
        return sendPage(reply, 200, confirmedPage(email), undefined, language);
      }
      if (state === 'expired') return sendPage(reply, 200, pages.resubscribeExpired, undefined, language);
      if (state === 'unsubscribed-since') {
        return sendPage(reply, 200, unsubscribedPage(email), undefined, language);
      }
      return sendPage(reply, 400, pages.invalidConfirm, undefined, language);
    };
    /** A link back speaks the language it was asked for in (the request's), else the subscriber's. */
    const backLanguage = (subscription: { language: string; resubscribe_language: string | null }) =>
      subscriberLanguage({ language: subscription.resubscribe_language ?? subscription.language });

    /**
     * A confirmation link is confirmed at once, and an unknown link answered with 400: both answer here
     * and give null. What is left is an unsubscribed address's link back, for the caller to handle.
     */
    async function confirmOrLinkBack(reply: FastifyReply, token: unknown) {
      const id = await verify('confirm', token);
      if (id !== null) {
        await confirmPending(reply, id);
        return null;
      }
      const back = await verifyResubscribe(app.db, token);
      if (!back) await sendPage(reply, 400, pages.invalidConfirm);
      return back;
    }

    // Two kinds of link open here: the double opt-in confirmation ('confirm', which a GET confirms) and the
    // link back for an address that unsubscribed ('resubscribe'). An old confirmation link never undoes an
    // unsubscribe, and neither does opening the link back: it shows a button, and only posting it brings
    // the address back, so a mail scanner that opens every link in a mail changes nothing.
    app.get(
      subscriptionPaths.confirm,
      { schema: { querystring: tokenQuery, response: pageAnswers } },
      async (request, reply) => {
        const token = request.query.token;
        const back = await confirmOrLinkBack(reply, token);
        if (!back) return reply;
        const { subscription, requestedAt } = back;
        const language = backLanguage(subscription);
        const state = resubscribeState(subscription, requestedAt, now());
        if (state !== 'can-reactivate') {
          return resubscribeOutcome(reply, state, subscription.email, language);
        }
        const words = mailWords(language).pages;
        return sendPage(
          reply,
          200,
          (site) => ({
            title: words.resubscribeTitle,
            heading: words.resubscribeHeading,
            paragraphs: [
              words.resubscribeText(maskEmail(subscription.email), site.name),
              words.resubscribePress,
            ],
            form: {
              action: `${subscriptionPaths.confirm}?token=${encodeURIComponent(String(token))}`,
              label: words.resubscribeButton,
            },
            links: [{ href: home(site, language).href, label: words.stayUnsubscribed }],
          }),
          'same-origin',
          language,
        );
      },
    );

    app.post(
      subscriptionPaths.confirm,
      { schema: { querystring: tokenQuery, response: pageAnswers } },
      async (request, reply) => {
        const back = await confirmOrLinkBack(reply, request.query.token);
        if (!back) return reply;
        const { subscription, requestedAt } = back;
        const state = await confirmResubscribe(app.db, subscription, requestedAt, now());
        return resubscribeOutcome(reply, state, subscription.email, backLanguage(subscription));
      },
    );
  };
}
