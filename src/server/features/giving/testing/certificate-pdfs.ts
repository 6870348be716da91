import PDFDocument from 'pdfkit';
import { zipSync } from 'fflate';
import { verhoeffValid } from '#shared/giving/identity';

export interface CertificateText {
  donorName: string;
  /** As the certificate prints it: a PAN, an Aadhaar number, or one masked (`XXXX XXXX 9012`). */
  identity: string;
  year: string;
  amount: number;
}

/**
 * A certificate of donation laid out as the portal's Form 10BE lists its particulars (the organisation,
 * then the donor, the donation and the year), drawn with pdfkit so its text reads back as a real one's.
 */
export function certificatePdf(certificate: CertificateText): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(14).text('FORM NO. 10BE');
  doc.fontSize(10).text('Certificate of donation under clause (ix) of sub-section (5) of section 80G');
  doc.text('PAN of the reporting person: AAATG1234Q');
  doc.text('Name of the reporting person: Gurukul Educational and Charitable Trust');
  doc.text('Unique Registration Number (URN): AAATG1234QF20214');
  doc.text(`Name of donor: ${certificate.donorName}`);
  doc.text('Address of donor: 4, MG Road, Bengaluru 560001');
  doc.text(`Unique Identification Number of the donor: ${certificate.identity}`);
  doc.text('Donation Type: Others');
  doc.text('Mode of receipt: Electronic modes including account payee cheque/draft');
  doc.text(`Amount of donation (Indian rupees): ${certificate.amount}`);
  doc.text(`Financial Year: ${certificate.year}`);
  doc.end();
  return done;
}

/** A zip of files, as the administrator might make of the certificates downloaded. */
export const zipOf = (files: Record<string, Uint8Array>, level: 0 | 6 | 9 = 6) =>
  Buffer.from(zipSync(files, { level }));

/** A well-formed Aadhaar number starting with `elevenDigits`: its Verhoeff check digit appended. */
export function aadhaarWith(elevenDigits: string): string {
  for (let digit = 0; digit <= 9; digit += 1)
    if (verhoeffValid(`${elevenDigits}${digit}`)) return `${elevenDigits}${digit}`;
  throw new Error('no check digit');
}

/**
 * A zip whose central directory says each file unpacks to `declared` bytes, whatever it holds: what a
 * hostile zip that lies about its sizes looks like to a reader.
 */
export function zipDeclaring(files: Record<string, Uint8Array>, declared: number): Buffer {
  const zip = zipOf(files);
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (view.getUint32(end, true) !== 0x06054b50) end -= 1;
  let entry = view.getUint32(end + 16, true);
  for (let index = 0; index < view.getUint16(end + 10, true); index += 1) {
    view.setUint32(entry + 24, declared, true);
    entry +=
      46 +
      view.getUint16(entry + 28, true) +
      view.getUint16(entry + 30, true) +
      view.getUint16(entry + 32, true);
  }
  return zip;
}

/** A multipart body with each file under the upload's field. */
export function uploadForm(
  files: { name: string; bytes: Uint8Array; type?: string }[],
  field = 'certificates',
) {
  const form = new FormData();
  for (const file of files)
    form.append(
      field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }),
      file.name,
    );
  return form;
}
