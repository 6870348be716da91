import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/database';
import { NotFoundError } from '#server/errors';
import type { FileStorage } from '#server/storage/storage';
import { donationModeLabels, givingMessages as say, type GivingSettings } from '#shared/api/giving';
import { financialYearDays, financialYearOf } from '#shared/giving/financial-year';
import { dayInIndia, noonInIndia } from '#shared/india-time';
import { decideReceipt, no80gTexts, type ReceiptDecision } from '#shared/giving/receipt-rules';
import { postalAddress } from '#shared/organisation';
import { getSingle } from '../content/content.service.ts';
import {
  actionOf,
  cashOfDonor,
  donationTypeOf,
  identityKindOf,
  modeOf,
  type DonationRow,
} from './donation-rows.ts';
import { getGivingSettings } from './giving-settings.service.ts';
import { decrypt, encrypt } from '#server/db/sealed-values';
import { documentFiles } from './document-files.ts';
import { receiptKey, renderReceiptPdf, type Cancellation, type ReceiptDetails } from './receipt-pdf.ts';
import { currentImageIds, imageFiles } from './receipt-images.ts';
import { takeReceiptNumber } from './receipt-series.ts';

export interface DocumentDeps {
  dataKey: Buffer;
  /** Where the documents' PDFs are kept (`receipts/` of the storage: private, never given a public address). */
  storage: FileStorage;
}

/** How the document names the mode: "UPI (UTR 412345678901)", "Cheque no. 123456". */
function modeText(row: DonationRow): string {
  const mode = modeOf(row.mode);
  if (!mode) return '';
  if ((mode === 'upi' || mode === 'bank-transfer') && row.utr)
    return `${donationModeLabels[mode]} (reference ${row.utr})`;
  if (mode === 'cheque' && row.cheque_number) return `Cheque no. ${row.cheque_number}`;
  return donationModeLabels[mode];
}

/** The document the rules give a received donation as it stands (shared/giving/receipt-rules.ts). */
export async function decideFor(
  db: Db,
  row: DonationRow,
  settings?: GivingSettings,
): Promise<ReceiptDecision> {
  settings ??= await getGivingSettings(db);
  const receivedOn = row.received_on ?? dayInIndia(new Date());
  const year = financialYearDays(receivedOn);
  const mode = modeOf(row.mode) ?? 'upi';
  const cashBeforeThisYear =
    mode === 'cash' && row.donor_key
      ? await cashOfDonor(db, row.donor_key, year.from, year.to, row.id > 0 ? row.id : null)
      : 0;
  return decideReceipt(
    {
      mode,
      amount: row.amount,
      receivedOn,
      hasIdentity: Boolean(row.id_code && row.id_number),
      hasAddress: Boolean(row.donor_address?.trim()),
      cashBeforeThisYear,
    },
    settings,
  );
}

/**
 * Issues the document the rules give a received donation: the next number of its series in the financial
 * year it was received in, its PDF, and what it stated (encrypted), in the caller's transaction (a failed
 * write leaves neither a number used nor a file).
 */
export async function issueDocument(
  trx: Db,
  deps: DocumentDeps,
  row: DonationRow,
  now: Date,
  replaces: { id: number; number: string } | null,
): Promise<{ number: string }> {
  const receivedOn = row.received_on ?? dayInIndia(now);
  const [settings, site, images] = await Promise.all([
    getGivingSettings(trx),
    getSingle(trx, 'site'),
    currentImageIds(trx),
  ]);
  const decision = await decideFor(trx, row, settings);
  const financialYear = financialYearOf(noonInIndia(receivedOn));
  const { serial, number } = await takeReceiptNumber(trx, decision.kind, financialYear);
  const details: ReceiptDetails = {
    kind: decision.kind,
    number,
    replaces: replaces?.number ?? null,
    issuedOn: dayInIndia(now),
    organisation: {
      name: site.legalName,
      address: postalAddress(site.address),
      pan: settings.pan,
      urn: settings.urn,
      urnIssuedOn: settings.urnIssuedOn,
      urnValidFrom: settings.urnValidFrom,
      urnValidUntil: settings.urnValidUntil,
      signatoryName: settings.signatory.name,
      signatoryDesignation: settings.signatory.designation,
    },
    donor: {
      name: row.donor_name,
      idKind: identityKindOf(row.id_code),
      idNumber: row.id_number ? decrypt(deps.dataKey, row.id_number) : null,
      address: row.donor_address ?? '',
    },
    amount: row.amount,
    mode: modeText(row),
    receivedOn,
    donationType: donationTypeOf(row.donation_type),
    purpose: row.purpose || settings.purposes[actionOf(row.action)],
    goods: row.goods,
    images,
  };
  const storageKey = `${randomUUID()}.pdf`;
  const file = receiptKey(storageKey);
  await documentFiles(deps.storage, deps.dataKey).put(
    storageKey,
    await renderReceiptPdf(details, await imageFiles(trx, images)),
  );
  try {
    await trx
      .insertInto('receipts')
      .values({
        donation_id: row.id,
        kind: decision.kind,
        number,
        financial_year: financialYear,
        serial,
        issued_at: now.toISOString(),
        storage_key: storageKey,
        replaces_id: replaces?.id ?? null,
        details: encrypt(deps.dataKey, JSON.stringify(details)),
        note:
          decision.kind === 'donation'
            ? `No 80G receipt: ${decision.reasons.map((reason) => no80gTexts[reason]).join('; ')}.`
            : null,
      })
      .execute();
  } catch (error) {
    await deps.storage.delete([file]);
    throw error;
  }
  return { number };
}

/**
 * A document as it downloads: the PDF issued, or for a cancelled one, the same document drawn again from
 * what it stated, stamped CANCELLED with its reason and the number that replaced it.
 */
export async function documentFile(
  db: Db,
  deps: DocumentDeps,
  receiptId: number,
): Promise<{ number: string; pdf: Buffer }> {
  const receipt = await db.selectFrom('receipts').selectAll().where('id', '=', receiptId).executeTakeFirst();
  if (!receipt) throw new NotFoundError(say.receiptNotFound);
  if (receipt.cancelled_at && receipt.details) {
    const details = JSON.parse(decrypt(deps.dataKey, receipt.details)) as ReceiptDetails;
    const replacement = await db
      .selectFrom('receipts')
      .select('number')
      .where('replaces_id', '=', receipt.id)
      .executeTakeFirst();
    const cancellation: Cancellation = {
      on: dayInIndia(new Date(receipt.cancelled_at)),
      reason: receipt.cancel_reason ?? '',
      replacedBy: replacement?.number ?? null,
    };
    const images = await imageFiles(db, details.images);
    return { number: receipt.number, pdf: await renderReceiptPdf(details, images, cancellation) };
  }
  const pdf = await documentFiles(deps.storage, deps.dataKey).read(receipt.storage_key);
  if (!pdf) throw new NotFoundError(say.receiptNotFound);
  return { number: receipt.number, pdf };
}
