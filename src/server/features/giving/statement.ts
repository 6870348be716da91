import type { Db } from '#server/db/database';
import { BadRequestError } from '#server/errors';
import { givingMessages as say, type DonationMode } from '#shared/api/giving';
import { financialYearOf, financialYearRange } from '#shared/giving/financial-year';
import { form10bd, type IdCode, type ReceiptMode, type Statement } from './form-10bd.ts';
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
 * The Form 10BD statement of a financial year: every donation received in it, with the numbers decrypted
 * for the portal; what cannot be reported is counted, not listed.
 */
export async function statementOf(
  db: Db,
  dataKey: Buffer,
  year: string,
): Promise<Statement & { year: string }> {
  if (!financialYearRange(year)) throw new BadRequestError(say.yearInvalid);
  const [settings, donations, receipts] = await Promise.all([
    getGivingSettings(db),
    db.selectFrom('donations').selectAll().where('status', '=', 'received').orderBy('id').execute(),
    db.selectFrom('receipts').select(['donation_id', 'cancelled_at']).execute(),
  ]);
  const inYear = donations.filter(
    (row) => row.received_on && financialYearOf(new Date(`${row.received_on}T12:00:00+05:30`)) === year,
  );
  const statement = form10bd(
    inYear.map((row) => {
      const own = receipts.filter((receipt) => receipt.donation_id === row.id);
      return {
        donorName: row.donor_name,
        donorAddress: row.donor_address ?? '',
        idCode: row.id_code as IdCode | null,
        idNumber: row.id_number ? decrypt(dataKey, row.id_number) : null,
        donationType: 'Others' as const,
        mode: portalMode[row.mode as DonationMode],
        amount: row.amount,
        cancelled: own.length > 0 && own.every((receipt) => receipt.cancelled_at !== null),
      };
    }),
    { sectionCode: settings.sectionCode, urn: settings.urn, urnIssuedOn: settings.urnIssuedOn },
  );
  return { ...statement, year };
}
