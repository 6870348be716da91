import { describe, expect, it } from 'vitest';
import {
  givingMessages,
  givingPaths,
  type Donation,
  type Pledge,
  type ReceiptPreview,
} from '#shared/api/giving';
import {
  bankStatementLimits,
  bankStatementMessages as say,
  bankStatementPaths as paths,
  type BankLayout,
  type StatementMatch,
  type StatementPreview,
} from '#shared/api/giving-bank';
import { SITE, testEngines } from '#server/testing/helpers';
import { withGivingApp } from './testing/donation-api.ts';
import { hdfcLikeCsv, sbiLikeCsv, type Transaction } from './testing/bank-statements.ts';

/** Issue 23, must have 8: a bank statement's credits matched to open pledges, confirmed or recorded. */
describe.each(testEngines)('bank statement matching on %s', (engine) => {
  // Every pledge of this file is made on 20 June 2026.
  const clock = new Date('2026-06-20T10:00:00+05:30');
  const { t, admin } = withGivingApp(engine, clock);

  /** A visitor's pledge, with the donor's payment reference given on their page when `utr` is set. */
  async function pledge(amount: number, name: string, utr?: string) {
    const created = await t.app.inject({
      method: 'POST',
      url: givingPaths.pledges,
      headers: { origin: SITE },
      payload: {
        action: 'way-to-give-money',
        amount,
        fullName: name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.org`,
        mobile: '9845012345',
        residence: 'india',
        wantsReceipt: true,
        pan: 'ABCDE1234F',
        address: '4, MG Road, Bengaluru 560001',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const made = created.json() as Pledge;
    if (utr) {
      const token = new URL(made.link).searchParams.get('token')!;
      const given = await t.app.inject({
        method: 'POST',
        url: `${givingPaths.utr(made.reference)}?token=${token}`,
        headers: { origin: SITE },
        payload: { utr },
      });
      expect(given.statusCode, given.body).toBe(200);
    }
    const list = (await admin('GET', `${givingPaths.donations}?q=${made.reference}`)).json() as {
      donations: Donation[];
    };
    return list.donations[0]!;
  }

  const sbiLayout: BankLayout = {
    skipLines: 10,
    dateFormat: 'd mmm yyyy',
    columns: { date: 0, narration: 2, reference: 3, credit: 5, debit: 4, balance: 6 },
  };
  const bank = 'SBI current account';
  const match = (csv: string, layout = sbiLayout, name = bank) =>
    admin('POST', paths.match, { bank: name, csv, layout });

  /** The statement of the month, and for each credit the pledge it should be proposed for (null: none). */
  const statement: Transaction[] = [];
  const expected: (number | null)[] = [];
  const credit = (entry: Omit<Transaction, 'debit'>, pledgeId: number | null) => {
    statement.push(entry);
    expected.push(pledgeId);
  };
  let matchedFirst: StatementMatch;

  it('reads a statement of 50 credits: proposes the 40 pledges it pays, guesses none, and leaves 10 unmatched', async () => {
    // 10 name the pledge's reference in the transfer's remarks.
    for (let n = 0; n < 10; n += 1) {
      const made = await pledge(1500, `Reference Donor ${n}`);
      credit(
        {
          date: `${20 + (n % 6)} Jun 2026`,
          narration: `BY TRANSFER-NEFT*SBIN12617100${String(n).padStart(4, '0')}*REF DONOR ${n}*${made.reference}`,
          reference: `SBIN12617100${String(n).padStart(4, '0')}`,
          credit: 1500_00,
        },
        made.id,
      );
    }
    // 10 carry the UTR the donor gave on their page: UPI, IMPS, NEFT and RTGS.
    const utrs = [
      '412317100001',
      '412317100002',
      '412317100003',
      '412317100004',
      '612317100005',
      '612317100006',
      'HDFCN26171000007',
      'ICIC126171000008',
      'HDFCR52026062000000009',
      'UTIBR52026062100000010',
    ];
    for (const [n, utr] of utrs.entries()) {
      const made = await pledge(2500, `Utr Donor ${n}`, utr);
      const upi = utr.startsWith('4');
      credit(
        {
          date: '22 Jun 2026',
          narration: upi
            ? `UPI/${utr}/UTR DONOR ${n}/donor${n}@okaxis`
            : `BY TRANSFER-INB ${utr}-UTR DONOR ${n}`,
          reference: upi ? '' : utr,
          credit: 2500_00,
        },
        made.id,
      );
    }
    // 20 say nothing of the pledge: each fits one pledge by amount, on its day or up to 5 days after.
    for (let n = 0; n < 20; n += 1) {
      const made = await pledge(2101 + n, `Amount Donor ${n}`);
      credit(
        {
          date: `${20 + (n % 6)} Jun 2026`,
          narration: `BY CASH DEPOSIT-AMOUNT DONOR ${n}`,
          reference: '',
          credit: (2101 + n) * 100,
        },
        made.id,
      );
    }
    // Decoys. Two pledges of ₹3,333 without a reference: a credit of ₹3,333 is not guessed between them.
    await pledge(3333, 'Twin Donor A');
    await pledge(3333, 'Twin Donor B');
    credit({ date: '21 Jun 2026', narration: 'BY CASH DEPOSIT', reference: '', credit: 3333_00 }, null);
    // A cancelled pledge's payment is not proposed.
    const cancelled = await pledge(4444, 'Cancelled Donor', '412317199999');
    expect(
      (await admin('POST', givingPaths.cancelPledge(cancelled.id), { reason: 'Paid twice' })).statusCode,
    ).toBe(200);
    credit(
      { date: '21 Jun 2026', narration: 'UPI/412317199999/CANCELLED DONOR', reference: '', credit: 4444_00 },
      null,
    );
    // An open pledge's amount, but a week later, and a day before it: outside the window.
    const late = await pledge(5555, 'Late Donor');
    credit({ date: '27 Jun 2026', narration: 'BY CASH DEPOSIT-LATE', reference: '', credit: 5555_00 }, null);
    credit({ date: '19 Jun 2026', narration: 'BY CASH DEPOSIT-EARLY', reference: '', credit: 5555_00 }, null);
    // Money that no pledge speaks of: interest, a grant, paise, a cheque.
    for (const [n, amount] of [1234_56, 1_00_000_00, 9_999_00, 750_50, 12_000_00, 40_000_00].entries())
      credit(
        {
          date: '24 Jun 2026',
          narration: `CREDIT INTEREST OR GRANT ${n}`,
          reference: `00${n}456`,
          credit: amount,
        },
        null,
      );
    expect(statement).toHaveLength(50);

    const response = await match(sbiLikeCsv(statement));
    expect(response.statusCode, response.body).toBe(200);
    matchedFirst = response.json() as StatementMatch;
    expect(matchedFirst.counts).toEqual({ credits: 50, matched: 0, proposed: 40, unmatched: 10, debits: 5 });
    expect(matchedFirst.skippedLines.length).toBeGreaterThan(0);
    expect(matchedFirst.credits.map((entry) => entry.proposal?.donationId ?? null)).toEqual(expected);
    expect(
      matchedFirst.credits.slice(0, 20).every((entry) => entry.proposal?.reason === 'same-reference'),
    ).toBe(true);
    expect(
      matchedFirst.credits.slice(20, 40).every((entry) => entry.proposal?.reason === 'same-amount'),
    ).toBe(true);
    expect(matchedFirst.credits[40]!.note).toMatch(/^2 pledges of this amount/);
    expect(matchedFirst.credits.find((entry) => entry.amountPaise === 1_00_000_00)).toMatchObject({
      state: 'unmatched',
      bookedOn: '2026-06-24',
    });
    expect(late.status).toBe('pledged');
  });

  it('takes the payment reference and mode of each credit for "Mark received"', () => {
    const [neft, , , , , , , , , , upi, , , , imps, , neftUtr, , rtgs] = matchedFirst.credits;
    expect(neft!.received).toEqual({
      receivedOn: '2026-06-20',
      mode: 'bank-transfer',
      utr: 'SBIN126171000000',
    });
    expect(upi!.received).toEqual({ receivedOn: '2026-06-22', mode: 'upi', utr: '412317100001' });
    expect(imps!.received).toEqual({ receivedOn: '2026-06-22', mode: 'bank-transfer', utr: '612317100005' });
    expect(neftUtr!.received.utr).toBe('HDFCN26171000007');
    expect(rtgs!.received.utr).toBe('HDFCR52026062000000009');
  });

  let confirmed: Donation;
  it('confirming a proposal marks the pledge received as "Mark received" does: the receipt the preview said, the history, the mail', async () => {
    const proposed = matchedFirst.credits[0]!;
    const preview = (
      await admin('POST', givingPaths.receivedPreview(proposed.proposal!.donationId), proposed.received)
    ).json() as ReceiptPreview;
    expect(preview).toMatchObject({ kind: '80g', refusal: null });
    expect(preview.sentence).toMatch(/mailed to the donor/);
    const response = await admin('POST', paths.confirm(proposed.id), {
      donationId: proposed.proposal!.donationId,
    });
    expect(response.statusCode, response.body).toBe(200);
    confirmed = response.json() as Donation;
    expect(confirmed).toMatchObject({
      status: 'received',
      mode: 'bank-transfer',
      utr: 'SBIN126171000000',
      receivedOn: '2026-06-20',
    });
    expect(confirmed.receipts).toEqual([
      expect.objectContaining({ kind: '80g', number: '80G/2026-27/0001' }),
    ]);
    const pdf = await admin('GET', confirmed.receipts[0]!.url);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const changes = (await admin('GET', givingPaths.changes(confirmed.id))).json() as {
      action: string;
      by: string;
    }[];
    expect(changes).toEqual([expect.objectContaining({ action: 'received', by: 'admin@example.org' })]);
    // Mailed to the donor like any receipt: the receipt queue is woken when it is issued (it writes to
    // DATA_DIR's outbox here), whenever the machine gets to it.
    const mailedAt = async () =>
      (
        await t.app.db
          .selectFrom('receipts')
          .select('mailed_at')
          .where('donation_id', '=', confirmed.id)
          .executeTakeFirstOrThrow()
      ).mailed_at;
    await expect.poll(mailedAt, { timeout: 60_000 }).not.toBeNull();

    const again = await admin('POST', paths.confirm(proposed.id), {
      donationId: proposed.proposal!.donationId,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(say.creditUsed);
  });

  it('refuses to confirm a credit for a pledge of another amount, or one no longer open', async () => {
    const [, second] = matchedFirst.credits;
    const otherAmount = matchedFirst.credits[20]!.proposal!.donationId;
    const wrong = await admin('POST', paths.confirm(second!.id), { donationId: otherAmount });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error).toBe(say.amountDiffers);
    const closed = await admin('POST', paths.confirm(second!.id), { donationId: confirmed.id });
    expect(closed.json().error).toBe(say.notOpenPledge);
  });

  it('an unmatched credit recorded as a donation is used by it', async () => {
    const grant = matchedFirst.credits.find((entry) => entry.amountPaise === 12_000_00)!;
    const recorded = await admin('POST', givingPaths.donations, {
      action: 'way-to-give-money',
      amount: 12_000,
      fullName: 'A Grant Giver',
      receivedOn: grant.bookedOn,
      mode: 'bank-transfer',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const donation = recorded.json() as Donation;
    const used = await admin('POST', paths.recorded(grant.id), { donationId: donation.id });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toEqual({
      donationId: donation.id,
      donationReference: donation.reference,
      how: 'recorded',
    });
    expect((await admin('POST', paths.recorded(grant.id), { donationId: donation.id })).statusCode).toBe(409);
  });

  it('the same statement uploaded again proposes nothing already used, and its bank maps itself', async () => {
    const preview = (
      await admin('POST', paths.preview, { bank: 'sbi  Current Account', csv: sbiLikeCsv(statement) })
    ).json() as StatementPreview;
    expect(preview.saved).toEqual(sbiLayout);
    const layouts = (await admin('GET', paths.layouts)).json() as { bank: string }[];
    expect(layouts.map((layout) => layout.bank)).toEqual([bank]);

    const again = (await match(sbiLikeCsv(statement))).json() as StatementMatch;
    expect(again.counts).toEqual({ credits: 50, matched: 2, proposed: 39, unmatched: 9, debits: 5 });
    expect(again.credits.map((entry) => entry.id)).toEqual(matchedFirst.credits.map((entry) => entry.id));
    expect(again.credits[0]).toMatchObject({
      state: 'used',
      proposal: null,
      used: { donationId: confirmed.id, how: 'confirmed' },
    });
    expect(await t.app.db.selectFrom('bank_credits').select('id').execute()).toHaveLength(50);
  });

  it('a pledge marked received by hand is not offered again either', async () => {
    const next = matchedFirst.credits[10]!;
    await admin('POST', givingPaths.received(next.proposal!.donationId), next.received);
    const again = (await match(sbiLikeCsv(statement))).json() as StatementMatch;
    expect(again.credits[10]).toMatchObject({ state: 'used', used: { how: 'reference' } });
  });

  it('reads an export like SBI’s and one like HDFC’s: preamble, BOM, quotes, Indian grouping, blank lines', async () => {
    const sbi = (
      await admin('POST', paths.preview, { bank: 'New SBI account', csv: sbiLikeCsv(statement) })
    ).json() as StatementPreview;
    expect(sbi.saved).toBeNull();
    expect(sbi.suggested).toEqual(sbiLayout);
    expect(sbi.lines[0]).toEqual({ line: 1, cells: ['Account Name       :', 'GURUKUL EDUCATIONAL TRUST'] });

    const hdfcCsv = hdfcLikeCsv([
      {
        date: '05/07/26',
        narration: 'NEFT CR-SBIN0001234-ASHA RAO-GURUKUL-SBIN126186000001',
        reference: 'SBIN126186000001',
        credit: 1_00_000_00,
      },
      { date: '06/07/26', narration: 'ATM WDL, "DHARWAD"', reference: '000000001234', debit: 500_00 },
      {
        date: '31/07/26',
        narration: 'UPI-RAVI KUMAR-RAVI@OKSBI-412318600002-GIFT',
        reference: '0000412318600002',
        credit: 1_234_50,
      },
    ]);
    const hdfc = (
      await admin('POST', paths.preview, { bank: 'HDFC savings', csv: hdfcCsv })
    ).json() as StatementPreview;
    const hdfcLayout: BankLayout = {
      skipLines: 1,
      dateFormat: 'dd/mm/yy',
      columns: { date: 0, narration: 1, reference: 2, credit: 5, debit: 4, balance: 6 },
    };
    expect(hdfc.suggested).toEqual(hdfcLayout);
    const read = (await match(hdfcCsv, hdfcLayout, 'HDFC savings')).json() as StatementMatch;
    expect(read.counts).toMatchObject({ credits: 2, debits: 1 });
    expect(read.credits.map((entry) => [entry.bookedOn, entry.amountPaise, entry.received])).toEqual([
      [
        '2026-07-05',
        1_00_000_00,
        { receivedOn: '2026-07-05', mode: 'bank-transfer', utr: 'SBIN126186000001' },
      ],
      ['2026-07-31', 1_234_50, { receivedOn: '2026-07-31', mode: 'upi', utr: '412318600002' }],
    ]);
  });

  it('refuses a hostile or wrong file with a plain message, and writes nothing', async () => {
    const before = (await t.app.db.selectFrom('bank_credits').select('id').execute()).length;
    const refusals: [string, unknown, number, string][] = [
      ['too large', 'x'.repeat(bankStatementLimits.bytes + 1), 413, say.tooLarge],
      ['too many lines', 'a,b\n'.repeat(bankStatementLimits.lines + 1), 400, say.tooManyLines],
      ['a spreadsheet', 'PK\u0003\u0004\u0014\u0000\u0006\u0000', 400, say.notCsv],
      ['HTML saved as .xls', '<html><table><tr><td>Date</td></tr></table></html>', 400, say.notCsv],
      ['a quote not closed', 'Date,Narration\n05/07/26,"NEFT CR\n', 400, say.unreadableLine(2)],
      ['empty', '', 400, say.csvRequired],
    ];
    for (const [what, csv, status, message] of refusals) {
      const response = await admin('POST', paths.match, { bank, csv, layout: sbiLayout });
      expect(response.statusCode, what).toBe(status);
      expect(response.json().error, what).toBe(message);
    }
    const wrongColumn = await match(sbiLikeCsv(statement), {
      ...sbiLayout,
      columns: { ...sbiLayout.columns, credit: 2, narration: 5 },
    });
    expect(wrongColumn.statusCode).toBe(400);
    expect(wrongColumn.json().error).toMatch(/^Line 11: “BY TRANSFER-NEFT\*SBIN126171000000/);
    const repeated = await match(sbiLikeCsv(statement), {
      ...sbiLayout,
      columns: { ...sbiLayout.columns, debit: 5 },
    });
    expect(repeated.json().error).toBe(say.columnsRepeated);
    const wrongDates = await match(sbiLikeCsv(statement), { ...sbiLayout, dateFormat: 'yyyy-mm-dd' });
    expect(wrongDates.json().error).toBe(say.noTransactions);
    const beyond = await match(sbiLikeCsv(statement), {
      ...sbiLayout,
      columns: { ...sbiLayout.columns, balance: 9 },
    });
    expect(beyond.json().error).toBe(say.columnMissing(9));
    const huge = await t.app.inject({
      method: 'POST',
      url: paths.match,
      headers: { cookie: t.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ bank, layout: sbiLayout, csv: 'x'.repeat(bankStatementLimits.bytes * 3) }),
    });
    expect(huge.statusCode).toBe(413);
    expect((await t.app.db.selectFrom('bank_credits').select('id').execute()).length).toBe(before);
    expect((await t.app.inject({ method: 'POST', url: paths.match, payload: {} })).statusCode).toBe(401);
  });

  it('takes a bank transfer’s NEFT, IMPS or RTGS reference from the donor, and refuses another shape with the field’s message', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: givingPaths.pledges,
      headers: { origin: SITE },
      payload: {
        action: 'way-to-give-money',
        amount: 700,
        fullName: 'Shape Donor',
        email: 'shape@example.org',
        mobile: '9845012345',
        residence: 'india',
      },
    });
    const pledged = made.json() as Pledge;
    const url = `${givingPaths.utr(pledged.reference)}?token=${new URL(pledged.link).searchParams.get('token')!}`;
    const give = (utr: string) =>
      t.app.inject({ method: 'POST', url, headers: { origin: SITE }, payload: { utr } });
    for (const utr of ['612345678901', 'sbin 1261 2345 6789', 'HDFCR52026112700012345']) {
      const given = await give(utr);
      expect(given.statusCode, utr).toBe(200);
      expect((given.json() as Pledge).utr).toBe(utr.replace(/\s/g, '').toUpperCase());
    }
    const wrong = await give('SBIN-12');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(givingMessages.utrInvalid);
    const donation = (await admin('GET', `${givingPaths.donations}?q=${pledged.reference}`)).json()
      .donations[0] as Donation;
    const upiWithNeft = await admin('POST', givingPaths.received(donation.id), {
      receivedOn: '2026-06-20',
      mode: 'upi',
      utr: 'SBIN126123456789',
    });
    expect(upiWithNeft.json().error).toBe(givingMessages.upiReferenceInvalid);
  });
});
