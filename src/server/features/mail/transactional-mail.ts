import type { FastifyBaseLogger } from 'fastify';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { Db } from '#server/db/database';
import { utcMidnight } from './daily-cap.ts';
import { countTowardsCap } from './delivery-claims.repository.ts';
import type { Mailer } from './mailer.ts';

/** The mails the server sends on its own, one at a time, as opposed to a campaign's deliveries. */
export type TransactionalKind =
  'pledge' | 'receipt' | 'certificate' | 'subscription' | 'test' | 'account' | 'data-request';

export interface TransactionalMailer {
  /** Whether today's daily mail cap (campaigns and these mails together) still allows one more. */
  allowed(): Promise<boolean>;
  /** Sends the message and writes down that it was sent, so the cap counts it. */
  send(message: Mail.Options): Promise<unknown>;
}

export interface TransactionalMailOptions {
  db: Db;
  mailer: Mailer;
  /** MAIL_DAILY_CAP: messages per UTC day, campaigns included. */
  dailyCap: number;
  log: FastifyBaseLogger;
  /** Business time: the cap's UTC day. */
  now: () => Date;
}

/**
 * The mailer each transactional sender gets: the daily cap counts its mails with the campaigns'
 * (docs/mail.md), so a burst of pledges cannot push the organisation past what its mail provider allows.
 */
export function createTransactionalMail(options: TransactionalMailOptions) {
  const { db, log, now } = options;
  return (kind: TransactionalKind): TransactionalMailer => ({
    async allowed() {
      return (await countTowardsCap(db, utcMidnight(now()).toISOString())) < options.dailyCap;
    },
    async send(message) {
      const info = await options.mailer.send(message);
      // The mail has gone: a failure to write it down must not make its sender try again.
      await db
        .insertInto('transactional_mails')
        .values({ kind, sent_at: now().toISOString() })
        .execute()
        .catch((error: unknown) => log.error({ err: error, kind }, 'a sent mail could not be counted'));
      return info;
    },
  });
}
export type TransactionalMail = ReturnType<typeof createTransactionalMail>;
