import PDFDocument from 'pdfkit';

export interface CertificateParticulars {
  /** The organisation's PAN, printed on every certificate (never taken for the donor's). */
  organisationPan: string;
  donorName: string;
  /** As the portal prints it: a PAN, an Aadhaar number, or a note that none was given. */
  identity: string;
  year: string;
  amount: number;
}

/**
 * A certificate of donation as the Income Tax portal issues it after Form 10BD (Form 10BE; Form No. 114
 * from 2026-27), drawn with pdfkit so that its text reads back as a real one's: the organisation, then the
 * donor, the donation and the year. Made up for the browser tests: no real person or organisation.
 */
export function certificatePdf(certificate: CertificateParticulars): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(14).text('FORM NO. 10BE');
  doc.fontSize(10).text('Certificate of donation under clause (ix) of sub-section (5) of section 80G');
  doc.text(`PAN of the reporting person: ${certificate.organisationPan}`);
  doc.text('Name of the reporting person: Gurukul Educational and Charitable Trust');
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
