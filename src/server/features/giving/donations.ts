import type { z } from 'zod';
import type { Db } from '#server/db/database';
import { BadRequestError, ConflictError, NotFoundError } from '#server/errors';
import {
  givingMessages as say,
  givingPaths,
  type correctionSchema,
  type Donation,
  type DonationChange,
  type donationQuerySchema,
  type markReceivedSchema,
  type ReceiptPreview,
  type recordDonationSchema,
} from '#shared/api/giving';
import { maskIdentity } from '#shared/giving/identity';
import {
  ANONYMOUS_FLOOR,
  ANONYMOUS_SHARE,
  CASH_RECEIPT_LIMIT_269ST,
  describeDecision,
} from '#shared/giving/receipt-rules';
import { randomUUID } from 'node:crypto';
import {
  actionOf,
  anonymousOfYear,
  cashOfDonor,
  changesOf,
  donationTypeOf,
  donationWithReference,
  donorKeyOf,
  findDonation,
  identityKindOf,
  liveReceiptOf,
  modeOf,
  pageOfDonations,
  receiptKindOf,
  receiptsOf,
  recordChange,
  statusOf,
  unsavedDonation,
  type DonationRow,
  type ReceiptRow,
} from './donation-rows.ts';
import { decideFor, issueDocument, type DocumentDeps } from './donation-documents.ts';
import { getGivingSettings } from './giving-settings.service.ts';
import { decrypt, encrypt } from '#server/db/sealed-values';
import { filedYears } from './statement.ts';
import { financialYearOf } from '#shared/giving/financial-year';
import { noonInIndia } from '#shared/india-time';
import { consentOfRecords, recordRef } from '../consent/consent.service.ts';

type Query = z.output<typeof donationQuerySchema>;
type Received = z.output<typeof markReceivedSchema>;
type Recorded = z.output<typeof recordDonationSchema>;
type Correction = z.output<typeof correctionSchema>;

export type DonationDeps = DocumentDeps & {
  /** A document was issued: mail it to the donor. */
  onIssued?: () => void;
};

/** Who made a change, as the donation's history names them. */
export interface Actor {
  email: string;
}

function toDonation(
  dataKey: Buffer,
  row: DonationRow,
  receipts: readonly ReceiptRow[],
  filed: ReadonlySet<string>,
): Donation {
  const own = receipts.filter((receipt) => receipt.donation_id === row.id);
  const live = own.find((receipt) => receipt.cancelled_at === null);
  const numberOf = (id: number | null) => own.find((receipt) => receipt.id === id)?.number ?? null;
  return {
    id: row.id,
    reference: row.reference,
    status: statusOf(row.status),
    action: actionOf(row.action),
    amount: row.amount,
    donorName: row.donor_name,
    donorEmail: row.donor_email,
    donorMobile: row.donor_mobile,
    donorAddress: row.donor_address,
    idCode: identityKindOf(row.id_code),
    idMasked: row.id_number ? maskIdentity(decrypt(dataKey, row.id_number)) : null,
    utr: row.utr,
    mode: modeOf(row.mode),
    receivedOn: row.received_on,
    chequeNumber: row.cheque_number,
    donationType: donationTypeOf(row.donation_type),
    purpose: row.purpose,
    goods: row.goods,
    cancelReason: row.cancel_reason,
    inFiledYear: inFiledYear(row, filed),
    createdAt: row.created_at,
    receipts: own.map((receipt) => ({
      id: receipt.id,
      kind: receiptKindOf(receipt.kind),
      number: receipt.number,
      replaces: numberOf(receipt.replaces_id),
      issuedAt: receipt.issued_at,
      cancelledAt: receipt.cancelled_at,
      cancelReason: receipt.cancel_reason,
      url: givingPaths.receipt(receipt.id),
    })),
    receiptNote:
      row.status !== 'received'
        ? null
        : live
          ? live.note
          : own.length > 0
            ? say.noLiveReceipt
            : say.noReceiptYet,
  };
}

/** Whether the Form 10BD of the donation's year is filed (a received donation's year only). */
const inFiledYear = (row: DonationRow, filed: ReadonlySet<string>) =>
  row.received_on !== null && filed.has(financialYearOf(noonInIndia(row.received_on)));

async function donationsOf(db: Db, dataKey: Buffer, rows: DonationRow[]): Promise<Donation[]> {
  const [receipts, filed] = await Promise.all([
    receiptsOf(
      db,
      rows.map((row) => row.id),
    ),
    filedYears(db),
  ]);
  return rows.map((row) => toDonation(dataKey, row, receipts, filed));
}

/** A change to a donation of a year whose Form 10BD is filed is flagged in its history. */
async function filedFlag(db: Db, row: DonationRow): Promise<string[]> {
  return inFiledYear(row, await filedYears(db)) ? [say.filedYearChanged] : [];
}

const donationById = async (db: Db, dataKey: Buffer, id: number) =>
  (await donationsOf(db, dataKey, [await findDonation(db, id)]))[0]!;

/** A page of the pledges and donations, newest first, filtered; the totals are of every one selected. */
export async function listDonations(db: Db, deps: DonationDeps, query: Query) {
  const { rows, count, totals } = await pageOfDonations(db, query, query.offset, query.limit);
  const donations = await donationsOf(db, deps.dataKey, rows);
  const consents = await consentOfRecords(
    db,
    donations.map((donation) => recordRef('donations', donation.id)),
  );
  return {
    donations: donations.map((donation) => ({
      ...donation,
      consent: consents.get(recordRef('donations', donation.id)) ?? null,
    })),
    count,
    totals,
    anonymous: query.year ? anonymousAgainstThreshold(await anonymousOfYear(db, query.year)) : null,
  };
}

/**
 * Section 115BBC (section 337 of the 2025 Act): anonymous donations are taxed above the higher of 5 % of
 * the year's donations and ₹1,00,000 (docs/giving-law.md).
 */
function anonymousAgainstThreshold(year: { total: number; anonymous: number }) {
  return {
    amount: year.anonymous,
    threshold: Math.max(Math.round(year.total * ANONYMOUS_SHARE), ANONYMOUS_FLOOR),
  };
}

/** A donation as its history shows it: identity masked, nothing else personal left out. */
function summaryOf(dataKey: Buffer, row: DonationRow): Record<string, unknown> {
  return {
    status: row.status,
    action: row.action,
    amount: row.amount,
    receivedOn: row.received_on,
    mode: row.mode,
    reference: row.utr,
    chequeNumber: row.cheque_number,
    donorName: row.donor_name,
    donorEmail: row.donor_email,
    donorMobile: row.donor_mobile,
    donorAddress: row.donor_address,
    identity: row.id_number ? `${row.id_code} ${maskIdentity(decrypt(dataKey, row.id_number))}` : null,
    donationType: row.donation_type,
    purpose: row.purpose,
    goods: row.goods,
  };
}

/**
 * The columns a donation's new facts set; an identity not given keeps the one it has. A blank text keeps
 * what the donation has when the facts only add to it (marking a pledge received), and clears it when they
 * state the donation whole (a correction: the dashboard sends every field, so a field emptied is meant).
 */
function updatedColumns(
  dataKey: Buffer,
  row: DonationRow,
  input: Partial<Correction>,
  now: Date,
  blanks: 'keep' | 'clear' = 'keep',
) {
  const idCode = input.idCode && input.idNumber ? input.idCode : row.id_code;
  const idNumber = input.idCode && input.idNumber ? encrypt(dataKey, input.idNumber) : row.id_number;
  const text = (given: string | undefined, had: string | null) =>
    given || (blanks === 'clear' && given !== undefined ? null : had);
  const next = {
    action: input.action ?? row.action,
    amount: input.amount ?? row.amount,
    donor_name: input.fullName ?? row.donor_name,
    donor_email: input.email ?? row.donor_email,
    donor_mobile: input.mobile ?? row.donor_mobile,
    donor_address: text(input.donorAddress, row.donor_address),
    id_code: idCode,
    id_number: idNumber,
    received_on: input.receivedOn ?? row.received_on,
    mode: input.mode ?? row.mode,
    utr: text(input.utr, row.utr),
    cheque_number: text(input.chequeNumber, row.cheque_number),
    donation_type: input.donationType ?? row.donation_type,
    purpose: text(input.purpose, row.purpose),
    goods: input.mode && input.mode !== 'in-kind' ? null : text(input.goods, row.goods),
    updated_at: now.toISOString(),
  };
  const plainId = idNumber ? decrypt(dataKey, idNumber) : null;
  return {
    ...next,
    donor_key: donorKeyOf(dataKey, {
      idCode,
      idNumber: plainId,
      email: next.donor_email,
      mobile: next.donor_mobile,
      name: next.donor_name,
    }),
  };
}

/**
 * The guards of the law and of the books on a received donation: section 269ST (no ₹2,00,000 or more in
 * cash from one person in a day) and one payment reference per donation. Each can be passed with a reason,
 * which the donation's history keeps. Returns the reasons given.
 */
async function guard(
  trx: Db,
  row: DonationRow,
  overrides: { cashOverrideReason?: string | undefined; duplicateReferenceReason?: string | undefined },
): Promise<string[]> {
  const reasons: string[] = [];
  const refusal = await refusalOf(trx, row);
  if (refusal.cash) {
    if (!overrides.cashOverrideReason) throw new BadRequestError(say.cash269st);
    reasons.push(`Cash accepted past section 269ST: ${overrides.cashOverrideReason}`);
  }
  if (refusal.reference) {
    if (!overrides.duplicateReferenceReason) throw new BadRequestError(say.utrUsed);
    reasons.push(`Reference also on ${refusal.reference}: ${overrides.duplicateReferenceReason}`);
  }
  return reasons;
}

/** What a guard would refuse as the donation stands: the 269ST cash, and another donation's reference. */
async function refusalOf(trx: Db, row: DonationRow) {
  let cash = false;
  if (row.mode === 'cash' && row.received_on && row.donor_key) {
    const sameDay = await cashOfDonor(trx, row.donor_key, row.received_on, row.received_on, row.id);
    cash = sameDay + row.amount >= CASH_RECEIPT_LIMIT_269ST;
  }
  const other = row.utr ? await donationWithReference(trx, row.utr, row.id) : undefined;
  return { cash, reference: other?.reference ?? null };
}

/** What marking received, recording or correcting would issue, said before the click; nothing changes. */
async function previewOf(db: Db, row: DonationRow, mailed: boolean): Promise<ReceiptPreview> {
  const decision = await decideFor(db, row);
  const refusal = await refusalOf(db, row);
  return {
    kind: decision.kind,
    sentence: describeDecision(decision, mailed),
    cashWarning: decision.cashWarning,
    refusal: refusal.cash ? say.cash269st : refusal.reference ? say.utrUsed : null,
  };
}

/** The preview of marking a pledge received with these details. */
export async function previewReceived(db: Db, deps: DonationDeps, id: number, input: Received, now: Date) {
  const row = await findDonation(db, id);
  const next = { ...row, status: 'received', ...updatedColumns(deps.dataKey, row, input, now) };
  return previewOf(db, next, next.donor_email !== '');
}

/** The preview of recording this donation. */
export async function previewRecorded(db: Db, deps: DonationDeps, input: Recorded, now: Date) {
  const row = newRow(deps.dataKey, input, now);
  return previewOf(db, unsavedDonation(row), row.donor_email !== '');
}

/** A pledge marked received (with how and when); the document the rules give it is issued at once. */
export async function markReceived(
  db: Db,
  deps: DonationDeps,
  id: number,
  input: Received,
  actor: Actor,
  now = new Date(),
): Promise<Donation> {
  await db.transaction().execute(async (trx) => {
    const row = await findDonation(trx, id);
    if (row.status !== 'pledged')
      throw new ConflictError(row.status === 'received' ? say.alreadyReceived : say.pledgeCancelled);
    const next = { ...row, ...updatedColumns(deps.dataKey, row, input, now), status: 'received' };
    const reasons = await guard(trx, next, input);
    const { id: _id, ...columns } = next;
    // Only while it is still a pledge: of two requests at the same moment, the second changes nothing.
    const updated = await trx
      .updateTable('donations')
      .set(columns)
      .where('id', '=', id)
      .where('status', '=', 'pledged')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new ConflictError(say.alreadyReceived);
    await issueDocument(trx, deps, next, now, null);
    await recordChange(trx, {
      donationId: id,
      at: now.toISOString(),
      by: actor.email,
      action: 'received',
      reason: reasons.join(' ') || null,
      before: summaryOf(deps.dataKey, row),
      after: summaryOf(deps.dataKey, next),
    });
  });
  deps.onIssued?.();
  return donationById(db, deps.dataKey, id);
}

function newRow(dataKey: Buffer, input: Recorded, now: Date) {
  const at = now.toISOString();
  const idNumber = input.idCode && input.idNumber ? input.idNumber : null;
  return {
    reference: `GKD${randomUUID().replace(/-/g, '').slice(0, 7).toUpperCase()}`,
    status: 'received',
    action: input.action,
    amount: input.amount,
    donor_name: input.fullName,
    donor_email: input.email,
    donor_mobile: input.mobile,
    donor_address: input.donorAddress || null,
    id_code: idNumber ? (input.idCode ?? null) : null,
    id_number: idNumber ? encrypt(dataKey, idNumber) : null,
    utr: input.utr || null,
    mode: input.mode,
    received_on: input.receivedOn,
    cheque_number: input.chequeNumber || null,
    donation_type: input.donationType ?? 'Others',
    purpose: input.purpose || null,
    goods: input.mode === 'in-kind' ? input.goods || null : null,
    donor_key: donorKeyOf(dataKey, {
      idCode: input.idCode ?? null,
      idNumber,
      email: input.email,
      mobile: input.mobile,
      name: input.fullName,
    }),
    cancel_reason: null,
    created_at: at,
    updated_at: at,
  };
}

/** A donation that came without a pledge (cash at an event, a cheque by post, books), received at once. */
export async function recordDonation(
  db: Db,
  deps: DonationDeps,
  input: Recorded,
  actor: Actor,
  now = new Date(),
): Promise<Donation> {
  const settings = await getGivingSettings(db);
  const values = {
    ...newRow(deps.dataKey, input, now),
    donation_type: input.donationType ?? settings.donationTypes[input.action],
  };
  const id = await db.transaction().execute(async (trx) => {
    const reasons = await guard(trx, unsavedDonation(values), input);
    const row = await trx.insertInto('donations').values(values).returningAll().executeTakeFirstOrThrow();
    await issueDocument(trx, deps, row, now, null);
    await recordChange(trx, {
      donationId: row.id,
      at: now.toISOString(),
      by: actor.email,
      action: 'recorded',
      reason: reasons.join(' ') || null,
      after: summaryOf(deps.dataKey, row),
    });
    return row.id;
  });
  deps.onIssued?.();
  return donationById(db, deps.dataKey, id);
}

/** Applies a correction inside a transaction; the caller has checked that no live document stands. */
async function applyCorrection(
  trx: Db,
  deps: DonationDeps,
  row: DonationRow,
  input: Correction,
  now: Date,
): Promise<{ next: DonationRow; reasons: string[] }> {
  const next = { ...row, ...updatedColumns(deps.dataKey, row, input, now, 'clear') };
  const reasons = row.status === 'received' ? await guard(trx, next, input) : [];
  const { id, ...columns } = next;
  await trx.updateTable('donations').set(columns).where('id', '=', id).execute();
  return { next, reasons };
}

/**
 * A pledge, or a received donation without a live document, corrected: amount, date, mode, reference,
 * donor, identity, address, type and purpose. A donation with a document is corrected by "Cancel and
 * re-issue" instead, so that no document ever disagrees with the books.
 */
export async function correctDonation(
  db: Db,
  deps: DonationDeps,
  id: number,
  input: Correction,
  actor: Actor,
  now = new Date(),
): Promise<Donation> {
  await db.transaction().execute(async (trx) => {
    const row = await findDonation(trx, id);
    if (row.status === 'cancelled') throw new ConflictError(say.pledgeCancelled);
    if (await liveReceiptOf(trx, id)) throw new ConflictError(say.hasLiveReceipt);
    const { next, reasons } = await applyCorrection(trx, deps, row, input, now);
    await recordChange(trx, {
      donationId: id,
      at: now.toISOString(),
      by: actor.email,
      action: 'corrected',
      reason: [input.reason, ...reasons, ...(await filedFlag(trx, row))].join(' '),
      before: summaryOf(deps.dataKey, row),
      after: summaryOf(deps.dataKey, next),
    });
  });
  return donationById(db, deps.dataKey, id);
}

/** A received donation without a live document (its last one was cancelled) gets the one the rules give. */
export async function issueNow(
  db: Db,
  deps: DonationDeps,
  id: number,
  actor: Actor,
  now = new Date(),
): Promise<Donation> {
  await db.transaction().execute(async (trx) => {
    const row = await findDonation(trx, id);
    if (row.status !== 'received') throw new ConflictError(say.notReceived);
    if (await liveReceiptOf(trx, id)) throw new ConflictError(say.hasLiveReceipt);
    const issued = await issueDocument(trx, deps, row, now, null);
    await recordChange(trx, {
      donationId: id,
      at: now.toISOString(),
      by: actor.email,
      action: 'issued',
      reason: issued.number,
    });
  });
  deps.onIssued?.();
  return donationById(db, deps.dataKey, id);
}

/** Takes a live document out of use, with its reason; false when it was already cancelled. */
async function cancelLive(trx: Db, receiptId: number, reason: string, now: Date): Promise<boolean> {
  const cancelled = await trx
    .updateTable('receipts')
    .set({ cancelled_at: now.toISOString(), cancel_reason: reason })
    .where('id', '=', receiptId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return Number(cancelled.numUpdatedRows) === 1;
}

async function findReceipt(db: Db, receiptId: number): Promise<ReceiptRow> {
  const receipt = await db.selectFrom('receipts').selectAll().where('id', '=', receiptId).executeTakeFirst();
  if (!receipt) throw new NotFoundError(say.receiptNotFound);
  return receipt;
}

/**
 * A document cancelled and its replacement issued at once, the donation corrected first when a correction
 * is given: the new number names the one it replaces, the donor is mailed the new document with a short
 * notice, and the old one downloads stamped CANCELLED with its reason.
 */
export async function reissueReceipt(
  db: Db,
  deps: DonationDeps,
  receiptId: number,
  input: { reason: string; correction?: Correction | undefined },
  actor: Actor,
  now = new Date(),
): Promise<Donation> {
  const donationId = await db.transaction().execute(async (trx) => {
    const receipt = await findReceipt(trx, receiptId);
    if (!(await cancelLive(trx, receiptId, input.reason, now))) throw new ConflictError(say.receiptNotLive);
    const row = await findDonation(trx, receipt.donation_id);
    const { next, reasons } = input.correction
      ? await applyCorrection(trx, deps, row, input.correction, now)
      : { next: row, reasons: [] };
    const issued = await issueDocument(trx, deps, next, now, { id: receipt.id, number: receipt.number });
    await recordChange(trx, {
      donationId: row.id,
      at: now.toISOString(),
      by: actor.email,
      action: 'reissued',
      reason: [
        `${receipt.number} replaced by ${issued.number}: ${input.reason}`,
        ...reasons,
        ...(await filedFlag(trx, row)),
      ].join(' '),
      before: summaryOf(deps.dataKey, row),
      after: summaryOf(deps.dataKey, next),
    });
    return row.id;
  });
  deps.onIssued?.();
  return donationById(db, deps.dataKey, donationId);
}

/** A document taken out of use without a replacement (the gift was returned, say); kept with its reason. */
export async function cancelReceipt(
  db: Db,
  deps: DonationDeps,
  receiptId: number,
  reason: string,
  actor: Actor,
  now = new Date(),
): Promise<Donation> {
  const donationId = await db.transaction().execute(async (trx) => {
    const receipt = await findReceipt(trx, receiptId);
    if (!(await cancelLive(trx, receiptId, reason, now)))
      throw new ConflictError(say.receiptAlreadyCancelled);
    await recordChange(trx, {
      donationId: receipt.donation_id,
      at: now.toISOString(),
      by: actor.email,
      action: 'receipt-cancelled',
      reason: [
        `${receipt.number}: ${reason}`,
        ...(await filedFlag(trx, await findDonation(trx, receipt.donation_id))),
      ].join(' '),
    });
    return receipt.donation_id;
  });
  return donationById(db, deps.dataKey, donationId);
}

/** A pledge that will not be paid, cancelled with its reason (it stays in the list). */
export async function cancelPledge(
  db: Db,
  deps: DonationDeps,
  id: number,
  reason: string,
  actor: Actor,
  now = new Date(),
): Promise<Donation> {
  await db.transaction().execute(async (trx) => {
    await findDonation(trx, id);
    const updated = await trx
      .updateTable('donations')
      .set({ status: 'cancelled', cancel_reason: reason, updated_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'pledged')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new ConflictError(say.notPledged);
    await recordChange(trx, {
      donationId: id,
      at: now.toISOString(),
      by: actor.email,
      action: 'cancelled',
      reason,
    });
  });
  return donationById(db, deps.dataKey, id);
}

/** Who changed what of a donation, and when, oldest first. */
export async function donationChanges(db: Db, id: number): Promise<DonationChange[]> {
  await findDonation(db, id);
  return changesOf(db, id);
}
