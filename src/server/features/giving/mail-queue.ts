import type { FastifyBaseLogger } from 'fastify';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { Language } from '#shared/i18n/languages';

/**
 * What giving's mails need of the app's mailer (features/mail/transactional-mail.ts): sending one message,
 * and whether today's daily mail cap still allows one.
 */
export interface GivingMailer {
  /** `language`: the donor's, which the words the mailer adds (the "stop contacting me" link) follow. */
  send(message: Mail.Options, options?: { language?: Language | undefined }): Promise<unknown>;
  allowed?(): Promise<boolean>;
}

/** A mail that could not be sent is tried again at most this many times (hourly, and at each start). */
export const MAX_ATTEMPTS = 5;
const RETRY_EVERY_MS = 60 * 60 * 1000;
/** How long a claim holds: far longer than a send takes, so a crashed instance's mail is sent later. */
export const CLAIM_MS = 10 * 60 * 1000;

/** Until when a claim taken now holds, and the condition that no other live claim holds the row. */
export const claimUntil = (now: Date) => new Date(now.getTime() + CLAIM_MS).toISOString();

export interface WaitingMail {
  message: Mail.Options;
  /** The language the mail is written in: the donor's. English if absent. */
  language?: Language | undefined;
  /**
   * Takes the mail for this instance alone, for CLAIM_MS: false when another instance has it or it was sent
   * meanwhile. Two instances reading the same queue thus never send the same mail twice.
   */
  claim: () => Promise<boolean>;
  /** Records the attempt: sent, or to be tried again. */
  done: (sent: boolean) => Promise<void>;
  /** What the log names when sending fails (never the donor's address). */
  logAs: Record<string, unknown>;
}

/** The columns an attempt sets in its table: when it was sent, if it was, and one attempt more. */
export function attemptColumns<Sent extends string, Attempts extends string>(
  sent: boolean,
  columns: { sentAt: Sent; attempts: Attempts },
  attemptsBefore: number,
) {
  return {
    ...(sent ? { [columns.sentAt]: new Date().toISOString() } : {}),
    [columns.attempts]: attemptsBefore + 1,
  } as Partial<Record<Sent, string>> & Record<Attempts, number>;
}

export interface MailQueueOptions {
  mailer: GivingMailer;
  log: FastifyBaseLogger;
  /** Reads what waits in its table, composed and ready to send. */
  waiting: () => Promise<WaitingMail[]>;
  /** The log's words for a failed send and a failed run. */
  failed: string;
}

/**
 * A table as a mail queue: what waits is sent once at a time, a failure is tried again at the next run
 * (hourly, at each start, and whenever new mail is queued) until its attempts reach MAX_ATTEMPTS.
 */
export function createMailQueue(options: MailQueueOptions) {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function sendWaiting(): Promise<void> {
    for (const mail of await options.waiting()) {
      if (options.mailer.allowed && !(await options.mailer.allowed())) {
        // Neither claimed nor counted as an attempt: the rest goes at a run on the next UTC day.
        options.log.warn(`${options.failed} today: the daily mail cap is reached; it goes out the next day`);
        return;
      }
      if (!(await mail.claim())) continue;
      try {
        await options.mailer.send(mail.message, { language: mail.language });
        await mail.done(true);
      } catch (error) {
        options.log.error({ err: error, ...mail.logAs }, `${options.failed}; it is tried again later`);
        await mail.done(false);
      }
    }
  }

  /** Sends what waits, once at a time; a call during a run runs again after it. */
  function kick(): Promise<void> {
    running = (running ?? Promise.resolve()).then(sendWaiting).catch((error: unknown) => {
      options.log.error({ err: error }, options.failed);
    });
    return running;
  }

  return {
    kick,
    start() {
      void kick();
      timer = setInterval(() => void kick(), RETRY_EVERY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
