import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf } from '#shared/giving/financial-year';
import { createTestApp, testEngines, type TestApp } from '#server/testing/helpers';
import { receiptNumber, takeReceiptNumber } from './receipt-series.ts';

describe.each(testEngines)('giving issue 4: 80G receipt numbers on %s', (engine) => {
  let t: TestApp;
  let donationId: number;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { startMailWorker: false });
    const now = new Date().toISOString();
    ({ id: donationId } = await t.db
      .insertInto('donations')
      .values({
        reference: 'GKTEST01',
        status: 'received',
        action: 'school-kit',
        amount: 1500,
        donor_name: 'Meera Rao',
        donor_email: 'meera@example.org',
        donor_mobile: '9845012345',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  });
  afterAll(() => t.close());

  const issue = (at: Date) =>
    t.db.transaction().execute(async (trx) => {
      const financialYear = financialYearOf(at);
      const { serial, number } = await takeReceiptNumber(trx, financialYear);
      await trx
        .insertInto('receipts')
        .values({
          donation_id: donationId,
          number,
          financial_year: financialYear,
          serial,
          issued_at: at.toISOString(),
          storage_key: `${serial}.pdf`,
        })
        .execute();
      return number;
    });

  it('starts each financial year at 0001, across the 31 March / 1 April boundary in India', async () => {
    expect(await issue(new Date('2026-03-31T23:59:00+05:30'))).toBe('80G/2025-26/0001');
    expect(await issue(new Date('2026-04-01T00:01:00+05:30'))).toBe('80G/2026-27/0001');
    expect(await issue(new Date('2026-03-31T12:00:00+05:30'))).toBe('80G/2025-26/0002');
  });

  it('never gives two receipts issued at the same moment the same number', async () => {
    const at = new Date('2027-06-01T10:00:00+05:30');
    const numbers = await Promise.all(Array.from({ length: 20 }, () => issue(at)));
    expect(new Set(numbers).size).toBe(20);
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => receiptNumber('2027-28', i + 1)),
    );
  });

  it('keeps a cancelled receipt’s number out of use', async () => {
    const at = new Date('2028-06-01T10:00:00+05:30');
    const first = await issue(at);
    await t.db
      .updateTable('receipts')
      .set({ cancelled_at: at.toISOString(), cancel_reason: 'Wrong PAN' })
      .where('number', '=', first)
      .execute();
    expect(await issue(at)).toBe('80G/2028-29/0002');
  });
});
