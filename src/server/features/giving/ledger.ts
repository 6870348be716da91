import type { Db } from '#server/db/database';
import { BadRequestError } from '#server/errors';
import { donationModeLabels, givingMessages as say } from '#shared/api/giving';
import { receiptKindTexts } from '#shared/giving/receipt-rules';
import { maskIdentity } from '#shared/giving/identity';
import { dayInIndia, startOfDayInIndia } from '#shared/india-time';
import { modeOf, receiptKindOf } from './donation-rows.ts';
import { csvField } from '#server/csv';
import { decrypt } from '#server/db/sealed-values';

export const LEDGER_HEADER = [
  'Reference',
  'Status',
  'Date pledged',
  'Date received',
  'Donor',
  'Email',
  'Mobile',
  'Address',
  'Identity',
  'For',
  'Donation type',
  'Purpose',
  'Goods',
  'Mode',
  'Payment reference',
  'Cheque number',
  'Amount (Rs.)',
  'Document',
  'Document number',
  'Cancelled documents',
] as const;

/** The longest range one export covers: ten years. */
const MAX_DAYS = 3660;

/**
 * Every pledge and donation of a date range for the books, as CSV: received ones by the day received,
 * the others by the day pledged; each with its live document's kind and number, and the numbers of those
 * cancelled. Identity numbers are masked: the whole number goes only to the portal, in Form 10BD.
 */
export async function ledgerOf(db: Db, dataKey: Buffer, from: string, to: string) {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (!(days >= 0) || days > MAX_DAYS) throw new BadRequestError(say.rangeInvalid);
  const fromInstant = startOfDayInIndia(from).toISOString();
  const toInstant = new Date(startOfDayInIndia(to).getTime() + 86_400_000).toISOString();
  const rows = await db
    .selectFrom('donations as d')
    .leftJoin('receipts as r', 'r.donation_id', 'd.id')
    .selectAll('d')
    .select(['r.kind', 'r.number', 'r.cancelled_at'])
    .where((eb) =>
      eb.or([
        eb.and([eb('d.received_on', '>=', from), eb('d.received_on', '<=', to)]),
        eb.and([
          eb('d.received_on', 'is', null),
          eb('d.created_at', '>=', fromInstant),
          eb('d.created_at', '<', toInstant),
        ]),
      ]),
    )
    .orderBy('d.id')
    .orderBy('r.id')
    .execute();
  const lines = new Map<number, { fields: (string | number)[]; cancelled: string[] }>();
  for (const row of rows) {
    let line = lines.get(row.id);
    if (!line) {
      const mode = modeOf(row.mode);
      line = {
        fields: [
          row.reference,
          row.status,
          dayInIndia(new Date(row.created_at)),
          row.received_on ?? '',
          row.donor_name,
          row.donor_email,
          row.donor_mobile,
          row.donor_address ?? '',
          row.id_number ? `${row.id_code} ${maskIdentity(decrypt(dataKey, row.id_number))}` : '',
          row.action,
          row.donation_type,
          row.purpose ?? '',
          row.goods ?? '',
          mode ? donationModeLabels[mode] : '',
          row.utr ?? '',
          row.cheque_number ?? '',
          row.amount,
          '',
          '',
        ],
        cancelled: [],
      };
      lines.set(row.id, line);
    }
    if (row.number && row.cancelled_at) line.cancelled.push(row.number);
    else if (row.number && row.kind) {
      line.fields[17] = receiptKindTexts[receiptKindOf(row.kind)].name;
      line.fields[18] = row.number;
    }
  }
  const body = [...lines.values()].map((line) =>
    [...line.fields, line.cancelled.join(' ')].map(csvField).join(','),
  );
  return {
    from,
    to,
    rows: body.length,
    csv: `${[LEDGER_HEADER.map(csvField).join(','), ...body].join('\r\n')}\r\n`,
  };
}
