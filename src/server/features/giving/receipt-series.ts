import type { Db } from '#server/db/database';
import type { FinancialYear } from '#shared/giving/financial-year';
import { receiptKindTexts, type ReceiptKind } from '#shared/giving/receipt-rules';

/**
 * `80G/2026-27/0001`, `DR/2026-27/0001`, `ACK/2026-27/0001`: the series' prefix, the financial year and the
 * serial, four digits at least.
 */
export const receiptNumber = (kind: ReceiptKind, financialYear: FinancialYear, serial: number) =>
  `${receiptKindTexts[kind].prefix}/${financialYear}/${String(serial).padStart(4, '0')}`;

/**
 * Takes the next number of a document series in a financial year. Call it inside the transaction that
 * stores the document: the counter's row stays locked until that transaction ends, so two documents issued
 * at the same moment never share a number, and a number once taken is never given again (a cancelled
 * document keeps it).
 */
export async function takeReceiptNumber(
  trx: Db,
  kind: ReceiptKind,
  financialYear: FinancialYear,
): Promise<{ serial: number; number: string }> {
  const series = receiptKindTexts[kind].prefix;
  await trx
    .insertInto('receipt_counters')
    .values({ series, financial_year: financialYear, last_serial: 0 })
    .onConflict((conflict) => conflict.columns(['series', 'financial_year']).doNothing())
    .execute();
  const { last_serial: serial } = await trx
    .updateTable('receipt_counters')
    .set((eb) => ({ last_serial: eb('last_serial', '+', 1) }))
    .where('series', '=', series)
    .where('financial_year', '=', financialYear)
    .returning('last_serial')
    .executeTakeFirstOrThrow();
  return { serial, number: receiptNumber(kind, financialYear, serial) };
}
