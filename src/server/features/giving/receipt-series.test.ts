import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf } from '#shared/giving/financial-year';
import { createTestApp, testEngines, type TestApp } from '#server/testing/helpers';
import type { ReceiptKind } from '#shared/giving/receipt-rules';
import { receiptNumber, takeReceiptNumber } from './receipt-series.ts';

describe.each(testEngines)('giving issues 4 and 23: receipt numbers on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { startMailWorker: false });
  });
  afterAll(() => t.close());

  /** A donation of its own for each document: a donation has one live document at most. */
  let references = 0;
  const donation = async () => {
    const now = new Date().toISOString();
    references += 1;
    const { id } = await t.db
      .insertInto('donations')
      .values({
        reference: `GKTEST${String(references).padStart(3, '0')}`,
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
      .executeTakeFirstOrThrow();
    return id;
  };

  const issue = async (at: Date, kind: ReceiptKind = '80g') => {
    const donationId = await donation();
    return t.db.transaction().execute(async (trx) => {
      const financialYear = financialYearOf(at);
      const { serial, number } = await takeReceiptNumber(trx, kind, financialYear);
      await trx
        .insertInto('receipts')
        .values({
          donation_id: donationId,
          kind,
          number,
          financial_year: financialYear,
          serial,
          issued_at: at.toISOString(),
          storage_key: `${serial}.pdf`,
        })
        .execute();
      return number;
    });
  };

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
      Array.from({ length: 20 }, (_, i) => receiptNumber('80g', '2027-28', i + 1)),
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

  it('numbers donation receipts and acknowledgements in series of their own', async () => {
    const at = new Date('2029-06-01T10:00:00+05:30');
    expect(await issue(at, '80g')).toBe('80G/2029-30/0001');
    expect(await issue(at, 'donation')).toBe('DR/2029-30/0001');
    expect(await issue(at, 'acknowledgement')).toBe('ACK/2029-30/0001');
    expect(await issue(at, 'donation')).toBe('DR/2029-30/0002');
  });

  it('keeps at most one live document per donation, in the database itself', async () => {
    const donationId = await donation();
    const insert = (number: string) =>
      t.db
        .insertInto('receipts')
        .values({
          donation_id: donationId,
          number,
          financial_year: '2030-31',
          serial: 1,
          issued_at: new Date().toISOString(),
          storage_key: `${number}.pdf`,
        })
        .execute();
    await insert('80G/2030-31/9001');
    await expect(insert('80G/2030-31/9002')).rejects.toThrow();
    await t.db
      .updateTable('receipts')
      .set({ cancelled_at: new Date().toISOString() })
      .where('number', '=', '80G/2030-31/9001')
      .execute();
    await insert('80G/2030-31/9003');
  });
});
