/**
 * Public forms sent without a connection (issue 29): the request is kept in the worker's queue and sent when
 * the connection returns, by Background Sync where the browser has it and otherwise when the worker next
 * starts (the next visit). The form is answered at once, in the page's language, saying which of the two.
 */
import { Queue } from 'workbox-background-sync';
import { splitLanguage, type Language } from '#shared/i18n/languages';

export type KeptWhen = 'online' | 'next-visit';
export type KeptTexts = Record<Language, Record<KeptWhen, string>>;

/** How long a kept form waits to be sent, in minutes: a week. */
const KEPT_FOR_MINUTES = 7 * 24 * 60;

/**
 * The answer to a form kept for later: 202, a `message` every public form shows as its outcome, and
 * `pendingConfirmation` so the subscribe box shows that message rather than its usual thanks.
 */
export function keptAnswer(referrer: string, texts: KeptTexts, when: KeptWhen): Response {
  let language: Language = 'en';
  try {
    language = splitLanguage(new URL(referrer).pathname).language;
  } catch {
    // No page named: English.
  }
  return new Response(
    JSON.stringify({ message: texts[language][when], pendingConfirmation: true, kept: when }),
    {
      status: 202,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    },
  );
}

/**
 * The handler of a kept form's POST (sent at once when it can be, kept otherwise), and what a visit does
 * where the browser has no Background Sync: sends what is kept. Workbox also sends it when the worker
 * starts; one sending at a time, so a form never goes twice.
 */
export function keptForms(texts: KeptTexts, canSyncInBackground: boolean) {
  let sending: Promise<void> | undefined;
  const send = (queue: Queue) => (sending ??= queue.replayRequests().finally(() => (sending = undefined)));
  const queue = new Queue('kept-forms', {
    maxRetentionTime: KEPT_FOR_MINUTES,
    onSync: ({ queue }) => send(queue),
  });
  return {
    handler: async ({ request }: { request: Request }): Promise<Response> => {
      const kept = request.clone();
      try {
        return await fetch(request);
      } catch {
        await queue.pushRequest({ request: kept });
        return keptAnswer(request.referrer, texts, canSyncInBackground ? 'online' : 'next-visit');
      }
    },
    /** A page was opened: without Background Sync, this visit sends what is kept (kept again if it fails). */
    onVisit: () => {
      if (!canSyncInBackground) void send(queue).catch(() => undefined);
    },
  };
}
