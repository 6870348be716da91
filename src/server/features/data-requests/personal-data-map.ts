import { sql } from 'kysely';
import type { Db } from '#server/db/database';
import { decrypt } from '#server/db/sealed-values';
import { maskIdentity } from '#shared/giving/identity';

/**
 * Every place that holds personal data found by an e-mail address, with how it is exported and how it is
 * erased: the one map a request to see or to erase reads (docs/data-requests.md). A new table that keeps
 * an address of a member of the public gets its entry here.
 *
 * Left out on purpose: staff accounts (admins, sessions, passkeys, recovery codes, account links), which
 * belong to the organisation's own people and are closed from the Staff panel, not by a visitor's request;
 * transactional_mails (a kind and a time, no address); bank statement lines and Form 10BD filings (kept
 * with the donation records, found through them, not by address).
 */
export interface PersonalDataPlace {
  /** The table, as the export names it. */
  table: string;
  /** In words, for the export and the question before an erasure. */
  place: string;
  /** Kept by law when the rest is erased (donation records: Income-tax rules, ten years). */
  kept: boolean;
  rows(db: Db, email: string, dataKey: Buffer): Promise<Record<string, unknown>[]>;
  /** Removes or anonymises the address's records inside the caller's transaction; absent when kept. */
  erase?(trx: Db, email: string): Promise<void>;
}

/** What stands in for an erased address where a row must stay (a campaign's delivery counts). */
export const ERASED_ADDRESS = 'erased';

/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Donations never received: no Income-tax reason keeps them (no receipt, certificate or bank credit). */
const neverReceived = (db: Db, email: string) =>
  db
    .selectFrom('donations')
    .select('id')
    .where('donor_email', '=', email)
    .where('status', 'in', ['pledged', 'cancelled'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('receipts')
            .select('receipts.id')
            .whereRef('receipts.donation_id', '=', 'donations.id')
            .union(
              selectFrom('donation_certificates')
                .select('donation_certificates.id')
                .whereRef('donation_certificates.donation_id', '=', 'donations.id'),
            )
            .union(
              selectFrom('bank_credits')
                .select('bank_credits.id')
                .whereRef('bank_credits.donation_id', '=', 'donations.id'),
            ),
        ),
      ),
    );

const donationIds = (db: Db, email: string) =>
  db.selectFrom('donations').select('id').where('donor_email', '=', email);

function identityShown(dataKey: Buffer, sealed: string | null): string | null {
  if (!sealed) return null;
  try {
    return maskIdentity(decrypt(dataKey, sealed));
  } catch {
    return 'unreadable';
  }
}

export const personalDataMap: PersonalDataPlace[] = [
  {
    table: 'subscriptions',
    place: 'Subscription to our updates',
    kept: false,
    rows: (db, email) =>
      db
        .selectFrom('subscriptions')
        .select(['email', 'role', 'language', 'status', 'subscribed_at', 'confirmed_at', 'unsubscribed_at'])
        .where('email', '=', email)
        .execute(),
    erase: async (trx, email) => {
      await trx.deleteFrom('subscriptions').where('email', '=', email).execute();
    },
  },
  {
    table: 'deliveries',
    place: 'Mails sent to you as a subscriber',
    kept: false,
    rows: (db, email) =>
      db
        .selectFrom('deliveries')
        .innerJoin('campaigns', 'campaigns.id', 'deliveries.campaign_id')
        .select(['campaigns.subject', 'deliveries.status', 'deliveries.sent_at'])
        .where('deliveries.email', '=', email)
        .orderBy('deliveries.id')
        .execute(),
    // The row stays without the address, so each mail's sent and failed counts stay right.
    erase: async (trx, email) => {
      await trx
        .updateTable('deliveries')
        .set({ email: ERASED_ADDRESS, subscription_id: null, reason: null })
        .where('email', '=', email)
        .execute();
    },
  },
  {
    table: 'campaigns',
    place: 'Mails scheduled to you alone',
    kept: false,
    rows: (db, email) =>
      db
        .selectFrom('campaigns')
        .select(['subject', 'status', 'send_at', 'created_at'])
        .where('recipient_email', '=', email)
        .execute(),
    // A scheduled mail to the address is called off; the staff's record of it stays, without the address.
    erase: async (trx, email) => {
      await trx
        .updateTable('campaigns')
        .set({ status: 'cancelled', recipient_email: null })
        .where('recipient_email', '=', email)
        .where('status', '=', 'scheduled')
        .execute();
      await trx
        .updateTable('campaigns')
        .set({ recipient_email: null })
        .where('recipient_email', '=', email)
        .execute();
    },
  },
  {
    table: 'contact_messages',
    place: 'Messages sent with the contact form',
    kept: false,
    rows: (db, email) =>
      db
        .selectFrom('contact_messages')
        .select(['name', 'mobile', 'email', 'message', 'heard_from', 'source', 'created_at'])
        .where('email', '=', email)
        .execute(),
    erase: async (trx, email) => {
      await trx.deleteFrom('contact_messages').where('email', '=', email).execute();
    },
  },
  {
    table: 'interest_entries',
    place: 'Volunteer and participation forms',
    kept: false,
    rows: async (db, email) =>
      (
        await db
          .selectFrom('interest_entries')
          .select([
            'full_name',
            'gender',
            'age',
            'education',
            'occupation',
            'location',
            'mobile',
            'email',
            'languages',
            'roles',
            'action',
            'created_at',
          ])
          .where('email', '=', email)
          .execute()
      ).map((row) => ({ ...row, languages: JSON.parse(row.languages), roles: JSON.parse(row.roles) })),
    erase: async (trx, email) => {
      await trx.deleteFrom('interest_entries').where('email', '=', email).execute();
    },
  },
  {
    table: 'donations (pledges never paid)',
    place: 'Pledges never paid',
    kept: false,
    rows: (db, email) =>
      db
        .selectFrom('donations')
        .select([
          'reference',
          'status',
          'amount',
          'donor_name',
          'donor_mobile',
          'purpose',
          'language',
          'created_at',
        ])
        .where('id', 'in', neverReceived(db, email))
        .execute(),
    erase: async (trx, email) => {
      const ids = (await neverReceived(trx, email).execute()).map((row) => row.id);
      if (ids.length === 0) return;
      await trx.deleteFrom('donation_changes').where('donation_id', 'in', ids).execute();
      await trx.deleteFrom('donations').where('id', 'in', ids).execute();
    },
  },
  {
    table: 'donations',
    place: 'Donation records (kept ten years by the Income-tax rules)',
    kept: true,
    rows: async (db, email, dataKey) =>
      (
        await db
          .selectFrom('donations')
          .select([
            'reference',
            'status',
            'amount',
            'donor_name',
            'donor_email',
            'donor_mobile',
            'donor_address',
            'id_code',
            'id_number',
            'mode',
            'utr',
            'cheque_number',
            'received_on',
            'goods',
            'purpose',
            'donation_type',
            // The language the donor's mails are written in.
            'language',
            'created_at',
          ])
          .where('donor_email', '=', email)
          .where('id', 'not in', neverReceived(db, email))
          .orderBy('id')
          .execute()
      ).map((row) => ({ ...row, id_number: identityShown(dataKey, row.id_number) })),
  },
  {
    table: 'receipts',
    place: 'Receipts issued for your donations',
    kept: true,
    rows: (db, email) =>
      db
        .selectFrom('receipts')
        .innerJoin('donations', 'donations.id', 'receipts.donation_id')
        .select([
          'receipts.number',
          'receipts.kind',
          'receipts.financial_year',
          'receipts.issued_at',
          'receipts.mailed_at',
          'receipts.cancelled_at',
          'donations.reference as donation',
        ])
        .where('receipts.donation_id', 'in', donationIds(db, email))
        .orderBy('receipts.id')
        .execute(),
  },
  {
    table: 'donation_certificates',
    place: 'Form 10BE certificates of your donations',
    kept: true,
    rows: (db, email) =>
      db
        .selectFrom('donation_certificates')
        .select([
          'financial_year',
          'name_read',
          'identity_read',
          'uploaded_at',
          'mailed_at',
          'handed_over_at',
        ])
        .where('donation_id', 'in', donationIds(db, email))
        .orderBy('id')
        .execute(),
  },
  {
    table: 'consent_records',
    place: 'What you agreed to on our forms, and when you withdrew it',
    kept: false,
    rows: (db, email) =>
      db
        .selectFrom('consent_records')
        .select(['purpose', 'action', 'notice_version', 'wording', 'source', 'ip_address', 'at'])
        .where('email', '=', email)
        .where('purpose', '!=', 'donation')
        .orderBy('id')
        .execute(),
    erase: async (trx, email) => {
      await trx
        .deleteFrom('consent_records')
        .where('email', '=', email)
        .where('purpose', '!=', 'donation')
        .execute();
    },
  },
  {
    table: 'consent_records (donations)',
    place: 'What you agreed to when you gave (kept with the donation records)',
    kept: true,
    rows: (db, email) =>
      db
        .selectFrom('consent_records')
        .select(['purpose', 'action', 'notice_version', 'wording', 'source', 'ip_address', 'at'])
        .where('email', '=', email)
        .where('purpose', '=', 'donation')
        .orderBy('id')
        .execute(),
  },
  {
    table: 'stopped_addresses',
    place: 'Your request to hear nothing more from us (kept so that it holds)',
    kept: true,
    rows: (db, email) =>
      db.selectFrom('stopped_addresses').select(['email', 'stopped_at']).where('email', '=', email).execute(),
  },
  {
    table: 'audit_log',
    place: "Entries of the dashboard's activity log that name the address",
    kept: false,
    rows: (db, email) =>
      db
        .selectFrom('audit_log')
        .select(['at', 'area', 'action', 'target', 'before_text', 'after_text'])
        .where((eb) =>
          eb.or(
            (['target', 'before_text', 'after_text'] as const).map((column) =>
              eb(column, 'like', sql<string>`${containing(email)} escape '\\'`),
            ),
          ),
        )
        .orderBy('id')
        .execute(),
    // The entry stays (who did what, when); the address in it does not.
    erase: async (trx, email) => {
      for (const column of ['target', 'before_text', 'after_text'] as const) {
        await trx
          .updateTable('audit_log')
          .set({ [column]: sql<string>`replace(${sql.ref(column)}, ${email}, ${ERASED_ADDRESS})` })
          .where(column, 'like', sql<string>`${containing(email)} escape '\\'`)
          .execute();
      }
    },
  },
  {
    table: 'data_requests',
    place: 'Your requests about your data',
    kept: false,
    rows: (db, email) =>
      db
        .selectFrom('data_requests')
        .select(['kind', 'details', 'status', 'created_at', 'verified_at', 'done_at'])
        .where('email', '=', email)
        .where('status', '!=', 'unverified')
        .orderBy('id')
        .execute(),
    // Handled by the erasure itself: the requests stay as the record of the answer, their address masked.
  },
];
