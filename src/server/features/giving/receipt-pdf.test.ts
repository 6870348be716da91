import path from 'node:path';
import { createRequire } from 'node:module';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderReceiptPdf, type ReceiptDetails } from './receipt-pdf.ts';

const receipt: ReceiptDetails = {
  number: '80G/2026-27/0001',
  issuedOn: '2026-06-02',
  organisation: {
    name: 'Gurukul Educational and Charitable Trust',
    address: '12, Vidya Marg, Basavanagudi, Bengaluru, Karnataka 560004, India',
    pan: 'AAATG1234Q',
    urn: 'AAATG1234QF20214',
    urnIssuedOn: '2021-09-24',
    sectionCode: 'Section 80G',
  },
  donor: {
    name: 'Meera Rao',
    idCode: 'PAN',
    idNumber: 'ABCDE1234F',
    address: '4, MG Road, Bengaluru 560001',
  },
  amount: 12_500,
  mode: 'UPI (UTR 412345678901)',
  receivedOn: '2026-06-01',
};

/** pdf.js reads the metrics of PDF's standard fonts (Helvetica) from its own folder. */
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl }).promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

describe('giving issue 4: the 80G receipt as a PDF', () => {
  it('parses and states every field the rules ask for', async () => {
    const pdf = await renderReceiptPdf(receipt);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await textOf(pdf)).replace(/\s+/g, ' ');
    for (const expected of [
      'Gurukul Educational and Charitable Trust',
      'Basavanagudi',
      'AAATG1234Q',
      'AAATG1234QF20214',
      '24-09-2021',
      '80G/2026-27/0001',
      '02-06-2026',
      'Meera Rao',
      'ABCDE1234F',
      '4, MG Road, Bengaluru 560001',
      'Rs. 12,500',
      'Rupees Twelve Thousand Five Hundred Only',
      'UPI (UTR 412345678901)',
      '01-06-2026',
      'Section 80G',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
