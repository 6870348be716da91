import path from 'node:path';
import PDFDocument from 'pdfkit';
import { receiptImageLimits } from '#shared/api/giving-images';
import { formatRupees, rupeesInWords } from '#shared/giving/amount-in-words';
import { identityRules, maskIdentity, type IdentityKind } from '#shared/giving/identity';
import { lawOfDay } from '#shared/giving/receipt-law';
import { receiptKindTexts, type ReceiptKind } from '#shared/giving/receipt-rules';
import type { ReceiptImageFiles, ReceiptImageIds } from './receipt-images.ts';

/**
 * Everything a document states, kept with it (encrypted) so that it can be drawn again, stamped
 * CANCELLED, exactly as it was issued. What an 80G receipt must state: rule 18AB of the Income-tax Rules
 * and section 80G(5) (docs/giving-law.md).
 */
export interface ReceiptDetails {
  kind: ReceiptKind;
  number: string;
  /** The number of the document this one replaces, if any. */
  replaces: string | null;
  /** YYYY-MM-DD, the day the document is issued. */
  issuedOn: string;
  organisation: {
    name: string;
    address: string;
    pan: string;
    urn: string;
    /** YYYY-MM-DD. */
    urnIssuedOn: string;
    urnValidFrom: string;
    urnValidUntil: string;
    signatoryName: string;
    signatoryDesignation: string;
  };
  donor: { name: string; idKind: IdentityKind | null; idNumber: string | null; address: string };
  amount: number;
  /** How the money came: 'UPI (UTR 412345678901)', 'Cheque no. 123456', ... */
  mode: string;
  /** YYYY-MM-DD, the day the donation was received. */
  receivedOn: string;
  donationType: string;
  purpose: string;
  /** What was given, for a gift in kind. */
  goods: string | null;
  /** The logo and signature it was drawn with (receipt-images.ts); absent on documents issued before. */
  images?: ReceiptImageIds;
}

export interface Cancellation {
  /** YYYY-MM-DD. */
  on: string;
  reason: string;
  /** The number of the document issued in its place, if one was. */
  replacedBy: string | null;
}

const day = (iso: string) => (iso ? iso.split('-').reverse().join('-') : '');
const rupees = (amount: number) => formatRupees(amount).replace('₹', 'Rs. ');

const titles: Record<ReceiptKind, (sectionText: string) => string> = {
  '80g': (section) => `Receipt for a donation under ${section}`,
  donation: () => 'Donation receipt',
  acknowledgement: () => 'Acknowledgement of a gift in kind',
};

/** What the document says of the law and of deduction: true for its kind and its financial year. */
function statements(receipt: ReceiptDetails): string[] {
  const law = lawOfDay(receipt.receivedOn);
  const nothingInReturn = 'No goods or services were given to the donor in return for this donation.';
  if (receipt.kind === '80g')
    return [
      `The organisation is approved under ${law.deductionSection} of ${law.act} (registration number ${receipt.organisation.urn}, issued on ${day(receipt.organisation.urnIssuedOn)}, valid from ${day(receipt.organisation.urnValidFrom)} to ${day(receipt.organisation.urnValidUntil)}). This sum of money is eligible for deduction under ${law.deductionSection} of ${law.act}.`,
      `The donation will be reported in the organisation's statement of donations (${law.statementForm}); the certificate of donation (${law.certificateForm}) will be sent to the donor after it is filed.`,
      nothingInReturn,
    ];
  if (receipt.kind === 'donation')
    return [
      `This receipt acknowledges the donation. It is not a receipt under ${law.deductionSection} of ${law.act}, and no deduction may be claimed on its strength.`,
      nothingInReturn,
    ];
  return [
    `This acknowledges a gift in kind. A deduction under ${law.deductionSection} of ${law.act} is allowed only for a sum of money: no deduction is claimed or may be claimed through this acknowledgement.`,
  ];
}

function rowsOf(receipt: ReceiptDetails): [string, string][] {
  const { organisation, donor } = receipt;
  const identity: [string, string][] =
    donor.idKind && donor.idNumber
      ? [
          [
            identityRules[donor.idKind].label,
            // An Aadhaar number is never printed whole (Aadhaar Act, section 29; docs/giving-law.md).
            donor.idKind === 'Aadhaar' ? maskIdentity(donor.idNumber) : donor.idNumber,
          ],
        ]
      : [];
  const money: [string, string][] =
    receipt.kind === 'acknowledgement'
      ? [
          ['Goods received', receipt.goods ?? ''],
          ['Value as stated by the donor', rupees(receipt.amount)],
        ]
      : [
          ['Amount', rupees(receipt.amount)],
          ['Amount in words', rupeesInWords(receipt.amount)],
          ['Mode of payment', receipt.mode],
        ];
  return [
    [receiptKindTexts[receipt.kind].name.replace(/^./, (c) => c.toUpperCase()) + ' number', receipt.number],
    ...(receipt.replaces ? ([['Issued in place of', receipt.replaces]] as [string, string][]) : []),
    ['Date of issue', day(receipt.issuedOn)],
    ['Date of donation', day(receipt.receivedOn)],
    ...(receipt.kind === '80g'
      ? ([
          ['Registration number (URN)', organisation.urn],
          ['Date of the registration', day(organisation.urnIssuedOn)],
        ] as [string, string][])
      : []),
    ['Received from', donor.name],
    ...identity,
    ['Address of the donor', donor.address || 'Not given'],
    ...money,
    ['Donation type', receipt.donationType],
    ['Purpose', receipt.purpose],
  ];
}

const PAGE = { left: 56, right: 539, width: 483 };
const drawn = receiptImageLimits.drawn;

/** The website's mark (components/layout/brand.tsx), drawn where no logo was uploaded. */
function drawMark(document: PDFKit.PDFDocument, top: number): void {
  const size = drawn.logo.height;
  document
    .save()
    .translate(PAGE.left + (PAGE.width - size) / 2, top)
    .scale(size / 48);
  document.circle(24, 24, 23).lineWidth(2).fillAndStroke('#fff4dc', '#7a2e0e');
  document
    .path('M24 9c3.5 4 4.5 7 3.5 9.5-.7 1.7-2 2.5-3.5 2.5s-2.8-.8-3.5-2.5C19.5 16 20.5 13 24 9Z')
    .fill('#f59e0b');
  document
    .path('M10 27c5-2 10-1.5 14 1.5 4-3 9-3.5 14-1.5v11c-5-2-10-1.5-14 1.5-4-3-9-3.5-14-1.5Z')
    .fill('#7a2e0e');
  document.moveTo(24, 28.5).lineTo(24, 39.5).lineWidth(1.5).stroke('#fff4dc');
  document.restore().fillColor('black').strokeColor('black');
}

/** The logo uploaded, or the website's mark, centred above the organisation's name. */
function drawLogo(document: PDFKit.PDFDocument, logo: Buffer | undefined): void {
  const top = document.y;
  if (logo)
    document.image(logo, PAGE.left, top, {
      fit: [PAGE.width, drawn.logo.height],
      align: 'center',
      valign: 'center',
    });
  else drawMark(document, top);
  document.y = top + drawn.logo.height + 8;
}

/**
 * The document as a PDF of one A4 page. The built-in fonts have no ₹ sign, so amounts read "Rs." with
 * Indian digit grouping; the amount in words says Rupees. A cancelled document is drawn again from what it
 * stated, stamped CANCELLED with the reason and the number that replaced it.
 */
export function renderReceiptPdf(
  receipt: ReceiptDetails,
  images: ReceiptImageFiles = {},
  cancellation?: Cancellation,
): Promise<Buffer> {
  const law = lawOfDay(receipt.receivedOn);
  const document = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${cancellation ? 'CANCELLED ' : ''}${receiptKindTexts[receipt.kind].name} ${receipt.number}`,
      Author: receipt.organisation.name,
    },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const { organisation } = receipt;
  drawLogo(document, images.logo);
  document
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(printable(organisation.name), PAGE.left, document.y, { align: 'center' });
  document.font('Helvetica').fontSize(10).text(printable(organisation.address), { align: 'center' });
  if (organisation.pan) document.text(printable(`PAN: ${organisation.pan}`), { align: 'center' });
  document.moveDown(1.5);
  if (cancellation) {
    document.font('Helvetica-Bold').fontSize(16).fillColor('#b00020').text('CANCELLED', { align: 'center' });
    document
      .font('Helvetica')
      .fontSize(10)
      .text(
        printable(
          `Cancelled on ${day(cancellation.on)}: ${cancellation.reason}${cancellation.replacedBy ? ` Replaced by ${cancellation.replacedBy}.` : ''}`,
        ),
        { align: 'center' },
      )
      .fillColor('black');
    document.moveDown();
  }
  document
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(printable(titles[receipt.kind](`${law.deductionSection} of ${law.act}`)), { align: 'center' });
  document.moveDown();

  document.fontSize(11);
  for (const [label, value] of rowsOf(receipt)) {
    const top = document.y;
    document.font('Helvetica-Bold').text(printable(label), 56, top, { width: 190 });
    const labelBottom = document.y;
    document.font('Helvetica').text(printable(value), 256, top, { width: 283 });
    document.y = Math.max(labelBottom, document.y) + 6;
  }
  document.moveDown(1.5);
  document.font('Helvetica').fontSize(10);
  for (const statement of statements(receipt)) {
    document.text(printable(statement), 56, document.y, { width: 483 });
    document.moveDown(0.5);
  }
  document.moveDown(2);
  document.text(printable(`For ${organisation.name}`), { align: 'right' });
  if (images.signature) {
    const top = document.y + 4;
    const box = drawn.signature;
    document.image(images.signature, PAGE.right - box.width, top, {
      fit: [box.width, box.height],
      align: 'right',
      valign: 'bottom',
    });
    document.y = top + box.height + 4;
    document.x = PAGE.left;
  } else document.moveDown(2);
  document.text(printable(organisation.signatoryName || 'Authorised signatory'), { align: 'right' });
  if (organisation.signatoryDesignation)
    document.text(printable(organisation.signatoryDesignation), { align: 'right' });
  document.moveDown(2);
  document
    .fontSize(8)
    .fillColor('#555555')
    .text('This is a computer-generated document.', 56, document.y, { width: 483, align: 'center' });
  if (cancellation) {
    // Across the page too, so that no copy of it can be taken for a live document.
    document
      .save()
      .rotate(-35, { origin: [297, 421] })
      .font('Helvetica-Bold')
      .fontSize(72)
      .fillColor('#b00020', 0.25)
      .text('CANCELLED', 60, 390, { width: 480, align: 'center', lineBreak: false })
      .restore();
  }
  document.end();
  return done;
}

/** Where a document's PDF is kept in the storage (private: never given a public address). */
/** The characters of WinAnsi beyond Latin-1 that the PDF's standard fonts (Helvetica) can draw. */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const notDrawable = new RegExp(`[^\\n\\x20-\\x7e\\xa0-\\xff${WIN_ANSI_EXTRAS}]`, 'gu');

/**
 * Text as the receipt's fonts can draw it: the rupee sign (which they lack) written "Rs.", as the amounts
 * are, and any other character they lack (a name in an Indian script) shown as "?" rather than as another
 * glyph that would misstate it (docs/giving.md).
 */
export const printable = (text: string) => text.replace(/₹\s?/g, 'Rs. ').replace(notDrawable, '?');

export const receiptKey = (storageKey: string) => `receipts/${path.basename(storageKey)}`;
