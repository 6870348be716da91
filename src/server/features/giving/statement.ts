import type { Db } from '#server/db/database';
import { BadRequestError } from '#server/errors';
import { givingMessages as say, type DonationMode } from '#shared/api/giving';
import { financialYearDays, financialYearRange } from '#shared/giving/financial-year';
import { receiptKindTexts } from '#shared/giving/receipt-rules';
import { donationTypeOf, identityKindOf, modeOf, receiptKindOf } from './donation-rows.ts';
import { form10bd, type ReceiptMode } from './form-10bd.ts';
import { getGivingSettings } from './giving-settings.ts';
import { decrypt } from './personal-data.ts';

const portalMode: Record<DonationMode, ReceiptMode> = {
  upi: 'Electronic modes including account payee cheque/draft',
  'bank-transfer': 'Electronic modes including account payee cheque/draft',
  cheque: 'Electronic modes including account payee cheque/draft',
  cash: 'Cash',
  'in-kind': 'Kind',
};

/**
 * The Form 10BD statement of a financial year: every donation received in it whose live document is an
 * 80G receipt (the rules that gave it one are the rules that put it here), with the numbers decrypted for
 * the portal. Every other donation of the year is listed with why it is not reported.
 */
export async function statementOf(db: Db, dataKey: Buffer, year: string) {
  if (!financialYearRange(year)) throw new BadRequestError(say.yearInvalid);
  const days = financialYearDays(`${year.slice(0, 4)}-04-01`);
  const [settings, rows] = await Promise.all([
    getGivingSettings(db),
    db
      .selectFrom('donations as d')
      .leftJoin('receipts as r', (join) =>
        join.onRef('r.donation_id', '=', 'd.id').on('r.cancelled_at', 'is', null),
      )
      .select([
        'd.reference',
        'd.donor_name',
        'd.donor_address',
        'd.id_code',
        'd.id_number',
        'd.donation_type',
        'd.mode',
        'd.amount',
        'r.kind',
        'r.number',
      ])
      .where('d.status', '=', 'received')
      .where('d.received_on', '>=', days.from)
      .where('d.received_on', '<=', days.to)
      .orderBy('d.id')
      .execute(),
  ]);
  const reported = [];
  const leftOut: { reference: string; donorName: string; reason: string }[] = [];
  for (const row of rows) {
    const idKind = identityKindOf(row.id_code);
    const mode = modeOf(row.mode);
    if (row.kind === null) {
      leftOut.push({ reference: row.reference, donorName: row.donor_name, reason: say.noLiveReceipt });
    } else if (receiptKindOf(row.kind) !== '80g' || !idKind || !row.id_number || !mode) {
      const name = receiptKindTexts[receiptKindOf(row.kind)].name;
      leftOut.push({
        reference: row.reference,
        donorName: row.donor_name,
        reason: `It has a ${name} (${row.number ?? ''}), not an 80G receipt.`,
      });
    } else {
      reported.push({
        donorName: row.donor_name,
        donorAddress: row.donor_address ?? '',
        idKind,
        idNumber: decrypt(dataKey, row.id_number),
        donationType: donationTypeOf(row.donation_type),
        mode: portalMode[mode],
        amount: row.amount,
      });
    }
  }
  const statement = form10bd(reported, {
    sectionCode: settings.sectionCode,
    urn: settings.urn,
    urnIssuedOn: settings.urnIssuedOn,
  });
  return { ...statement, year, leftOut };
}
