import type { StatementDateFormat } from '#shared/api/giving-bank';

/** A date and an amount as banks write them in a statement, read into the forms the books keep. */

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** A day that exists (no 31 April), as YYYY-MM-DD; null otherwise. */
function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

const fullYear = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text));

/** A statement's date in the format the administrator chose, as YYYY-MM-DD; null when it is not one. */
export function parseStatementDate(text: string, format: StatementDateFormat): string | null {
  // A time after the date ("05/04/2026 10:22:31") is not needed.
  const value = text.trim().toUpperCase();
  let found: RegExpExecArray | null;
  switch (format) {
    case 'dd/mm/yyyy':
      found = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:\s|$)/.exec(value);
      return found ? isoDay(Number(found[3]), Number(found[2]), Number(found[1])) : null;
    case 'dd/mm/yy':
      found = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2})(?:\s|$)/.exec(value);
      return found ? isoDay(fullYear(found[3]!), Number(found[2]), Number(found[1])) : null;
    case 'd mmm yyyy': {
      found = /^(\d{1,2})[\s/-]+([A-Z]{3})[A-Z]*[\s/,-]+(\d{4}|\d{2})(?:\s|$)/.exec(value);
      const month = found ? MONTHS.indexOf(found[2]!) + 1 : 0;
      return found && month > 0 ? isoDay(fullYear(found[3]!), month, Number(found[1])) : null;
    }
    case 'yyyy-mm-dd':
      found = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})(?:\s|T|$)/.exec(value);
      return found ? isoDay(Number(found[1]), Number(found[2]), Number(found[3])) : null;
  }
}

/** More than any account holds: a larger number is a mistaken column (an account number, say). */
const MAX_PAISE = 10_000_000_000_00;

/**
 * An amount as a statement writes it, in paise: Indian grouping (1,00,000.00), a rupee sign or "INR",
 * a "Cr" after it. 0 for an empty cell (or a dash), null for anything else.
 */
export function parseStatementAmount(text: string): number | null {
  const value = text
    .toUpperCase()
    .replace(/[₹,\s]|INR|RS\.?/g, '')
    .replace(/CR$/, '');
  if (value === '' || /^-+$/.test(value)) return 0;
  const found = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!found) return null;
  const paise = Number(found[1]) * 100 + Number((found[2] ?? '').padEnd(2, '0'));
  return paise <= MAX_PAISE ? paise : null;
}
