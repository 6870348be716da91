/**
 * Form 10BD, Part B: the statement of donations an organisation files on the Income Tax portal by 31 May
 * for the financial year before (Form No. 113 from 2026-27: docs/giving-law.md). One row per donor,
 * identity, donation type and mode, summed over the year (rule 18AB(3)), in the column order and with the
 * values of the portal's CSV template.
 */
import type { DonationType } from '#shared/api/giving-fields';
import { identityRules, type IdentityKind } from '#shared/giving/identity';
import { csvField } from '#server/csv';

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

export type ReceiptMode =
  'Cash' | 'Kind' | 'Electronic modes including account payee cheque/draft' | 'Others';

/** A donation with a live 80G receipt, as the statement needs it. */
export interface StatementDonation {
  donorName: string;
  donorAddress: string;
  idKind: IdentityKind;
  idNumber: string;
  donationType: DonationType;
  mode: ReceiptMode;
  amount: number;
}

export interface Organisation80G {
  sectionCode: string;
  urn: string;
  /** YYYY-MM-DD. */
  urnIssuedOn: string;
}

const ddmmyyyy = (isoDay: string) => isoDay.split('-').reverse().join('-');

/** Rows of the statement summed per donor, identity, donation type and mode (rule 18AB(3)). */
export function groupedRows(donations: readonly StatementDonation[]): StatementDonation[] {
  const rows = new Map<string, StatementDonation>();
  for (const donation of donations) {
    const key = [donation.idKind, donation.idNumber, donation.donationType, donation.mode].join('\u0000');
    const row = rows.get(key);
    rows.set(key, row ? { ...row, amount: row.amount + donation.amount } : donation);
  }
  return [...rows.values()];
}

/**
 * The CSV of the portal's Part B template for rows already grouped. The second column is the pre-acknowledgement
 * number of an original statement (left blank: the product generates none) or, in a revised statement, the
 * acknowledgement number (ARN) of the donor's original Form 10BE, which the portal alone knows: it is left
 * blank for the administrator to fill in from each certificate (docs/giving.md).
 */
export function form10bdCsv(rows: readonly StatementDonation[], organisation: Organisation80G): string {
  const lines = rows.map((row, index) =>
    [
      index + 1,
      '',
      identityRules[row.idKind].portalCode,
      row.idNumber,
      organisation.sectionCode,
      organisation.urn,
      ddmmyyyy(organisation.urnIssuedOn),
      row.donorName,
      row.donorAddress,
      row.donationType,
      row.mode,
      row.amount,
    ]
      .map(csvField)
      .join(','),
  );
  return `${[FORM_10BD_HEADER.map(csvField).join(','), ...lines].join('\r\n')}\r\n`;
}

export function form10bd(
  donations: readonly StatementDonation[],
  organisation: Organisation80G,
): { csv: string; rows: number; grouped: StatementDonation[] } {
  const grouped = groupedRows(donations);
  return { csv: form10bdCsv(grouped, organisation), rows: grouped.length, grouped };
}
