import { describe, expect, it } from 'vitest';
import { renderReceiptPdf, type ReceiptDetails } from './receipt-pdf.ts';
import { pdfText } from './testing/pdf-text.ts';

const receipt: ReceiptDetails = {
  kind: '80g',
  number: '80G/2026-27/0001',
  replaces: null,
  issuedOn: '2026-06-02',
  organisation: {
    name: 'Gurukul Educational and Charitable Trust',
    address: '12, Vidya Marg, Basavanagudi, Bengaluru, Karnataka 560004, India',
    pan: 'AAATG1234Q',
    urn: 'AAATG1234QF20214',
    urnIssuedOn: '2021-09-24',
    urnValidFrom: '2021-09-24',
    urnValidUntil: '2031-03-31',
    signatoryName: 'Lakshmi Narayan',
    signatoryDesignation: 'Managing Trustee',
  },
  donor: {
    name: 'Meera Rao',
    idKind: 'PAN',
    idNumber: 'ABCDE1234F',
    address: '4, MG Road, Bengaluru 560001',
  },
  amount: 12_500,
  mode: 'UPI (reference 412345678901)',
  receivedOn: '2026-06-01',
  donationType: 'Others',
  purpose: 'Sponsor a child',
  goods: null,
};

describe('giving issues 4 and 23: the documents as PDFs', () => {
  it('an 80G receipt states every field the rules ask for, under the Act of its year', async () => {
    const pdf = await renderReceiptPdf(receipt);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'Gurukul Educational and Charitable Trust',
      'Basavanagudi',
      'AAATG1234Q',
      'AAATG1234QF20214',
      '24-09-2021',
      'valid from 24-09-2021 to 31-03-2031',
      '80G/2026-27/0001',
      'Date of issue 02-06-2026',
      'Date of donation 01-06-2026',
      'Meera Rao',
      'ABCDE1234F',
      '4, MG Road, Bengaluru 560001',
      'Rs. 12,500',
      'Rupees Twelve Thousand Five Hundred Only',
      'UPI (reference 412345678901)',
      'Donation type Others',
      'Purpose Sponsor a child',
      'section 133 of the Income-tax Act, 2025',
      'Form No. 113',
      'No goods or services were given to the donor in return',
      'Lakshmi Narayan',
      'Managing Trustee',
      'computer-generated',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('1961');
    expect(text).not.toContain('CANCELLED');
  });

  it('cites the Income-tax Act, 1961 and section 80G for a gift received before 1 April 2026', async () => {
    const text = await pdfText(await renderReceiptPdf({ ...receipt, receivedOn: '2026-03-31' }));
    expect(text).toContain('section 80G of the Income-tax Act, 1961');
    expect(text).toContain('Form 10BD');
  });

  it('prints only the last four digits of an Aadhaar number', async () => {
    const text = await pdfText(
      await renderReceiptPdf({
        ...receipt,
        donor: { ...receipt.donor, idKind: 'Aadhaar', idNumber: '234567890124' },
      }),
    );
    expect(text).toContain('XXXXXXXX0124');
    expect(text).not.toContain('234567890124');
  });

  it('a donation receipt says it is not a receipt for deduction', async () => {
    const text = await pdfText(
      await renderReceiptPdf({ ...receipt, kind: 'donation', number: 'DR/2026-27/0001' }),
    );
    expect(text).toContain('Donation receipt');
    expect(text).toContain('It is not a receipt under section 133');
    expect(text).not.toContain('is eligible for deduction');
  });

  it('an acknowledgement lists the goods and says no deduction is claimed through it', async () => {
    const text = await pdfText(
      await renderReceiptPdf({
        ...receipt,
        kind: 'acknowledgement',
        number: 'ACK/2026-27/0001',
        mode: 'In kind',
        goods: '40 Kannada story books',
        amount: 8000,
      }),
    );
    expect(text).toContain('Acknowledgement of a gift in kind');
    expect(text).toContain('40 Kannada story books');
    expect(text).toContain('no deduction is claimed');
    expect(text).not.toContain('is eligible for deduction');
  });

  it('a cancelled document is drawn again stamped CANCELLED, with its reason and its replacement', async () => {
    const text = await pdfText(
      await renderReceiptPdf(
        receipt,
        {},
        {
          on: '2026-06-05',
          reason: 'Wrong PAN.',
          replacedBy: '80G/2026-27/0002',
        },
      ),
    );
    expect(text).toContain('CANCELLED');
    expect(text).toContain('Cancelled on 05-06-2026: Wrong PAN. Replaced by 80G/2026-27/0002.');
    expect(text).toContain('80G/2026-27/0001');
  });

  it('writes the rupee sign the fonts lack as "Rs." and a character they lack as "?", never as another glyph', async () => {
    const text = await pdfText(
      await renderReceiptPdf(
        {
          ...receipt,
          purpose: 'Books worth ₹8,000 for Class 5 – “Kannada”',
          donor: { ...receipt.donor, name: 'ಮೀರಾ Rao' },
        },
        {},
        { on: '2026-06-05', reason: 'The amount was ₹1,600.', replacedBy: null },
      ),
    );
    expect(text).toContain('Purpose Books worth Rs. 8,000 for Class 5 – “Kannada”');
    expect(text).toContain('Cancelled on 05-06-2026: The amount was Rs. 1,600.');
    expect(text).toContain('Received from ???? Rao');
    expect(text).not.toMatch(/[¹₹]/);
  });
});
