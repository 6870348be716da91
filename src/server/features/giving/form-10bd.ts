/**
 * Form 10BD, Part B: the statement of donations an organisation files on the Income Tax portal by 31 May
 * for the financial year before. One row per donor, identity, donation type and mode, in the column order
 * and with the code values of the portal's template.
 */
export const FORM_10BD_HEADER = [
  'Sl. No.',
  'Pre Acknowledgement Number',
  'ID Code',
  'Unique Identification Number',
  'Section Code',
  'Unique Registration Number (URN)',
  'Date of Issuance of Unique Registration Number',
  'Name of donor',
  'Address of donor',
  'Donation Type',
  'Mode of receipt',
  'Amount of donation (Indian rupees)',
] as const;

export type IdCode = 'PAN' | 'Aadhaar';
export type DonationType = 'Corpus' | 'Specific grant' | 'Others';
export type ReceiptMode =
  'Cash' | 'Kind' | 'Electronic modes including account payee cheque/draft' | 'Others';

/** A donation received, as the statement needs it. */
export interface StatementDonation {
  donorName: string;
  donorAddress: string;
  idCode: IdCode | null;
  idNumber: string | null;
  donationType: DonationType;
  mode: ReceiptMode;
  amount: number;
  /** Cancelled receipts are never reported. */
  cancelled: boolean;
}

export interface Organisation80G {
  sectionCode: string;
  urn: string;
  /** YYYY-MM-DD. */
  urnIssuedOn: string;
}

/** Cash above this is not deductible under section 80G (section 80G(5D)). */
export const CASH_LIMIT = 2000;

export interface Statement {
  csv: string;
  rows: number;
  /** Donations not reported, by reason, for the administrator to see. */
  leftOut: { noId: number; cashAboveLimit: number; cancelled: number };
}

/** A value as one CSV field; a leading = + - @ (a spreadsheet formula) is dropped, never evaluated. */
function field(value: string | number): string {
  const text = String(value)
    .replace(/^[=+\-@\t\r]+/, '')
    .replace(/\r?\n/g, ' ');
  return /[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const ddmmyyyy = (isoDay: string) => isoDay.split('-').reverse().join('-');

export function form10bd(donations: StatementDonation[], organisation: Organisation80G): Statement {
  const leftOut = { noId: 0, cashAboveLimit: 0, cancelled: 0 };
  const rows = new Map<string, StatementDonation>();
  for (const donation of donations) {
    if (donation.cancelled) leftOut.cancelled += 1;
    else if (!donation.idCode || !donation.idNumber) leftOut.noId += 1;
    else if (donation.mode === 'Cash' && donation.amount > CASH_LIMIT) leftOut.cashAboveLimit += 1;
    else {
      const key = [donation.idCode, donation.idNumber, donation.donationType, donation.mode].join('\u0000');
      const row = rows.get(key);
      rows.set(key, row ? { ...donation, amount: row.amount + donation.amount } : donation);
    }
  }
  const lines = [...rows.values()].map((row, index) =>
    [
      index + 1,
      '',
      row.idCode!,
      row.idNumber!,
      organisation.sectionCode,
      organisation.urn,
      ddmmyyyy(organisation.urnIssuedOn),
      row.donorName,
      row.donorAddress,
      row.donationType,
      row.mode,
      row.amount,
    ]
      .map(field)
      .join(','),
  );
  const csv = `${[FORM_10BD_HEADER.map(field).join(','), ...lines].join('\r\n')}\r\n`;
  return { csv, rows: lines.length, leftOut };
}
