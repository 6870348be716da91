import { createHmac } from 'node:crypto';
import type { Db } from '#server/db/database';
import { BadRequestError } from '#server/errors';
import { givingMessages as say, type DonationMode } from '#shared/api/giving';
import { financialYearDays, financialYearRange } from '#shared/giving/financial-year';
import { receiptKindTexts } from '#shared/giving/receipt-rules';
import { maskIdentity } from '#shared/giving/identity';
import { donationTypeOf, identityKindOf, modeOf, receiptKindOf } from './donation-rows.ts';
import { form10bd, form10bdCsv, type ReceiptMode, type StatementDonation } from './form-10bd.ts';
import { getGivingSettings } from './giving-settings.service.ts';
import { decrypt } from '#server/db/sealed-values';

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
      const { name, article } = receiptKindTexts[receiptKindOf(row.kind)];
      leftOut.push({
        reference: row.reference,
        donorName: row.donor_name,
        reason:
          receiptKindOf(row.kind) === '80g'
            ? say.incompleteForStatement
            : `It has ${article.toLowerCase()} ${name} (${row.number ?? ''}), not an 80G receipt.`,
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
  const organisation = {
    sectionCode: settings.sectionCode,
    urn: settings.urn,
    urnIssuedOn: settings.urnIssuedOn,
  };
  const { grouped, ...statement } = form10bd(reported, organisation);
  const rowsNow = grouped.map((row) => filedRowOf(dataKey, row));
  const filing = await db
    .selectFrom('statement_filings')
    .selectAll()
    .where('financial_year', '=', year)
    .executeTakeFirst();
  const filedRows = filing ? (JSON.parse(filing.rows) as FiledRow[]) : null;
  const changedSinceFiling = filedRows ? changesBetween(filedRows, rowsNow) : [];
  // The rows a revised statement sends: those added or changed since the filing, as they are now.
  const revised = filedRows ? grouped.filter((_, index) => isRevised(filedRows, rowsNow[index]!)) : [];
  return {
    ...statement,
    year,
    leftOut,
    filing: filing
      ? { filedOn: filing.filed_on, acknowledgement: filing.acknowledgement, filedBy: filing.filed_by }
      : null,
    changedSinceFiling,
    revisedCsv: revised.length > 0 ? form10bdCsv(revised, organisation) : null,
    rowsNow,
  };
}

/** A row of the statement as a filing keeps it: the identity hashed (to compare) and masked (to show). */
export interface FiledRow {
  key: string;
  donorName: string;
  identity: string;
  donationType: string;
  mode: string;
  amount: number;
}

function filedRowOf(dataKey: Buffer, row: StatementDonation): FiledRow {
  const key = createHmac('sha256', dataKey)
    .update([row.idKind, row.idNumber, row.donationType, row.mode].join('\u0000'))
    .digest('hex')
    .slice(0, 32);
  return {
    key,
    donorName: row.donorName,
    identity: `${row.idKind} ${maskIdentity(row.idNumber)}`,
    donationType: row.donationType,
    mode: row.mode,
    amount: row.amount,
  };
}

/** A row of the statement now that was not filed, or was filed with another amount or name. */
const isRevised = (filed: readonly FiledRow[], row: FiledRow) =>
  !filed.some((was) => was.key === row.key && was.amount === row.amount && was.donorName === row.donorName);

/** What a revised statement must change: rows added, removed, or with another amount or name. */
function changesBetween(filed: readonly FiledRow[], now: readonly FiledRow[]) {
  const before = new Map(filed.map((row) => [row.key, row]));
  const after = new Map(now.map((row) => [row.key, row]));
  const changes = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(key);
    const is = after.get(key);
    if (was && is && was.amount === is.amount && was.donorName === is.donorName) continue;
    const row = (is ?? was)!;
    changes.push({
      donorName: row.donorName,
      identity: row.identity,
      donationType: row.donationType,
      mode: row.mode,
      filedAmount: was?.amount ?? null,
      amountNow: is?.amount ?? null,
    });
  }
  return changes;
}

/**
 * Records a year's Form 10BD as filed on the portal, with the rows it held then; a revised statement filed
 * later is recorded the same way, in its place.
 */
export async function markStatementFiled(
  db: Db,
  dataKey: Buffer,
  year: string,
  filing: { filedOn: string; acknowledgement: string },
  by: string,
  now: Date,
) {
  const { rowsNow, ...statement } = await statementOf(db, dataKey, year);
  const values = {
    financial_year: year,
    filed_on: filing.filedOn,
    acknowledgement: filing.acknowledgement,
    filed_at: now.toISOString(),
    filed_by: by,
    rows: JSON.stringify(rowsNow),
  };
  await db
    .insertInto('statement_filings')
    .values(values)
    .onConflict((conflict) => conflict.column('financial_year').doUpdateSet(values))
    .execute();
  // The rows just filed are the rows now: nothing has changed since.
  return { ...statement, filing: { ...filing, filedBy: by }, changedSinceFiling: [], revisedCsv: null };
}

/** The financial years whose Form 10BD is filed. */
export async function filedYears(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('statement_filings').select('financial_year').execute();
  return new Set(rows.map((row) => row.financial_year));
}
