import { createHmac } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Db } from '#server/db/database';
import type { DonationsTable, ReceiptsTable } from '#server/db/schema';
import { NotFoundError } from '#server/errors';
import {
  donationModes,
  donationStatuses,
  donationTypes,
  givingMessages as say,
  sponsorActions,
  type DonationMode,
  type DonationStatus,
  type DonationType,
  type SponsorAction,
} from '#shared/api/giving-fields';
import { financialYearDays, financialYearRange } from '#shared/giving/financial-year';
import { identityKinds, type IdentityKind } from '#shared/giving/identity';
import { receiptKinds, type ReceiptKind } from '#shared/giving/receipt-rules';
import { foldMailbox } from '#shared/mailbox';

/** The donations and receipts tables, read and written; no rule of giving lives here. */

export type DonationRow = Selectable<DonationsTable>;
export type ReceiptRow = Selectable<ReceiptsTable>;

/** A stored text read back as one of its known values; an unknown one (never written by us) as `fallback`. */
const oneOf =
  <T extends string>(values: readonly T[], fallback: T) =>
  (value: string | null): T =>
    values.find((known) => known === value) ?? fallback;
const oneOrNone =
  <T extends string>(values: readonly T[]) =>
  (value: string | null): T | null =>
    values.find((known) => known === value) ?? null;

export const statusOf: (value: string) => DonationStatus = oneOf(donationStatuses, 'pledged');
export const actionOf: (value: string) => SponsorAction = oneOf(sponsorActions, 'way-to-give-money');
export const donationTypeOf: (value: string) => DonationType = oneOf(donationTypes, 'Others');
export const receiptKindOf: (value: string) => ReceiptKind = oneOf(receiptKinds, '80g');
export const modeOf: (value: string | null) => DonationMode | null = oneOrNone(donationModes);
export const identityKindOf: (value: string | null) => IdentityKind | null = oneOrNone(identityKinds);

/** The columns a donation has only once it is stored, or only from a pledge made on /donate. */
type StoredOnly =
  | 'id'
  | 'pledge_mail_queued_at'
  | 'pledge_mailed_at'
  | 'pledge_mail_attempts'
  | 'pledge_mail_claimed_until'
  | 'pledge_client_key'
  | 'donor_mailbox'
  | 'donor_residence'
  | 'language';

/** A donation about to be recorded, as the rules read it before it has an id (0, which no row has). */
export function unsavedDonation(values: Omit<DonationRow, StoredOnly>): DonationRow {
  return {
    id: 0,
    pledge_mail_queued_at: null,
    pledge_mailed_at: null,
    pledge_mail_attempts: 0,
    pledge_mail_claimed_until: null,
    pledge_client_key: null,
    donor_mailbox: null,
    donor_residence: null,
    // Recorded by hand: the donor's mails are in English, as before languages.
    language: 'en',
    ...values,
  };
}

export async function findDonation(db: Db, id: number): Promise<DonationRow> {
  const row = await db.selectFrom('donations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError(say.donationNotFound);
  return row;
}

/**
 * Finds one donor's gifts across the table: a keyed hash of their identity number (the number itself is
 * kept only encrypted), else their mailbox, else their mobile number, else their name.
 */
export function donorKeyOf(
  dataKey: Buffer,
  donor: { idCode: string | null; idNumber: string | null; email: string; mobile: string; name: string },
): string {
  if (donor.idCode && donor.idNumber)
    return `id:${createHmac('sha256', dataKey).update(`${donor.idCode}:${donor.idNumber}`).digest('hex').slice(0, 32)}`;
  if (donor.email) return `mail:${foldMailbox(donor.email)}`;
  const digits = donor.mobile.replace(/\D/g, '').slice(-10);
  if (digits.length === 10) return `mobile:${digits}`;
  return `name:${donor.name.trim().toLowerCase().replace(/\s+/g, ' ')}`;
}

/** A client's address as the pledge mail cap counts it: keyed, so the address itself is never stored. */
export const clientKeyOf = (dataKey: Buffer, address: string) =>
  createHmac('sha256', dataKey).update(`client:${address}`).digest('hex').slice(0, 32);

/** The cash a donor's other received gifts brought between two days (YYYY-MM-DD, both included). */
export async function cashOfDonor(
  db: Db,
  donorKey: string,
  from: string,
  to: string,
  exceptId: number | null,
): Promise<number> {
  let query = db
    .selectFrom('donations')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('cash'))
    .where('donor_key', '=', donorKey)
    .where('mode', '=', 'cash')
    .where('status', '=', 'received')
    .where('received_on', '>=', from)
    .where('received_on', '<=', to);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  const { cash } = await query.executeTakeFirstOrThrow();
  return Number(cash);
}

/** Another donation that carries the same payment reference, if any. */
export async function donationWithReference(db: Db, utr: string, exceptId: number | null) {
  let query = db.selectFrom('donations').select(['id', 'reference']).where('utr', '=', utr);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export interface DonationFilter {
  status?: DonationStatus | undefined;
  year?: string | undefined;
  q?: string | undefined;
}

/** `%`, `_` and the escape itself taken literally in a LIKE pattern. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The donations a filter selects, as a query to page, count or total. */
function filtered(db: Db, filter: DonationFilter) {
  let query = db.selectFrom('donations');
  if (filter.status) query = query.where('status', '=', filter.status);
  const range = filter.year ? financialYearRange(filter.year) : null;
  if (filter.year && range) {
    const days = financialYearDays(`${filter.year.slice(0, 4)}-04-01`);
    query = query.where((eb) =>
      eb.or([
        eb.and([eb('received_on', '>=', days.from), eb('received_on', '<=', days.to)]),
        eb.and([
          eb('received_on', 'is', null),
          eb('created_at', '>=', range.from.toISOString()),
          eb('created_at', '<', range.to.toISOString()),
        ]),
      ]),
    );
  }
  if (filter.q) {
    const pattern = likePattern(filter.q);
    query = query.where((eb) =>
      eb.or(
        (['reference', 'donor_name', 'donor_email', 'donor_mobile', 'utr'] as const).map(
          (column) => sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return query;
}

/** One page of the filtered donations, newest first, with their count and the money received by month. */
export async function pageOfDonations(db: Db, filter: DonationFilter, offset: number, limit: number) {
  const [rows, counted, months] = await Promise.all([
    filtered(db, filter).selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    filtered(db, filter)
      .where('status', '=', 'received')
      .select((eb) => [
        sql<string>`substr(received_on, 1, 7)`.as('month'),
        eb.fn.sum<number>('amount').as('amount'),
      ])
      .groupBy(sql`substr(received_on, 1, 7)`)
      .orderBy(sql`substr(received_on, 1, 7)`)
      .execute(),
  ]);
  const byMonth = months.map((month) => ({ month: month.month, amount: Number(month.amount) }));
  return {
    rows,
    count: Number(counted.count),
    totals: { byMonth, total: byMonth.reduce((sum, month) => sum + month.amount, 0) },
  };
}

/** The documents of some donations, in the order they were issued. */
export async function receiptsOf(db: Db, donationIds: readonly number[]): Promise<ReceiptRow[]> {
  if (donationIds.length === 0) return [];
  return db
    .selectFrom('receipts')
    .selectAll()
    .where('donation_id', 'in', donationIds)
    .orderBy('id')
    .execute();
}

export async function liveReceiptOf(db: Db, donationId: number): Promise<ReceiptRow | undefined> {
  return db
    .selectFrom('receipts')
    .selectAll()
    .where('donation_id', '=', donationId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
}

export interface ChangeRecord {
  donationId: number;
  at: string;
  by: string;
  action: string;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export async function recordChange(db: Db, change: ChangeRecord): Promise<void> {
  await db
    .insertInto('donation_changes')
    .values({
      donation_id: change.donationId,
      at: change.at,
      by: change.by,
      action: change.action,
      reason: change.reason ?? null,
      before: change.before ? JSON.stringify(change.before) : null,
      after: change.after ? JSON.stringify(change.after) : null,
    })
    .execute();
}

export async function changesOf(db: Db, donationId: number) {
  const rows = await db
    .selectFrom('donation_changes')
    .selectAll()
    .where('donation_id', '=', donationId)
    .orderBy('id')
    .execute();
  const parse = (text: string | null) => (text ? (JSON.parse(text) as Record<string, unknown>) : null);
  return rows.map((row) => ({
    at: row.at,
    by: row.by,
    action: row.action,
    reason: row.reason,
    before: parse(row.before),
    after: parse(row.after),
  }));
}

/**
 * The money of a financial year's received gifts, in all and without the donor's address (anonymous: no
 * record of their name and address), for the section 115BBC threshold.
 */
export async function anonymousOfYear(db: Db, year: string) {
  const days = financialYearDays(`${year.slice(0, 4)}-04-01`);
  const row = await db
    .selectFrom('donations')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb
              .case()
              .when(eb.or([eb('donor_address', 'is', null), eb(sql`trim(donor_address)`, '=', '')]))
              .then(eb.ref('amount'))
              .else(sql<number>`0`)
              .end(),
          ),
          sql<number>`0`,
        )
        .as('anonymous'),
    ])
    .where('status', '=', 'received')
    .where('received_on', '>=', days.from)
    .where('received_on', '<=', days.to)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), anonymous: Number(row.anonymous) };
}
