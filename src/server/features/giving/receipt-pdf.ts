import path from 'node:path';
import PDFDocument from 'pdfkit';
import { formatRupees, rupeesInWords } from '#shared/giving/amount-in-words';

/** Everything an 80G receipt states (Income-tax Rules, rule 18AB and Form 10BE). */
export interface ReceiptDetails {
  number: string;
  /** YYYY-MM-DD, the day the receipt is issued. */
  issuedOn: string;
  organisation: {
    name: string;
    address: string;
    pan: string;
    urn: string;
    /** YYYY-MM-DD. */
    urnIssuedOn: string;
    sectionCode: string;
  };
  donor: { name: string; idCode: 'PAN' | 'Aadhaar'; idNumber: string; address: string };
  amount: number;
  /** How the money came: 'UPI', 'Bank transfer', 'Cheque no. 123456', ... */
  mode: string;
  /** YYYY-MM-DD, the day the donation was received. */
  receivedOn: string;
}

const day = (iso: string) => iso.split('-').reverse().join('-');

/**
 * The receipt as a PDF of one A4 page. The built-in fonts have no ₹ sign, so amounts read "Rs." with
 * Indian digit grouping; the amount in words says Rupees.
 */
export function renderReceiptPdf(receipt: ReceiptDetails): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Receipt ${receipt.number}`, Author: receipt.organisation.name },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const { organisation, donor } = receipt;
  document.font('Helvetica-Bold').fontSize(18).text(organisation.name, { align: 'center' });
  document.font('Helvetica').fontSize(10).text(organisation.address, { align: 'center' });
  document.text(`PAN: ${organisation.pan}`, { align: 'center' });
  document.moveDown(1.5);
  document
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(`Receipt for a donation under ${organisation.sectionCode} of the Income-tax Act, 1961`, {
      align: 'center',
    });
  document.moveDown();

  const rows: [string, string][] = [
    ['Receipt number', receipt.number],
    ['Date of receipt', day(receipt.issuedOn)],
    ['Unique Registration Number (URN)', organisation.urn],
    ['Date of issue of the URN', day(organisation.urnIssuedOn)],
    ['Received from', donor.name],
    [donor.idCode === 'PAN' ? 'PAN of the donor' : 'Aadhaar number of the donor', donor.idNumber],
    ['Address of the donor', donor.address],
    ['Amount', formatRupees(receipt.amount).replace('₹', 'Rs. ')],
    ['Amount in words', rupeesInWords(receipt.amount)],
    ['Mode of payment', receipt.mode],
    ['Date of donation', day(receipt.receivedOn)],
    ['Section', organisation.sectionCode],
  ];
  document.fontSize(11);
  for (const [label, value] of rows) {
    const top = document.y;
    document.font('Helvetica-Bold').text(label, 56, top, { width: 190 });
    const labelBottom = document.y;
    document.font('Helvetica').text(value, 256, top, { width: 283 });
    document.y = Math.max(labelBottom, document.y) + 6;
  }
  document.moveDown(2);
  document
    .font('Helvetica')
    .fontSize(10)
    .text(
      `This donation is eligible for deduction under ${organisation.sectionCode} of the Income-tax Act, 1961. The donation will be reported in Form 10BD, and the certificate in Form 10BE will be issued after it is filed.`,
      56,
      document.y,
      { width: 483 },
    );
  document.moveDown(3);
  document.text(`For ${organisation.name}`, { align: 'right' });
  document.moveDown(2);
  document.text('Authorised signatory', { align: 'right' });
  document.end();
  return done;
}

/** Where a receipt's PDF is kept in the storage (private: never given a public address). */
export const receiptKey = (storageKey: string) => `receipts/${path.basename(storageKey)}`;
