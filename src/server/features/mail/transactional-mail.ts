import type { FastifyBaseLogger } from 'fastify';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { Db } from '#server/db/database';
import { utcMidnight } from './daily-cap.ts';
import { countTowardsCap } from './delivery-claims.repository.ts';
import type { Mailer } from './mailer.ts';
import { isStopped, type StopLinks } from '../consent/consent.service.ts';
import { recipientOf, withStopLink } from './stop-contacting-link.ts';
import type { Language } from '#shared/i18n/languages';

/** The mails the server sends on its own, one at a time, as opposed to a campaign's deliveries. */
export type TransactionalKind =
  'pledge' | 'receipt' | 'certificate' | 'subscription' | 'test' | 'account' | 'data-request';

/**
 * The mails to members of the public that carry the "stop contacting me" link (docs/privacy.md), and
 * whether one still goes to an address that used it: only what the law requires does (a donation's 80G
 * receipt and its Form 10BE certificate). The others go to the staff, or answer the person's own request.
 */
const toThePublic: Partial<Record<TransactionalKind, 'owed by law' | 'stops'>> = {
  pledge: 'stops',
  subscription: 'stops',
  receipt: 'owed by law',
  certificate: 'owed by law',
};

export interface TransactionalMailer {
  /** Whether today's daily mail cap (campaigns and these mails together) still allows one more. */
  allowed(): Promise<boolean>;
  /**
   * Sends the message and writes down that it was sent, so the cap counts it. `language`: the language the
   * mail is written in, for the words added to it (the "stop contacting me" link); English if absent.
   */
  send(message: Mail.Options, options?: { language?: Language | undefined }): Promise<unknown>;
}

export interface TransactionalMailOptions {
  db: Db;
  mailer: Mailer;
  /** MAIL_DAILY_CAP: messages per UTC day, campaigns included. */
  dailyCap: number;
  log: FastifyBaseLogger;
  /** Business time: the cap's UTC day. */
  now: () => Date;
  /** The "stop contacting me" links of mails to the public; without them, mails go as composed. */
  stopLinks?: () => Promise<StopLinks>;
}

/**
 * The mailer each transactional sender gets: the daily cap counts its mails with the campaigns'
 * (docs/mail.md), so a burst of pledges cannot push the organisation past what its mail provider allows.
 */
export function createTransactionalMail(options: TransactionalMailOptions) {
  const { db, log, now } = options;
  /** The mail as it goes, or null when its address asked us to stop and the law does not require it. */
  async function prepared(
    kind: TransactionalKind,
    message: Mail.Options,
    language: Language | undefined,
  ): Promise<Mail.Options | null> {
    const rule = toThePublic[kind];
    const to = recipientOf(message);
    if (!rule || !to || !options.stopLinks) return message;
    if (rule === 'stops' && (await isStopped(db, to))) return null;
    const links = await options.stopLinks();
    return withStopLink(
      message,
      { pageUrl: links.pageUrl(to), oneClickUrl: links.oneClickUrl(to) },
      language,
    );
  }
  return (kind: TransactionalKind): TransactionalMailer => ({
    async allowed() {
      return (await countTowardsCap(db, utcMidnight(now()).toISOString())) < options.dailyCap;
    },
    async send(composed, sendOptions) {
      const message = await prepared(kind, composed, sendOptions?.language);
      if (!message) {
        log.info({ kind }, 'mail not sent: the address asked us to stop contacting it');
        return { notSent: 'stopped' };
      }
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
