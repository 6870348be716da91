import { describe, expect, it } from 'vitest';
import { isSealedBytes } from '#server/db/sealed-values';
import { testEngines } from '#server/testing/helpers';
import { sealEarlierDocumentFiles } from './document-files.ts';
import { receiptKey } from './receipt-pdf.ts';
import { withGivingApp } from './testing/donation-api.ts';
import { pdfText } from './testing/pdf-text.ts';

/** Issue 27, must have 6: receipt PDFs carry whole identity numbers, so they are encrypted at rest. */
describe.each(testEngines)('issue 27, must have 6: receipts sealed at rest (%s)', (engine) => {
  const { t, admin, pledge, receive } = withGivingApp(engine, new Date('2026-06-15T06:30:00Z'));

  let utr = 412345670000;
  async function receivedWithReceipt() {
    utr += 1;
    const received = await receive((await pledge({ pan: 'ABCDE1234F' })).id, {
      receivedOn: '2026-06-12',
      mode: 'upi',
      utr: String(utr),
    });
    const row = await t.db
      .selectFrom('receipts')
      .select('storage_key')
      .where('donation_id', '=', received.id)
      .executeTakeFirstOrThrow();
    return { received, storageKey: row.storage_key };
  }

  it('stores the receipt sealed with the data key; the finance staff download the PDF itself', async () => {
    const { received, storageKey } = await receivedWithReceipt();
    const stored = (await t.app.storage.readBuffer(receiptKey(storageKey)))!;
    expect(isSealedBytes(stored)).toBe(true);
    expect(stored.includes('%PDF')).toBe(false);
    expect(stored.includes('ABCDE1234F')).toBe(false);

    const download = await admin('GET', received.receipts[0]!.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(download.rawPayload)).toContain('ABCDE1234F');
  });

  it('seals, once, a receipt an earlier version stored in the clear, and leaves sealed files as they are', async () => {
    const { received, storageKey } = await receivedWithReceipt();
    const pdf = (await admin('GET', received.receipts[0]!.url)).rawPayload;
    await t.app.storage.put(receiptKey(storageKey), pdf, { contentType: 'application/pdf' });
    await t.db.deleteFrom('settings').where('key', '=', 'document-files-sealed').execute();

    const sealed = await sealEarlierDocumentFiles(t.db, t.app.storage, t.app.dataKey);
    expect(sealed).toBe(1);
    expect(isSealedBytes((await t.app.storage.readBuffer(receiptKey(storageKey)))!)).toBe(true);
    expect((await admin('GET', received.receipts[0]!.url)).rawPayload).toEqual(pdf);
    // Done once: a later start reads no file.
    await t.app.storage.put(receiptKey(storageKey), pdf, { contentType: 'application/pdf' });
    expect(await sealEarlierDocumentFiles(t.db, t.app.storage, t.app.dataKey)).toBe(0);
  });
});
