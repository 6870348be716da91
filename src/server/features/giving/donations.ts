import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '#server/db/database';
import type { DonationsTable } from '#server/db/schema';
import { ConflictError, NotFoundError } from '#server/errors';
import type { FileStorage } from '#server/storage/storage';
import {
  donationModeLabels,
  givingMessages as say,
  givingPaths,
  type Donation,
  type DonationMode,
  type donationQuerySchema,
  type markReceivedSchema,
  type recordDonationSchema,
  type SponsorAction,
} from '#shared/api/giving';
import { financialYearOf, financialYearRange } from '#shared/giving/financial-year';
import type { Selectable } from 'kysely';
import { getSingle } from '../content/content.service.ts';
import { CASH_LIMIT } from './form-10bd.ts';
import { getGivingSettings } from './giving-settings.ts';
import { decrypt, encrypt, maskIdNumber } from './personal-data.ts';
import { receiptKey, renderReceiptPdf } from './receipt-pdf.ts';
import { takeReceiptNumber } from './receipt-series.ts';

type DonationRow = Selectable<DonationsTable>;
type Query = z.output<typeof donationQuerySchema>;
type Received = z.output<typeof markReceivedSchema>;
type Recorded = z.output<typeof recordDonationSchema>;

export interface DonationDeps {
  dataKey: Buffer;
  /** Where receipt PDFs are kept (`receipts/` of the storage: private, never given a public address). */
  storage: FileStorage;
  /** A receipt was issued: mail it to the donor. */
  onIssued?: () => void;
}

/** The day a donation counts for: when it was received, else when it was pledged (India's time). */
const dayOf = (row: DonationRow) => row.received_on ?? financialDay(row.created_at);
const financialDay = (iso: string) =>
  new Date(new Date(iso).getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
const noonInIndia = (day: string) => new Date(`${day}T12:00:00+05:30`);

/** Why a received donation has no 80G receipt, if it has none. */
function receiptNote(row: DonationRow, receipts: number): string | null {
  if (row.status !== 'received' || receipts > 0) return null;
  if (row.mode === 'cash' && row.amount > CASH_LIMIT) return say.cashNotEligible;
  if (!row.id_number) return say.noIdNoReceipt;
  return null;
}

async function withReceipts(db: Db, deps: DonationDeps, rows: DonationRow[]): Promise<Donation[]> {
  const receipts =
    rows.length === 0
      ? []
      : await db
          .selectFrom('receipts')
          .select(['id', 'donation_id', 'number', 'issued_at', 'cancelled_at', 'cancel_reason'])
          .where(
            'donation_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('id')
          .execute();
  return rows.map((row) => {
    const own = receipts.filter((receipt) => receipt.donation_id === row.id);
    return {
      id: row.id,
      reference: row.reference,
      status: row.status as Donation['status'],
      action: row.action as SponsorAction,
      amount: row.amount,
      donorName: row.donor_name,
      donorEmail: row.donor_email,
      donorMobile: row.donor_mobile,
      donorAddress: row.donor_address,
      idCode: row.id_code as Donation['idCode'],
      idMasked: row.id_number ? maskIdNumber(decrypt(deps.dataKey, row.id_number)) : null,
      utr: row.utr,
      mode: row.mode as DonationMode | null,
      receivedOn: row.received_on,
      chequeNumber: row.cheque_number,
      createdAt: row.created_at,
      receipts: own.map((receipt) => ({
        id: receipt.id,
        number: receipt.number,
        issuedAt: receipt.issued_at,
        cancelledAt: receipt.cancelled_at,
        cancelReason: receipt.cancel_reason,
        url: givingPaths.receipt(receipt.id),
      })),
      receiptNote: receiptNote(row, own.length),
    };
  });
}

/** Every pledge and donation, newest first, filtered; totals of the money received among them. */
export async function listDonations(db: Db, deps: DonationDeps, query: Query) {
  const range = query.year ? financialYearRange(query.year) : null;
  const search = query.q?.toLowerCase();
  const rows = (await db.selectFrom('donations').selectAll().orderBy('id', 'desc').execute()).filter(
    (row) => {
      if (query.status && row.status !== query.status) return false;
      if (range && financialYearOf(noonInIndia(dayOf(row))) !== query.year) return false;
      if (!search) return true;
      return [row.reference, row.donor_name, row.donor_email, row.donor_mobile, row.utr ?? ''].some((value) =>
        value.toLowerCase().includes(search),
      );
    },
  );
  const byMonth = new Map<string, number>();
  for (const row of rows) {
    if (row.status !== 'received') continue;
    const month = dayOf(row).slice(0, 7);
    byMonth.set(month, (byMonth.get(month) ?? 0) + row.amount);
  }
  const months = [...byMonth]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, amount]) => ({ month, amount }));
  return {
    donations: await withReceipts(db, deps, rows),
    totals: { byMonth: months, total: months.reduce((sum, month) => sum + month.amount, 0) },
  };
}

async function findDonation(db: Db, id: number): Promise<DonationRow> {
  const row = await db.selectFrom('donations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError(say.donationNotFound);
  return row;
}

/** How the receipt names the mode: "UPI (UTR 412345678901)", "Cheque no. 123456". */
function modeText(row: DonationRow): string {
  const mode = row.mode as DonationMode;
  if (mode === 'upi' && row.utr) return `UPI (UTR ${row.utr})`;
  if (mode === 'cheque' && row.cheque_number) return `Cheque no. ${row.cheque_number}`;
  return donationModeLabels[mode];
}

/**
 * Issues an 80G receipt for a received donation with a PAN or Aadhaar, unless it is cash above ₹2,000:
 * the next number of the financial year it was received in, and its PDF, in one transaction (a failed
 * write leaves neither a number used nor a file).
 */
async function issueReceipt(trx: Db, deps: DonationDeps, row: DonationRow, now: Date): Promise<void> {
  if (!row.id_number || !row.id_code || !row.received_on) return;
  if (row.mode === 'cash' && row.amount > CASH_LIMIT) return;
  const financialYear = financialYearOf(noonInIndia(row.received_on));
  const { serial, number } = await takeReceiptNumber(trx, financialYear);
  const [settings, site] = await Promise.all([getGivingSettings(trx), getSingle(trx, 'site')]);
  const a = site.address;
  const pdf = await renderReceiptPdf({
    number,
    issuedOn: financialDay(now.toISOString()),
    organisation: {
      name: site.legalName,
      address: [a.street, a.area, a.city, `${a.state} ${a.postcode}`, a.country].filter(Boolean).join(', '),
      pan: settings.pan,
      urn: settings.urn,
      urnIssuedOn: settings.urnIssuedOn,
      sectionCode: settings.sectionCode,
    },
    donor: {
      name: row.donor_name,
      idCode: row.id_code as 'PAN' | 'Aadhaar',
      idNumber: decrypt(deps.dataKey, row.id_number),
      address: row.donor_address ?? '',
    },
    amount: row.amount,
    mode: modeText(row),
    receivedOn: row.received_on,
  });
  const storageKey = `${randomUUID()}.pdf`;
  const file = receiptKey(storageKey);
  await deps.storage.put(file, pdf, { contentType: 'application/pdf' });
  try {
    await trx
      .insertInto('receipts')
      .values({
        donation_id: row.id,
        number,
        financial_year: financialYear,
        serial,
        issued_at: now.toISOString(),
        storage_key: storageKey,
      })
      .execute();
  } catch (error) {
    await deps.storage.delete([file]);
    throw error;
  }
}

/** A pledge marked received (with how and when); its 80G receipt is issued when the donation is eligible. */
export async function markReceived(
  db: Db,
  deps: DonationDeps,
  id: number,
  input: Received,
  now = new Date(),
): Promise<Donation> {
  await db.transaction().execute(async (trx) => {
    const row = await findDonation(trx, id);
    if (row.status !== 'pledged') throw new ConflictError(say.alreadyReceived);
    const update = {
      status: 'received',
      mode: input.mode,
      received_on: input.receivedOn,
      utr: input.utr ?? row.utr,
      cheque_number: input.chequeNumber ?? null,
      updated_at: now.toISOString(),
      ...(input.idCode && input.idNumber
        ? { id_code: input.idCode, id_number: encrypt(deps.dataKey, input.idNumber) }
        : {}),
      ...(input.donorAddress ? { donor_address: input.donorAddress } : {}),
    };
    await trx.updateTable('donations').set(update).where('id', '=', id).execute();
    await issueReceipt(trx, deps, { ...row, ...update }, now);
  });
  deps.onIssued?.();
  return (await withReceipts(db, deps, [await findDonation(db, id)]))[0]!;
}

/** A donation that came without a pledge (cash at an event, a cheque by post), received at once. */
export async function recordDonation(
  db: Db,
  deps: DonationDeps,
  input: Recorded,
  now = new Date(),
): Promise<Donation> {
  const at = now.toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('donations')
      .values({
        reference: `GKD${randomUUID().replace(/-/g, '').slice(0, 7).toUpperCase()}`,
        status: 'received',
        action: input.action,
        amount: input.amount,
        donor_name: input.fullName,
        donor_email: input.email,
        donor_mobile: input.mobile,
        donor_address: input.donorAddress || null,
        id_code: input.idCode && input.idNumber ? input.idCode : null,
        id_number: input.idCode && input.idNumber ? encrypt(deps.dataKey, input.idNumber) : null,
        utr: input.utr ?? null,
        mode: input.mode,
        received_on: input.receivedOn,
        cheque_number: input.chequeNumber ?? null,
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await issueReceipt(trx, deps, row, now);
    return row.id;
  });
  deps.onIssued?.();
  return (await withReceipts(db, deps, [await findDonation(db, id)]))[0]!;
}

/** A receipt is never edited: it is cancelled (kept, with the reason) and a new one is issued. */
export async function cancelReceipt(
  db: Db,
  deps: DonationDeps,
  receiptId: number,
  reason: string,
  now = new Date(),
): Promise<Donation> {
  const receipt = await db
    .selectFrom('receipts')
    .select(['donation_id', 'cancelled_at'])
    .where('id', '=', receiptId)
    .executeTakeFirst();
  if (!receipt) throw new NotFoundError(say.receiptNotFound);
  if (receipt.cancelled_at) throw new ConflictError(say.receiptAlreadyCancelled);
  await db
    .updateTable('receipts')
    .set({ cancelled_at: now.toISOString(), cancel_reason: reason })
    .where('id', '=', receiptId)
    .execute();
  return (await withReceipts(db, deps, [await findDonation(db, receipt.donation_id)]))[0]!;
}

/** The PDF of a receipt, cancelled ones included (the administrator keeps them). */
export async function receiptFile(db: Db, deps: DonationDeps, receiptId: number) {
  const receipt = await db
    .selectFrom('receipts')
    .select(['number', 'storage_key'])
    .where('id', '=', receiptId)
    .executeTakeFirst();
  if (!receipt) throw new NotFoundError(say.receiptNotFound);
  return { number: receipt.number, key: receiptKey(receipt.storage_key) };
}
