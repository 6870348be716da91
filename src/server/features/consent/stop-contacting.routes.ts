import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '#shared/api/errors';
import { STOP_CONTACTING_PATH, stopContactingApiPath, withdrawalWording } from '#shared/privacy/consent';
import { maskEmail, sendPage, skipQueuedMailTo, type LinkPage } from '../mail/mail.service.ts';
import {
  findSubscriptionByEmail,
  markUnsubscribed,
  subscriberLanguage,
} from '../subscriptions/subscriptions.service.ts';
import { localPath } from '#shared/i18n/languages';
import { mailWords } from '#shared/server-words/index';
import { isStopped, stopContacting } from './consent.service.ts';
import type { StopLinks } from './stop-links.ts';

// A bad or missing token must give the 400 page, not the API's JSON error: accept anything, judge in the handler.
const tokenQuery = z.object({ token: z.unknown().optional() });
const pageAnswers = {
  200: z.string().describe('An HTML page, or plain text to a one-click request'),
  '4xx': z.union([z.string().describe('An HTML page, or plain text'), errorBodySchema]),
};

const homeLink = (site: { name: string }, language: Parameters<LinkPage>[1]) => ({
  href: localPath(language, '/'),
  label: mailWords(language).pages.homeLink(site.name),
});

const invalidLink: LinkPage = (site, language) => {
  const words = mailWords(language);
  return {
    title: words.pages.invalidTitle,
    heading: words.stopPages.invalidHeading,
    paragraphs: [words.pages.brokenLink, words.stopPages.writeToUs(site.email)],
    links: [homeLink(site, language)],
  };
};

/** The page after the request; what it says the law still asks us to send (docs/privacy.md). */
const stoppedPage =
  (email: string, already: boolean): LinkPage =>
  (site, language) => {
    const words = mailWords(language).stopPages;
    return {
      title: words.stoppedTitle,
      heading: already ? words.alreadyHeading : words.stoppedHeading,
      paragraphs: [words.stoppedText(site.name, maskEmail(email)), words.owedByLaw, words.changedMind],
      links: [homeLink(site, language)],
    };
  };

/** The pages speak the language of the address's subscription, if it has one; English otherwise. */
const languageOf = async (db: Parameters<typeof findSubscriptionByEmail>[0], email: string) =>
  subscriberLanguage(await findSubscriptionByEmail(db, email));

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
        const language = await languageOf(app.db, email);
        if (await isStopped(app.db, email)) {
          return sendPage(reply, 200, stoppedPage(email, true), undefined, language);
        }
        const token = encodeURIComponent(String(request.query.token));
        const words = mailWords(language).stopPages;
        return sendPage(
          reply,
          200,
          (site) => ({
            title: words.title,
            heading: words.heading,
            paragraphs: [words.text(site.name, maskEmail(email)), words.owedByLaw],
            form: { action: `${stopContactingApiPath}?token=${token}`, label: words.button },
            links: [{ href: localPath(language, '/'), label: words.keep }],
          }),
          // The button posts to a route that checks the Origin, which 'no-referrer' would send as null.
          'same-origin',
          language,
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
        return sendPage(reply, 200, stoppedPage(email, false), undefined, await languageOf(app.db, email));
      },
    );
  };
}
