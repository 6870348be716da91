import { INDIA_OFFSET_MS as IST_OFFSET_MS } from '../india-time.ts';

// A financial year turns at midnight in India, not in UTC.

/** A financial year, April to March, as the Income Tax department writes it: `2026-27`. */
export type FinancialYear = `${number}-${number}`;

/** The year in which the financial year containing `date` (in India's time) began. */
export function financialYearStart(date: Date): number {
  const india = new Date(date.getTime() + IST_OFFSET_MS);
  return india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
}

export function financialYearLabel(startYear: number): FinancialYear {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}` as FinancialYear;
}

export const financialYearOf = (date: Date): FinancialYear => financialYearLabel(financialYearStart(date));

const LABEL = /^(\d{4})-(\d{2})$/;

/** From 1 April 00:00 to the next 1 April 00:00, India's time, as instants; null for a label that is not one. */
export function financialYearRange(label: string): { from: Date; to: Date } | null {
  const match = LABEL.exec(label);
  if (!match) return null;
  const start = Number(match[1]);
  if (financialYearLabel(start) !== label) return null;
  const aprilFirst = (year: number) => new Date(Date.UTC(year, 3, 1) - IST_OFFSET_MS);
  return { from: aprilFirst(start), to: aprilFirst(start + 1) };
}

/** The first and last day (YYYY-MM-DD) of the financial year a day falls in. */
export function financialYearDays(day: string): { from: string; to: string } {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}
