import path from 'node:path';
import type { Db } from '#server/db/database';
import type { ErasedKind } from '#shared/api/retention';

/*
 * The records each rule of the daily clean-up erases (docs/retention.md), a batch at a time: the ids of up to
 * `limit` expired records are read, then they and what belongs only to them are deleted in one transaction,
 * so a large table never meets an unbounded statement and a failure leaves no record half erased.
 */

/** Where a rule stops: records made before `before` (an instant), or dated before `beforeDay` (India day). */
export interface Cutoff {
  before: string;
  beforeDay: string;
}

export interface Eraser {
  count(db: Db, cutoff: Cutoff): Promise<number>;
  /** Erases one batch; answers how many records went and the stored files they leave to delete. */
  eraseBatch(db: Db, cutoff: Cutoff, limit: number): Promise<{ erased: number; files: string[] }>;
}

const countOf = async (query: { executeTakeFirst(): Promise<{ n: number | string } | undefined> }) =>
  Number((await query.executeTakeFirst())?.n ?? 0);

/** Consent records (docs/privacy.md) name their record as `table:id`; they go with it. */
async function eraseConsent(db: Db, table: string, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .deleteFrom('consent_records')
    .where(
      'record_ref',
      'in',
      ids.map((id) => `${table}:${id}`),
    )
    .execute();
}

/** A table whose expired rows stand alone (but for their consent records). */
function plainTable(table: 'contact_messages' | 'interest_entries', column: 'created_at'): Eraser {
  return {
    count: (db, { before }) =>
      countOf(
        db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(column, '<', before),
      ),
    eraseBatch: (db, { before }, limit) =>
      db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom(table)
          .select('id')
          .where(column, '<', before)
          .orderBy('id')
          .limit(limit)
          .execute();
        const ids = rows.map((row) => row.id);
        if (ids.length === 0) return { erased: 0, files: [] };
        await eraseConsent(trx, table, ids);
        await trx.deleteFrom(table).where('id', 'in', ids).execute();
        return { erased: ids.length, files: [] };
      }),
  };
}

/** Pledges made before the cutoff and never received (still pledged, or cancelled), without any receipt. */
function unpaidPledges(db: Db, before: string) {
  return db
    .selectFrom('donations as d')
    .where('d.status', 'in', ['pledged', 'cancelled'])
    .where('d.created_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('receipts as r').select('r.id').whereRef('r.donation_id', '=', 'd.id'))),
    );
}

/** Donations belonging to a day before the cutoff day: received on it, or, never received, made before it. */
function oldDonations(db: Db, cutoff: Cutoff) {
  return db
    .selectFrom('donations as d')
    .where((eb) =>
      eb.or([
        eb('d.received_on', '<', cutoff.beforeDay),
        eb.and([eb('d.received_on', 'is', null), eb('d.created_at', '<', cutoff.before)]),
      ]),
    );
}

/** Deletes donations with everything kept about them; answers the files of their receipts and certificates. */
async function eraseDonations(trx: Db, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const receipts = await trx
    .selectFrom('receipts')
    .select('storage_key')
    .where('donation_id', 'in', ids)
    .execute();
  const certificates = await trx
    .selectFrom('donation_certificates')
    .select('storage_key')
    .where('donation_id', 'in', ids)
    .execute();
  await trx.deleteFrom('receipts').where('donation_id', 'in', ids).execute();
  await trx.deleteFrom('donation_certificates').where('donation_id', 'in', ids).execute();
  await trx.deleteFrom('bank_credits').where('donation_id', 'in', ids).execute();
  await trx.deleteFrom('donation_changes').where('donation_id', 'in', ids).execute();
  await eraseConsent(trx, 'donations', ids);
  await trx.deleteFrom('donations').where('id', 'in', ids).execute();
  return [...receipts, ...certificates].map((row) => documentFile(row.storage_key));
}

/** Where a receipt's or certificate's PDF is kept in the storage (as giving's receipt-pdf.ts names it). */
const documentFile = (storageKey: string) => `receipts/${path.basename(storageKey)}`;

const donationIds = async (query: ReturnType<typeof unpaidPledges>, limit: number) =>
  (await query.select('d.id').orderBy('d.id').limit(limit).execute()).map((row) => row.id);

/** Certificates of a year before the cutoff matched to no donation, bank lines and filed statements. */
const financialYearBefore = (cutoffDay: string) => {
  const start = Number(cutoffDay.slice(0, 4));
  return `${start - 1}-${String(start % 100).padStart(2, '0')}`;
};

export const erasers: Record<ErasedKind, Eraser> = {
  'unpaid-pledges': {
    count: (db, { before }) =>
      countOf(unpaidPledges(db, before).select((eb) => eb.fn.countAll<number>().as('n'))),
    eraseBatch: (db, { before }, limit) =>
      db.transaction().execute(async (trx) => {
        const ids = await donationIds(unpaidPledges(trx, before), limit);
        const files = await eraseDonations(trx, ids);
        return { erased: ids.length, files };
      }),
  },
  'contact-messages': plainTable('contact_messages', 'created_at'),
  'volunteer-forms': plainTable('interest_entries', 'created_at'),
  'unconfirmed-subscribers': {
    count: (db, { before }) =>
      countOf(
        db
          .selectFrom('subscriptions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'pending')
          .where('subscribed_at', '<', before),
      ),
    eraseBatch: (db, { before }, limit) =>
      db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('subscriptions')
          .select('id')
          .where('status', '=', 'pending')
          .where('subscribed_at', '<', before)
          .orderBy('id')
          .limit(limit)
          .execute();
        const ids = rows.map((row) => row.id);
        if (ids.length === 0) return { erased: 0, files: [] };
        await eraseConsent(trx, 'subscriptions', ids);
        await trx.deleteFrom('subscriptions').where('id', 'in', ids).execute();
        return { erased: ids.length, files: [] };
      }),
  },
  'activity-log': {
    count: (db, { before }) =>
      countOf(
        db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('at', '<', before),
      ),
    eraseBatch: async (db, { before }, limit) => {
      const rows = await db
        .selectFrom('audit_log')
        .select('id')
        .where('at', '<', before)
        .orderBy('id')
        .limit(limit)
        .execute();
      const ids = rows.map((row) => row.id);
      if (ids.length > 0) await db.deleteFrom('audit_log').where('id', 'in', ids).execute();
      return { erased: ids.length, files: [] };
    },
  },
  'mail-deliveries': {
    count: (db, { before }) =>
      countOf(
        db
          .selectFrom('deliveries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('updated_at', '<', before)
          .where('status', 'in', ['sent', 'failed']),
      ),
    // A campaign's totals count its deliveries: those erased are added to the campaign's own figures first.
    eraseBatch: (db, { before }, limit) =>
      db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('deliveries')
          .select(['id', 'campaign_id', 'status'])
          .where('updated_at', '<', before)
          .where('status', 'in', ['sent', 'failed'])
          .orderBy('id')
          .limit(limit)
          .execute();
        if (rows.length === 0) return { erased: 0, files: [] };
        const folded = new Map<number, { sent: number; failed: number }>();
        for (const row of rows) {
          const counts = folded.get(row.campaign_id) ?? { sent: 0, failed: 0 };
          counts[row.status === 'sent' ? 'sent' : 'failed'] += 1;
          folded.set(row.campaign_id, counts);
        }
        for (const [campaignId, counts] of folded) {
          await trx
            .updateTable('campaigns')
            .set((eb) => ({
              erased_sent: eb('erased_sent', '+', counts.sent),
              erased_failed: eb('erased_failed', '+', counts.failed),
            }))
            .where('id', '=', campaignId)
            .execute();
        }
        const ids = rows.map((row) => row.id);
        await trx.deleteFrom('delivery_receipts').where('delivery_id', 'in', ids).execute();
        await trx.deleteFrom('deliveries').where('id', 'in', ids).execute();
        return { erased: ids.length, files: [] };
      }),
  },
  'donation-records': {
    count: async (db, cutoff) => {
      const year = financialYearBefore(cutoff.beforeDay);
      const n = (query: { executeTakeFirst(): Promise<{ n: number | string } | undefined> }) =>
        countOf(query);
      const [donations, certificates, credits, filings] = await Promise.all([
        n(oldDonations(db, cutoff).select((eb) => eb.fn.countAll<number>().as('n'))),
        n(
          db
            .selectFrom('donation_certificates')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('donation_id', 'is', null)
            .where('financial_year', '<=', year),
        ),
        n(
          db
            .selectFrom('bank_credits')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('donation_id', 'is', null)
            .where('booked_on', '<', cutoff.beforeDay),
        ),
        n(
          db
            .selectFrom('statement_filings')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('financial_year', '<=', year),
        ),
      ]);
      return donations + certificates + credits + filings;
    },
    eraseBatch: (db, cutoff, limit) =>
      db.transaction().execute(async (trx) => {
        const ids = await donationIds(oldDonations(trx, cutoff), limit);
        const files = await eraseDonations(trx, ids);
        if (ids.length === limit) return { erased: ids.length, files };
        // The donations of those years are gone: what is left of the years goes with this last batch.
        const year = financialYearBefore(cutoff.beforeDay);
        const certificates = await trx
          .deleteFrom('donation_certificates')
          .where('donation_id', 'is', null)
          .where('financial_year', '<=', year)
          .returning('storage_key')
          .execute();
        const credits = await trx
          .deleteFrom('bank_credits')
          .where('donation_id', 'is', null)
          .where('booked_on', '<', cutoff.beforeDay)
          .executeTakeFirst();
        const filings = await trx
          .deleteFrom('statement_filings')
          .where('financial_year', '<=', year)
          .executeTakeFirst();
        return {
          erased:
            ids.length +
            certificates.length +
            Number(credits.numDeletedRows) +
            Number(filings.numDeletedRows),
          files: [...files, ...certificates.map((row) => documentFile(row.storage_key))],
        };
      }),
  },
};
