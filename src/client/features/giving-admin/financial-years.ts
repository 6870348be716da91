import { dayInIndia, formatIndiaTime, INDIA_TIME_ZONE } from '#shared/india-time';
import { financialYearLabel, financialYearStart } from '#shared/giving/financial-year';

/** How many financial years the filters offer, the current one first. */
const YEARS_OFFERED = 6;
/** Today's date in India (YYYY-MM-DD), the default day a donation was received. */
export const todayInIndia = (now = new Date()) => dayInIndia(now);

/** The current financial year and the ones before it: `2026-27`, `2025-26`, ... */
export function recentFinancialYears(now = new Date()): string[] {
  const start = financialYearStart(now);
  return Array.from({ length: YEARS_OFFERED }, (_, back) => financialYearLabel(start - back));
}

/**
 * The year Form 10BD is most likely wanted for: in April and May (it is due by 31 May) the year just
 * ended, otherwise the current one.
 */
export function statementYear(now = new Date()): string {
  const month = Number(todayInIndia(now).slice(5, 7));
  const [current, previous] = recentFinancialYears(now);
  return month === 4 || month === 5 ? previous! : current!;
}

const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);
const monthFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'UTC' });
const shortFormat = monthFormat({ month: 'short' });
const longFormat = monthFormat({ month: 'long', year: 'numeric' });

/** `2026-04` → `Apr` (a chart's bar) or `April 2026` (its table). */
export const shortMonth = (month: string) => shortFormat.format(monthDate(month));
export const longMonth = (month: string) => longFormat.format(monthDate(month));

const dayFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone });
const calendarDay = dayFormat('UTC');
const dayFormatInIndia = dayFormat(INDIA_TIME_ZONE);

/** `2026-11-24` as that very day, an instant as its day in India: `24 Nov 2026`. */
export const shortDate = (value: string) =>
  value.length === 10
    ? calendarDay.format(new Date(`${value}T00:00:00Z`))
    : dayFormatInIndia.format(new Date(value));

/** The financial year a month (`2027-02`) belongs to: `2026-27`. */
export function yearOfMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  return financialYearLabel(Number(month.slice(5, 7)) >= 4 ? year : year - 1);
}

/** The twelve months of a financial year, April to March: `2026-04` ... `2027-03`. */
export function monthsOfYear(year: string): string[] {
  const start = Number(year.slice(0, 4));
  return Array.from({ length: 12 }, (_, index) => {
    const month = ((index + 3) % 12) + 1;
    return `${month >= 4 ? start : start + 1}-${String(month).padStart(2, '0')}`;
  });
}

/** An instant as its day and time in India: `25 Nov 2026, 11:30 am`. */
export const shortDateTime = formatIndiaTime;
