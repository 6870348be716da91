import { beforeAll, describe, expect, it } from 'vitest';
import { givingMessages as say, givingPaths, type Donation, type Pledge } from '#shared/api/giving';
import { SITE, testEngines, withTestApp } from '#server/testing/helpers';
import { FORM_10BD_HEADER } from './form-10bd.ts';
import { openGiving } from './testing/giving-fixtures.ts';

describe.each(testEngines)('giving issues 3 to 5: donations, 80G receipts and Form 10BD on %s', (engine) => {
  const clock = new Date('2026-06-01T10:00:00+05:30');
  const t = withTestApp(
    engine,
    { FORM_RATE_LIMIT_PER_MINUTE: '1000' },
    { startMailWorker: false, now: () => clock },
  );
  beforeAll(() => openGiving(t.app, t.cookie));

  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: t.cookie }, payload });
  const pledgeOf = async (change: object = {}) => {
    const body = {
      action: 'sponsor-a-school-kit',
      amount: 1500,
      fullName: 'Meera Rao',
      email: 'meera@example.org',
      mobile: '9845012345',
      wantsReceipt: true,
      pan: 'ABCDE1234F',
      address: '4, MG Road, Bengaluru 560001',
      ...change,
    };
    const pledge = (
      await t.app.inject({
        method: 'POST',
        url: givingPaths.pledges,
        headers: { origin: SITE },
        payload: body,
      })
    ).json() as Pledge;
    const { donations } = (await admin('GET', `${givingPaths.donations}?q=${pledge.reference}`)).json() as {
      donations: Donation[];
    };
    return donations[0]!;
  };

  it('lists a pledge with the PAN masked, and marks it received with an 80G receipt numbered in its year', async () => {
    const pledged = await pledgeOf();
    expect(pledged).toMatchObject({ status: 'pledged', idCode: 'PAN', idMasked: 'XXXXX1234X', receipts: [] });
    const response = await admin('POST', givingPaths.received(pledged.id), {
      receivedOn: '2026-06-01',
      mode: 'upi',
      utr: '412345678901',
    });
    expect(response.statusCode).toBe(200);
    const received = response.json() as Donation;
    expect(received).toMatchObject({ status: 'received', utr: '412345678901', receiptNote: null });
    expect(received.receipts).toEqual([
      expect.objectContaining({ number: '80G/2026-27/0001', cancelledAt: null }),
    ]);
    const pdf = await admin('GET', received.receipts[0]!.url);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await admin('POST', givingPaths.received(pledged.id), { receivedOn: '2026-06-01', mode: 'upi' }))
        .statusCode,
    ).toBe(409);
  });

  it('issues no 80G receipt for cash above ₹2,000, and says why', async () => {
    const pledged = await pledgeOf({ amount: 5000 });
    const received = (
      await admin('POST', givingPaths.received(pledged.id), { receivedOn: '2026-06-02', mode: 'cash' })
    ).json() as Donation;
    expect(received.receipts).toEqual([]);
    expect(received.receiptNote).toBe(say.cashNotEligible);
  });

  it('cancels a receipt with a reason, keeping it and its number', async () => {
    const pledged = await pledgeOf({ amount: 1000 });
    const received = (
      await admin('POST', givingPaths.received(pledged.id), {
        receivedOn: '2026-06-03',
        mode: 'cheque',
        chequeNumber: '123456',
      })
    ).json() as Donation;
    const receipt = received.receipts[0]!;
    expect(receipt.number).toBe('80G/2026-27/0002');
    const refused = await admin('POST', givingPaths.cancelReceipt(receipt.id), { reason: ' ' });
    expect(refused.json().error).toBe(say.reasonRequired);
    const cancelled = (
      await admin('POST', givingPaths.cancelReceipt(receipt.id), { reason: 'Wrong PAN' })
    ).json() as Donation;
    expect(cancelled.receipts[0]).toMatchObject({ number: '80G/2026-27/0002', cancelReason: 'Wrong PAN' });
    expect((await admin('POST', givingPaths.cancelReceipt(receipt.id), { reason: 'Again' })).statusCode).toBe(
      409,
    );
  });

  it('filters by status, financial year and search, with totals per month of the money received', async () => {
    const list = (await admin('GET', `${givingPaths.donations}?status=received&year=2026-27`)).json();
    expect(list.donations).toHaveLength(3);
    expect(list.totals).toEqual({ byMonth: [{ month: '2026-06', amount: 7500 }], total: 7500 });
    expect((await admin('GET', `${givingPaths.donations}?year=2025-26`)).json().donations).toEqual([]);
    expect((await admin('GET', `${givingPaths.donations}?year=2026`)).statusCode).toBe(400);
  });

  it('exports the year’s Form 10BD: one row per donor, without cash above ₹2,000 and cancelled receipts', async () => {
    const response = await admin('GET', givingPaths.form10bd('2026-27'));
    expect(response.statusCode).toBe(200);
    const statement = response.json();
    expect(statement.leftOut).toEqual({ noId: 0, cashAboveLimit: 1, cancelled: 1 });
    expect(statement.rows).toBe(1);
    const [header, row] = statement.csv.split('\r\n');
    expect(header).toBe(FORM_10BD_HEADER.join(','));
    expect(row).toBe(
      '1,,PAN,ABCDE1234F,Section 80G,AAATG1234QF20214,24-09-2021,Meera Rao,"4, MG Road, Bengaluru 560001",Others,Electronic modes including account payee cheque/draft,1500',
    );
  });

  it('records a cheque that came by post, without a pledge, with its receipt in the next number', async () => {
    const response = await admin('POST', givingPaths.donations, {
      action: 'way-to-give-money',
      amount: 2500,
      fullName: 'Lakshmi Narayan',
      receivedOn: '2026-07-10',
      mode: 'cheque',
      chequeNumber: '004512',
      idCode: 'Aadhaar',
      idNumber: '234567890123',
      donorAddress: 'Hubballi',
    });
    expect(response.statusCode).toBe(201);
    const donation = response.json() as Donation;
    expect(donation).toMatchObject({ status: 'received', idMasked: 'XXXXXXXX0123', chequeNumber: '004512' });
    expect(donation.receipts.map((receipt) => receipt.number)).toEqual(['80G/2026-27/0003']);
    const refused = await admin('POST', givingPaths.donations, {
      action: 'way-to-give-money',
      amount: 100,
      fullName: 'X',
      receivedOn: '2026-07-10',
      mode: 'cheque',
    });
    expect(refused.json().error).toBe(say.chequeNumberRequired);
  });

  it('keeps all of it from visitors (401)', async () => {
    for (const url of [givingPaths.donations, givingPaths.form10bd('2026-27'), givingPaths.receipt(1)]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
