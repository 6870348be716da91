import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dataRequestPaths } from '#shared/api/data-request-fields';
import { givingPaths } from '#shared/api/giving-fields';
import { inboxPaths } from '#shared/api/inbox-fields';
import { subscriptionPaths } from '#shared/api/subscription-paths';
import { DEFAULT_LANGUAGE, isLanguage, splitLanguage, type Language } from '#shared/i18n/languages';
import { answerIn } from '#shared/server-words/answers';

/** The public forms whose answers a visitor reads on the page they sent it from (docs/languages.md). */
export const answeredInLanguage: readonly string[] = [
  inboxPaths.contact,
  inboxPaths.interest,
  subscriptionPaths.add,
  givingPaths.pledges,
  givingPaths.pledge(':reference'),
  givingPaths.utr(':reference'),
  dataRequestPaths.ask,
];

/**
 * The language of the page a public form was sent from: the `language` its body names (the subscribe and
 * pledge forms send it, as the server records it), else the page the browser says it came from (the
 * Referer's path: `/kn/contact` is Kannada), which is also there when the body is not read (too many
 * requests). English otherwise.
 */
export function pageLanguageOf(request: FastifyRequest): Language {
  const body: unknown = request.body;
  const named =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).language : undefined;
  if (isLanguage(named)) return named;
  const referer = request.headers.referer;
  if (!referer) return DEFAULT_LANGUAGE;
  try {
    return splitLanguage(new URL(referer).pathname).language;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * The answers of the public forms (the message after sending, a field's refusal, "too many requests") in
 * the language of the page they came from. The routes and the error handler write English; this puts the
 * `error` and `message` of a JSON answer into the page's language just before it goes.
 */
export function registerAnswerLanguage(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !answeredInLanguage.includes(request.routeOptions.url ?? ''))
      return payload;
    const language = pageLanguageOf(request);
    if (language === DEFAULT_LANGUAGE) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    let answer: unknown;
    try {
      answer = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return payload;
    const fields = answer as Record<string, unknown>;
    for (const name of ['error', 'message']) {
      const text = fields[name];
      if (typeof text === 'string') fields[name] = answerIn(language, text);
    }
    return JSON.stringify(fields);
  });
}
