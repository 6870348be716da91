import { describe, expect, it } from 'vitest';
import {
  givingMessages as say,
  givingPaths,
  type Donation,
  type DonationChange,
  type ReceiptPreview,
} from '#shared/api/giving';
import { SITE, testEngines, withTestApp } from '#server/testing/helpers';
import { donationApi, withGivingApp } from './testing/donation-api.ts';

/** Issue 23, must haves 1, 3 and 13: the rules and the law's guards, enforced by the server. */
describe.each(testEngines)('giving guards on %s', (engine) => {
  const clock = new Date('2026-07-01T10:00:00+05:30');
  const { t, admin, pledge, receive } = withGivingApp(engine, clock);

  const recorded = (change: object) => ({
    action: 'way-to-give-money',
    amount: 1000,
    fullName: 'Ravi Kumar',
    mobile: '9845098450',
    receivedOn: '2026-07-01',
    mode: 'cash',
    idCode: 'PAN',
    idNumber: 'RAVIK1234R',
    donorAddress: 'Dharwad',
    ...change,
  });
  const record = (change: object) => admin('POST', givingPaths.donations, recorded(change));

  it.each<[string, object, string]>([
    ['UPI with PAN and address', { mode: 'upi', fullName: 'Rule A', idNumber: 'RULEA1234A' }, '80g'],
    [
      'a bank transfer without an address',
      { mode: 'bank-transfer', donorAddress: '', fullName: 'Rule B', idNumber: 'RULEB1234B' },
      'donation',
    ],
    [
      'a cheque without an identity number',
      { mode: 'cheque', chequeNumber: '1', idCode: undefined, idNumber: undefined, fullName: 'Rule C' },
      'donation',
    ],
    [
      'books worth ₹8,000',
      {
        mode: 'in-kind',
        amount: 8000,
        goods: '40 Kannada story books',
        fullName: 'Rule D',
        idNumber: 'RULED1234D',
      },
      'acknowledgement',
    ],
    ['cash of ₹2,000', { amount: 2000, fullName: 'Rule E', idNumber: 'RULEE1234E' }, '80g'],
  ])('must have 1: %s gets the document the preview promised (%s)', async (_case, change, kind) => {
    const preview = (
      await admin('POST', givingPaths.recordPreview, recorded(change))
    ).json() as ReceiptPreview;
    const response = await record(change);
    expect(response.statusCode, response.body).toBe(201);
    const donation = response.json() as Donation;
    expect(donation.receipts.map((receipt) => receipt.kind)).toEqual([kind]);
    expect(preview.kind).toBe(kind);
  });

  it('must have 1: two ₹2,000 cash gifts from one donor in a year get an 80G receipt and then a donation receipt', async () => {
    const first = (await record({ amount: 2000, idNumber: 'TWOCA1234C' })).json() as Donation;
    const second = (
      await record({ amount: 2000, idNumber: 'TWOCA1234C', receivedOn: '2026-09-01' })
    ).json() as Donation;
    expect(first.receipts[0]!.kind).toBe('80g');
    expect(second.receipts[0]!.kind).toBe('donation');
    const statement = (await admin('GET', givingPaths.form10bd('2026-27'))).json();
    expect(statement.csv).toMatch(/TWOCA1234C,.*,Cash,2000\r\n/);
    expect(statement.csv).not.toContain('4000');
  });

  it('must have 6: Form 10BD says why the gift in kind above is left out, with its document named rightly', async () => {
    const statement = (await admin('GET', givingPaths.form10bd('2026-27'))).json();
    expect(statement.leftOut).toContainEqual(
      expect.objectContaining({
        donorName: 'Rule D',
        reason: expect.stringMatching(
          /^It has an acknowledgement of a gift in kind \(ACK\/2026-27\/\d{4}\), not an 80G receipt\.$/,
        ),
      }),
    );
  });

  it('must have 1: the Mark-received preview says what will be issued, and warns as cash nears the limit', async () => {
    await record({ amount: 1200, idNumber: 'NEARL1234N' });
    const pledged = await pledge({ pan: 'NEARL1234N', amount: 500 });
    const preview = (
      await admin('POST', givingPaths.receivedPreview(pledged.id), { receivedOn: '2026-07-02', mode: 'cash' })
    ).json() as ReceiptPreview;
    expect(preview).toMatchObject({
      kind: '80g',
      sentence: 'An 80G receipt will be issued and mailed to the donor.',
      refusal: null,
    });
    expect(preview.cashWarning).toContain('₹1,700 in cash this financial year');
    // The preview changed nothing.
    expect(
      (await admin('GET', `${givingPaths.donations}?q=${pledged.reference}`)).json().donations[0].status,
    ).toBe('pledged');
  });

  it('must have 3: cash of ₹2,00,000 or more from one person in a day is refused unless an administrator gives a reason', async () => {
    expect((await record({ amount: 150_000, idNumber: 'CASHD1234D' })).statusCode).toBe(201);
    const refused = await record({ amount: 50_000, idNumber: 'CASHD1234D' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(say.cash269st);
    expect(
      (await record({ amount: 50_000, idNumber: 'CASHD1234D', receivedOn: '2026-07-02' })).statusCode,
    ).toBe(201);
    const accepted = await record({
      amount: 50_000,
      idNumber: 'CASHD1234D',
      cashOverrideReason: 'Collected for a wedding gift registry; the auditor agreed.',
    });
    expect(accepted.statusCode).toBe(201);
    const changes = (
      await admin('GET', givingPaths.changes((accepted.json() as Donation).id))
    ).json() as DonationChange[];
    expect(changes[0]!.reason).toContain('section 269ST: Collected for a wedding gift registry');
  });

  it('must have 13: a reference already on another donation needs a reason', async () => {
    const first = await pledge({ pan: 'DUPLI1234D' });
    const second = await pledge({ pan: 'DUPLI1234E' });
    await receive(first.id, { receivedOn: '2026-07-01', mode: 'upi', utr: '412300000001' });
    const refused = await admin('POST', givingPaths.received(second.id), {
      receivedOn: '2026-07-01',
      mode: 'upi',
      utr: '412300000001',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(say.utrUsed);
    await receive(second.id, {
      receivedOn: '2026-07-01',
      mode: 'upi',
      utr: '412300000001',
      duplicateReferenceReason: 'One payment covered both pledges.',
    });
  });

  it('must have 8: a bank transfer’s NEFT, IMPS or RTGS reference is taken, not only a 12-digit UPI UTR', async () => {
    for (const utr of ['SBIN126070112345', 'HDFCR52026070112345678', '612345678901']) {
      const pledged = await pledge({ pan: `BANKR${utr.slice(-4)}B` });
      const received = await receive(pledged.id, {
        receivedOn: '2026-07-01',
        mode: 'bank-transfer',
        utr: utr.toLowerCase(),
      });
      expect(received.utr).toBe(utr);
    }
    const wrong = await admin('POST', givingPaths.received((await pledge()).id), {
      receivedOn: '2026-07-01',
      mode: 'bank-transfer',
      utr: 'NEFT-1',
    });
    expect(wrong.json().error).toBe(say.bankReferenceInvalid);
  });

  it('must have 13: ten parallel "Mark received" requests issue one receipt and answer the rest 409', async () => {
    const pledged = await pledge({ pan: 'RACEX1234R' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        admin('POST', givingPaths.received(pledged.id), { receivedOn: '2026-07-01', mode: 'upi' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const receipts = await t.db
      .selectFrom('receipts')
      .select('id')
      .where('donation_id', '=', pledged.id)
      .execute();
    expect(receipts).toHaveLength(1);
  });

  it('must have 13: a name or address with a line break or another control character is refused at the door', async () => {
    for (const fullName of ['Asha\rRao', 'Asha\nRao', 'Asha\u0007Rao']) {
      const response = await t.app.inject({
        method: 'POST',
        url: givingPaths.pledges,
        headers: { origin: SITE },
        payload: {
          action: 'way-to-give-money',
          amount: 500,
          fullName,
          email: 'a@example.org',
          mobile: '9845012345',
          residence: 'india',
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(say.controlCharacters);
    }
    expect((await record({ fullName: '=cmd|x\r=2+3' })).json().error).toBe(say.controlCharacters);
    // A typed address's lines become one line; other control characters are refused.
    const typed = (
      await record({ donorAddress: '4, MG Road\r\nBengaluru 560001', idNumber: 'LINES1234L' })
    ).json() as Donation;
    expect(typed.donorAddress).toBe('4, MG Road, Bengaluru 560001');
    expect((await record({ donorAddress: 'MG Road\u0000' })).statusCode).toBe(400);
  });
});

describe.each(testEngines)(
  'giving issue 23, must have 13: the Donations panel with 100,000 donations on %s',
  (engine) => {
    const t = withTestApp(engine, {}, { startMailWorker: false });
    const { admin } = donationApi(t);

    it('answers a page, the count and the totals, computed in the database', async () => {
      const at = '2026-05-01T10:00:00.000Z';
      const rows = Array.from({ length: 100_000 }, (_, i) => ({
        reference: `BULK${String(i).padStart(7, '0')}`,
        status: i % 2 === 0 ? 'received' : 'pledged',
        action: 'way-to-give-money',
        amount: 100,
        donor_name: `Donor ${i}`,
        donor_email: `donor${i}@example.org`,
        donor_mobile: '9845012345',
        mode: i % 2 === 0 ? 'upi' : null,
        received_on: i % 2 === 0 ? '2026-05-01' : null,
        created_at: at,
        updated_at: at,
      }));
      // 2,000 rows a statement stays within both engines' limits on bound values.
      for (let start = 0; start < rows.length; start += 2000)
        await t.db
          .insertInto('donations')
          .values(rows.slice(start, start + 2000))
          .execute();
      const response = await admin('GET', `${givingPaths.donations}?year=2026-27`);
      expect(response.statusCode).toBe(200);
      const list = response.json();
      expect(list.donations).toHaveLength(50);
      expect(list.count).toBe(100_000);
      expect(list.totals).toEqual({ byMonth: [{ month: '2026-05', amount: 5_000_000 }], total: 5_000_000 });
      // Must have 5: none of these gave an address, and 5% of the year's ₹50,00,000 is ₹2,50,000.
      expect(list.anonymous).toEqual({ amount: 5_000_000, threshold: 250_000 });
      expect((await admin('GET', `${givingPaths.donations}?q=donor99999@`)).json().count).toBe(1);
    }, 120_000);
  },
);
