import { describe, expect, it } from 'vitest';
import { givingMessages as say, givingPaths, type Donation } from '#shared/api/giving';
import { testEngines } from '#server/testing/helpers';
import { FORM_10BD_HEADER } from './form-10bd.ts';
import { LEDGER_HEADER } from './ledger.ts';
import { withGivingApp } from './testing/donation-api.ts';
import { pdfText } from './testing/pdf-text.ts';

describe.each(testEngines)(
  'giving issues 3 to 5 and 23: donations, documents and Form 10BD on %s',
  (engine) => {
    const clock = new Date('2026-06-01T10:00:00+05:30');
    const { t, admin, pledge, receive } = withGivingApp(engine, clock);

    it('lists a pledge with the PAN masked, and marks it received with an 80G receipt numbered in its year', async () => {
      const pledged = await pledge();
      expect(pledged).toMatchObject({
        status: 'pledged',
        idCode: 'PAN',
        idMasked: 'XXXXX1234X',
        receipts: [],
      });
      const received = await receive(pledged.id, {
        receivedOn: '2026-06-01',
        mode: 'upi',
        utr: '412345678901',
      });
      expect(received).toMatchObject({ status: 'received', utr: '412345678901', receiptNote: null });
      expect(received.receipts).toEqual([
        expect.objectContaining({
          kind: '80g',
          number: '80G/2026-27/0001',
          cancelledAt: null,
          replaces: null,
        }),
      ]);
      const pdf = await admin('GET', received.receipts[0]!.url);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(await pdfText(pdf.rawPayload)).toContain('80G/2026-27/0001');
      expect(
        (await admin('POST', givingPaths.received(pledged.id), { receivedOn: '2026-06-01', mode: 'upi' }))
          .statusCode,
      ).toBe(409);
    });

    it('gives cash above ₹2,000 a donation receipt of its own series, and says why it is not an 80G receipt', async () => {
      const pledged = await pledge({ amount: 5000 });
      const received = await receive(pledged.id, { receivedOn: '2026-06-02', mode: 'cash' });
      expect(received.receipts).toEqual([
        expect.objectContaining({ kind: 'donation', number: 'DR/2026-27/0001' }),
      ]);
      expect(received.receiptNote).toMatch(
        /^No 80G receipt: the donor’s cash this financial year would be above ₹2,000/,
      );
    });

    it('cancels a receipt with a reason, keeping it and its number', async () => {
      const pledged = await pledge({ amount: 1000 });
      const received = await receive(pledged.id, {
        receivedOn: '2026-06-03',
        mode: 'cheque',
        chequeNumber: '123456',
      });
      const receipt = received.receipts[0]!;
      expect(receipt.number).toBe('80G/2026-27/0002');
      const refused = await admin('POST', givingPaths.cancelReceipt(receipt.id), { reason: ' ' });
      expect(refused.json().error).toBe(say.reasonRequired);
      const cancelled = (
        await admin('POST', givingPaths.cancelReceipt(receipt.id), { reason: 'Wrong PAN' })
      ).json() as Donation;
      expect(cancelled.receipts[0]).toMatchObject({ number: '80G/2026-27/0002', cancelReason: 'Wrong PAN' });
      expect(cancelled.receiptNote).toBe(say.noLiveReceipt);
      expect(
        (await admin('POST', givingPaths.cancelReceipt(receipt.id), { reason: 'Again' })).statusCode,
      ).toBe(409);
    });

    it('filters by status, financial year and search, pages, and totals per month every donation selected', async () => {
      const list = (await admin('GET', `${givingPaths.donations}?status=received&year=2026-27`)).json();
      expect(list.donations).toHaveLength(3);
      expect(list.count).toBe(3);
      expect(list.totals).toEqual({ byMonth: [{ month: '2026-06', amount: 7500 }], total: 7500 });
      const page = (await admin('GET', `${givingPaths.donations}?status=received&limit=1&offset=1`)).json();
      expect(page.donations).toHaveLength(1);
      expect(page.count).toBe(3);
      expect(page.totals.total).toBe(7500);
      expect((await admin('GET', `${givingPaths.donations}?year=2025-26`)).json().donations).toEqual([]);
      expect((await admin('GET', `${givingPaths.donations}?year=2026`)).statusCode).toBe(400);
      expect((await admin('GET', `${givingPaths.donations}?q=100%25`)).json().count).toBe(0);
    });

    it('exports the year’s Form 10BD with the portal’s codes: the 80G receipts only, and says why each other is left out', async () => {
      const response = await admin('GET', givingPaths.form10bd('2026-27'));
      expect(response.statusCode).toBe(200);
      const statement = response.json();
      expect(statement.rows).toBe(1);
      const [header, row] = statement.csv.split('\r\n');
      expect(header).toBe(FORM_10BD_HEADER.join(','));
      expect(row).toBe(
        '1,,Permanent Account Number,ABCDE1234F,Section 80G,AAATG1234QF20214,24-09-2021,Meera Rao,"4, MG Road, Bengaluru 560001",Others,Electronic modes including account payee cheque/draft,1500',
      );
      expect(statement.leftOut).toEqual([
        expect.objectContaining({
          reason: 'It has a donation receipt (DR/2026-27/0001), not an 80G receipt.',
        }),
        expect.objectContaining({ reason: say.noLiveReceipt }),
      ]);
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
        idNumber: '2345 6789 0124',
        donorAddress: 'Hubballi',
      });
      expect(response.statusCode).toBe(201);
      const donation = response.json() as Donation;
      expect(donation).toMatchObject({
        status: 'received',
        idMasked: 'XXXXXXXX0124',
        chequeNumber: '004512',
      });
      expect(donation.receipts.map((receipt) => receipt.number)).toEqual(['80G/2026-27/0003']);
      const refused = await admin('POST', givingPaths.donations, {
        action: 'way-to-give-money',
        amount: 100,
        fullName: 'X',
        receivedOn: '2026-07-10',
        mode: 'cheque',
      });
      expect(refused.json().error).toBe(say.chequeNumberRequired);
      const wrongAadhaar = await admin('POST', givingPaths.donations, {
        action: 'way-to-give-money',
        amount: 100,
        fullName: 'X',
        receivedOn: '2026-07-10',
        mode: 'upi',
        idCode: 'Aadhaar',
        idNumber: '234567890123',
      });
      expect(wrongAadhaar.statusCode).toBe(400);
      expect(wrongAadhaar.json().error).toBe(say.aadhaarChecksum);
    });

    it('issue 23, must have 12: the ledger of a date range lists every pledge and donation with its documents, for the books', async () => {
      const response = await admin('GET', `${givingPaths.ledger}?from=2026-06-01&to=2026-07-31`);
      expect(response.statusCode).toBe(200);
      const ledger = response.json() as { rows: number; csv: string };
      const [header, ...lines] = ledger.csv.trim().split('\r\n');
      expect(header).toBe(LEDGER_HEADER.join(','));
      expect(ledger.rows).toBe(lines.length);
      expect(lines.some((line) => line.includes('80G receipt,80G/2026-27/0001,'))).toBe(true);
      expect(lines.some((line) => line.includes('donation receipt,DR/2026-27/0001,'))).toBe(true);
      // The receipt cancelled without a replacement: listed among the cancelled, none live.
      expect(lines.some((line) => line.endsWith(',,,80G/2026-27/0002'))).toBe(true);
      expect(ledger.csv).toContain('PAN XXXXX1234X');
      expect(ledger.csv).not.toContain('ABCDE1234F');
      expect((await admin('GET', `${givingPaths.ledger}?from=2026-07-31&to=2026-06-01`)).statusCode).toBe(
        400,
      );
      expect((await admin('GET', `${givingPaths.ledger}?from=2026-06-01`)).statusCode).toBe(400);
    });

    it('keeps all of it from visitors (401)', async () => {
      for (const url of [
        givingPaths.donations,
        givingPaths.form10bd('2026-27'),
        givingPaths.receipt(1),
        givingPaths.changes(1),
      ]) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      }
    });
  },
);
