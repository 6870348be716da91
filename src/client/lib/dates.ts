import { messages } from '#shared/messages';
import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages';

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export type ParsedDate =
  | { kind: 'missing' }
  | { kind: 'invalid' }
  | {
      kind: 'valid';
      date: Date;
      /** A bare calendar day (YYYY-MM-DD), read as midnight UTC. */ dateOnly: boolean;
    };

/** Reads a stored date: a 10-character calendar day is midnight UTC, anything else goes to Date. */
export function parseDate(value: string | null | undefined): ParsedDate {
  const text = value?.trim();
  if (!text) return { kind: 'missing' };
  const dateOnly = text.length === 10;
  if (dateOnly && !DATE_ONLY.test(text)) return { kind: 'invalid' };
  const date = new Date(dateOnly ? `${text}T00:00:00Z` : text);
  return Number.isNaN(date.getTime()) ? { kind: 'invalid' } : { kind: 'valid', date, dateOnly };
}

/**
 * The date as the visitor's local calendar date (or the calendar date in `timeZone`), 'No date available'
 * or 'Invalid date'. A bare calendar day is shown as that same day in every time zone rather than shifted
 * to the day before.
 */
export function formatLocalDate(
  value: string | null | undefined,
  locale?: string,
  timeZone?: string,
): string {
  const parsed = parseDate(value);
  if (parsed.kind === 'missing') return messages.notifications.noDate;
  if (parsed.kind === 'invalid') return messages.notifications.invalidDate;
  const zone = parsed.dateOnly ? 'UTC' : timeZone;
  return parsed.date.toLocaleDateString(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(zone ? { timeZone: zone } : {}),
  });
}

/** Whole UTC calendar days from the date to `now`, never negative; null when there is no valid date. */
export function daysAgo(value: string | null | undefined, now: Date): number | null {
  const parsed = parseDate(value);
  if (parsed.kind !== 'valid') return null;
  const startOfUtcDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return Math.max(0, Math.round((startOfUtcDay(now) - startOfUtcDay(parsed.date)) / DAY_MS));
}

/**
 * 'Today', '1 day ago', '3 days ago' (the spec's English); in another language its own words from the
 * browser's calendar data ("ಇಂದು", "3 ದಿನಗಳ ಹಿಂದೆ").
 */
export function formatDaysAgo(days: number, language: Language = DEFAULT_LANGUAGE): string {
  if (language === DEFAULT_LANGUAGE) {
    if (days === 0) return 'Today';
    return days === 1 ? '1 day ago' : `${days} days ago`;
  }
  const relative = new Intl.RelativeTimeFormat(language, { numeric: days === 0 ? 'auto' : 'always' });
  return relative.format(-days, 'day');
}

/** The locale a page's dates are written in: the visitor's own on English pages, the language's elsewhere. */
export function dateLocale(language: Language): string | undefined {
  return language === DEFAULT_LANGUAGE ? undefined : `${language}-IN`;
}
