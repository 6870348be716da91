import type { FastifyBaseLogger } from 'fastify';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { TransactionalMailer } from './transactional-mail.ts';

export interface MailAfterAnswer {
  mailer: Pick<TransactionalMailer, 'allowed' | 'send'>;
  log: FastifyBaseLogger;
  /** Mails sent after the answer; the app waits for them when it closes. */
  sending: Set<Promise<void>>;
}

/**
 * Sends a mail after the answer has gone, within the daily cap; a failure is logged (as `failure`), never
 * answered. Nothing of the mail's work (not even the cap's query, synchronous on SQLite) runs before the
 * answer has been handed over: an answer takes the same time whether or not a mail follows, so its timing
 * does not tell whether an address is known.
 */
export function sendAfterAnswer(
  deps: MailAfterAnswer,
  failure: string,
  what: string,
  compose: () => Promise<Mail.Options>,
): void {
  const task = (async () => {
    await new Promise((resolve) => setImmediate(resolve));
    try {
      if (!(await deps.mailer.allowed())) throw new Error('the daily mail cap is reached');
      await deps.mailer.send(await compose());
    } catch (error) {
      deps.log.error({ err: error, mail: what }, failure);
    }
  })().finally(() => deps.sending.delete(task));
  deps.sending.add(task);
}
