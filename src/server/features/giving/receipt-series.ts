import type { Db } from '#server/db/database';
import type { FinancialYear } from '#shared/giving/financial-year';

/** `80G/2026-27/0001`: the series' prefix, the financial year and the serial, four digits at least. */
export const receiptNumber = (financialYear: FinancialYear, serial: number) =>
  `80G/${financialYear}/${String(serial).padStart(4, '0')}`;

/**
 * Takes the next number of a financial year's series. Call it inside the transaction that stores the
 * receipt: the counter's row stays locked until that transaction ends, so two receipts issued at the same
 * moment never share a number, and a number once taken is never given again (a cancelled receipt keeps it).
 */
export async function takeReceiptNumber(
  trx: Db,
  financialYear: FinancialYear,
): Promise<{ serial: number; number: string }> {
  await trx
    .insertInto('receipt_series')
    .values({ financial_year: financialYear, last_serial: 0 })
    .onConflict((conflict) => conflict.column('financial_year').doNothing())
    .execute();
  const { last_serial: serial } = await trx
    .updateTable('receipt_series')
    .set((eb) => ({ last_serial: eb('last_serial', '+', 1) }))
    .where('financial_year', '=', financialYear)
    .returning('last_serial')
    .executeTakeFirstOrThrow();
  return { serial, number: receiptNumber(financialYear, serial) };
}
