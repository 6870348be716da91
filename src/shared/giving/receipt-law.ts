import { financialYearDays } from './financial-year.ts';

/**
 * The law a document cites, by the financial year of the gift: the Income-tax Act, 1961 up to 2025-26, and
 * the Income-tax Act, 2025 (in force from 1 April 2026, section 536) from 2026-27. Every wording that the
 * law or the portal may change is here, and only here; docs/giving-law.md gives the source of each.
 */
export interface ReceiptLaw {
  /** The Act, as a receipt names it. */
  act: string;
  /** The section that allows the deduction for a gift to an approved institution. */
  deductionSection: string;
  /** The statement of donations the organisation files, and the certificate each donor then gets. */
  statementForm: string;
  certificateForm: string;
  /** The section that forbids receiving ₹2,00,000 or more in cash from one person in a day. */
  cashSection: string;
  /** The section that taxes anonymous donations above a threshold. */
  anonymousSection: string;
}

const ACT_1961: ReceiptLaw = {
  act: 'the Income-tax Act, 1961',
  deductionSection: 'section 80G',
  statementForm: 'Form 10BD',
  certificateForm: 'Form 10BE',
  cashSection: 'section 269ST',
  anonymousSection: 'section 115BBC',
};

const ACT_2025: ReceiptLaw = {
  act: 'the Income-tax Act, 2025',
  deductionSection: 'section 133',
  statementForm: 'Form No. 113',
  certificateForm: 'Form No. 114',
  cashSection: 'section 186',
  anonymousSection: 'section 337',
};

/** The first financial year (its starting calendar year) each Act applies to, newest first. */
const LAWS: readonly { fromYear: number; law: ReceiptLaw }[] = [
  { fromYear: 2026, law: ACT_2025 },
  { fromYear: 0, law: ACT_1961 },
];

/** The law of the financial year a day (YYYY-MM-DD) falls in. */
export function lawOfDay(day: string): ReceiptLaw {
  const start = Number(financialYearDays(day).from.slice(0, 4));
  return LAWS.find((entry) => start >= entry.fromYear)!.law;
}

/** The law of a financial year, `2026-27`. */
export const lawOfYear = (financialYear: string) => lawOfDay(`${financialYear.slice(0, 4)}-04-01`);
