import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { engineOf, type Db } from '#server/db/database';
import { mailSenderOf, maskEmail } from '#server/features/mail/mail.service';
import { foldMailbox } from '#shared/mailbox';
import { DEFAULT_LANGUAGE, isLanguage } from '#shared/i18n/languages';
import { clientKeyOf } from './donation-rows.ts';
import { getGivingSettings } from './giving-settings.service.ts';
import {
  attemptColumns,
  claimUntil,
  createMailQueue,
  MAX_ATTEMPTS,
  type GivingMailer,
} from './mail-queue.ts';
import { composePledgeMail } from './pledge-mail-compose.ts';
import { pledgePageUrl, type PledgeLinks } from './pledge-links.ts';

/** The pledge form is public: at most this many confirmations go to one address in 24 hours. */
export const PLEDGE_MAILS_PER_DAY = 3;
/**
 * And at most this many are set off by one client (an office or a school behind one address may pledge for
 * several people), so one visitor cannot make the organisation mail many strangers.
 */
export const PLEDGE_MAILS_PER_CLIENT_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
const pledgeColumns = { sentAt: 'pledge_mailed_at', attempts: 'pledge_mail_attempts' } as const;

export interface PledgeMailOptions {
  db: Db;
  mailer: GivingMailer;
  mailFrom: string;
  publicUrl: string;
  links: PledgeLinks;
  log: FastifyBaseLogger;
  /** Keys the client's address, which is never stored as it is. */
  dataKey: Buffer;
}

/** Who set off a pledge's confirmation: its donor's address, and the client (IP address) that sent it. */
export interface PledgeToConfirm {
  id: number;
  email: string;
  client: string;
}

/**
 * The confirmation mail of each pledge. The donations table is the queue: a pledge's mail is queued when it
 * is made (pledge_mail_queued_at), sent once (pledge_mailed_at), retried after a failure like a receipt,
 * and picked up again at start.
 */
export function createPledgeMail(options: PledgeMailOptions) {
  const { db, log } = options;

  async function waiting() {
    const rows = await db
      .selectFrom('donations')
      .select([
        'id',
        'reference',
        'action',
        'amount',
        'donor_name',
        'donor_email',
        'pledge_mail_attempts',
        'language',
      ])
      .where('pledge_mail_queued_at', 'is not', null)
      .where('pledge_mailed_at', 'is', null)
      .where('pledge_mail_attempts', '<', MAX_ATTEMPTS)
      // Paid or cancelled meanwhile: asking to pay would be wrong.
      .where('status', '=', 'pledged')
      .orderBy('id')
      .execute();
    if (rows.length === 0) return [];
    const [settings, sender] = await Promise.all([getGivingSettings(db), mailSenderOf(db)]);
    return rows.map((pledge) => {
      // The donor's language: the page the pledge was made on (an unknown value reads as English).
      const language = isLanguage(pledge.language) ? pledge.language : DEFAULT_LANGUAGE;
      return {
        message: composePledgeMail(pledge, settings, {
          sender,
          mailFrom: options.mailFrom,
          pageUrl: pledgePageUrl(options.publicUrl, options.links, pledge.reference, language),
          language,
        }),
        language,
        logAs: { pledge: pledge.reference },
        claim: async () => {
          const now = new Date();
          const claimed = await db
            .updateTable('donations')
            .set({ pledge_mail_claimed_until: claimUntil(now) })
            .where('id', '=', pledge.id)
            .where('pledge_mailed_at', 'is', null)
            .where((eb) =>
              eb.or([
                eb('pledge_mail_claimed_until', 'is', null),
                eb('pledge_mail_claimed_until', '<', now.toISOString()),
              ]),
            )
            .executeTakeFirst();
          return Number(claimed.numUpdatedRows) === 1;
        },
        done: async (sent: boolean) => {
          await db
            .updateTable('donations')
            .set({
              ...attemptColumns(sent, pledgeColumns, pledge.pledge_mail_attempts),
              pledge_mail_claimed_until: null,
            })
            .where('id', '=', pledge.id)
            .execute();
        },
      };
    });
  }

  const queue = createMailQueue({
    mailer: options.mailer,
    log,
    waiting,
    failed: 'the confirmation of a pledge could not be mailed',
  });

  /**
   * Queues the confirmation unless the address already had its mails of the last 24 hours. The count and
   * the mark happen in one transaction, serialised per address (SQLite runs one transaction at a time;
   * PostgreSQL takes a lock on the address), so concurrent pledges cannot pass the cap together.
   */
  async function queuePledge(pledge: PledgeToConfirm, now: Date): Promise<void> {
    const since = new Date(now.getTime() - DAY_MS).toISOString();
    // Counted per mailbox: asha+1@ and a.sha@gmail.com reach the same person as asha@.
    const mailbox = foldMailbox(pledge.email);
    const client = clientKeyOf(options.dataKey, pledge.client);
    const refused = await db.transaction().execute(async (trx) => {
      if (engineOf(db) === 'postgres') {
        // Two lock spaces taken in one order: the mailbox's, then the client's, so no two pledges deadlock.
        await sql`select pg_advisory_xact_lock(1, hashtext(${mailbox}))`.execute(trx);
        await sql`select pg_advisory_xact_lock(2, hashtext(${client}))`.execute(trx);
      }
      const counts = await trx
        .selectFrom('donations')
        .select((eb) => [
          eb.fn
            .sum<number>(eb.case().when('donor_mailbox', '=', mailbox).then(1).else(0).end())
            .as('mailbox'),
          eb.fn
            .sum<number>(eb.case().when('pledge_client_key', '=', client).then(1).else(0).end())
            .as('client'),
        ])
        .where((eb) => eb.or([eb('donor_mailbox', '=', mailbox), eb('pledge_client_key', '=', client)]))
        .where('pledge_mail_queued_at', '>=', since)
        .executeTakeFirstOrThrow();
      if (Number(counts.mailbox ?? 0) >= PLEDGE_MAILS_PER_DAY)
        return `the address had ${PLEDGE_MAILS_PER_DAY} in the last 24 hours`;
      if (Number(counts.client ?? 0) >= PLEDGE_MAILS_PER_CLIENT_PER_DAY)
        return `its client set off ${PLEDGE_MAILS_PER_CLIENT_PER_DAY} in the last 24 hours`;
      await trx
        .updateTable('donations')
        .set({ pledge_mail_queued_at: now.toISOString(), pledge_client_key: client })
        .where('id', '=', pledge.id)
        .execute();
      return undefined;
    });
    if (!refused) void queue.kick();
    else
      log.info(
        { to: maskEmail(pledge.email), pledge: pledge.id },
        `no confirmation mail for this pledge: ${refused}`,
      );
  }

  return {
    ...queue,
    /** Never fails the pledge: the donor has the page and its link whether the mail goes or not. */
    confirm: (pledge: PledgeToConfirm, now: Date) =>
      queuePledge(pledge, now).catch((error: unknown) =>
        log.error({ err: error, pledge: pledge.id }, 'the confirmation of a pledge could not be queued'),
      ),
  };
}
export type PledgeMail = ReturnType<typeof createPledgeMail>;
