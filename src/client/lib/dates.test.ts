import { describe, expect, it } from 'vitest';
import { dateLocale, daysAgo, formatDaysAgo, formatLocalDate, parseDate } from './dates.ts';

describe('notification dates (SPEC 3, 8 and 9)', () => {
  it("shows 'No date available' when the date is missing or empty", () => {
    expect(formatLocalDate(null)).toBe('No date available');
    expect(formatLocalDate(undefined)).toBe('No date available');
    expect(formatLocalDate('  ')).toBe('No date available');
  });

  it("shows 'Invalid date' for an unparseable date", () => {
    expect(formatLocalDate('not a date')).toBe('Invalid date');
    expect(formatLocalDate('2024-13-45')).toBe('Invalid date');
    expect(formatLocalDate('05/03/2024')).toBe('Invalid date');
  });

  it('shows a valid date as a local calendar date', () => {
    expect(formatLocalDate('2026-03-05', 'en-GB')).toBe('5 March 2026');
    expect(formatLocalDate('2026-03-05T10:30:00.000Z', 'en-GB')).toMatch(/March 2026/);
  });

  it('reads a 10-character date as midnight UTC', () => {
    const parsed = parseDate('2026-03-05');
    expect(parsed).toEqual({ kind: 'valid', date: new Date('2026-03-05T00:00:00.000Z'), dateOnly: true });
  });

  it('counts whole UTC days, a 10-character date being midnight UTC', () => {
    const now = new Date('2026-03-10T23:59:00.000Z');
    expect(daysAgo('2026-03-10', now)).toBe(0);
    expect(daysAgo('2026-03-09', now)).toBe(1);
    expect(daysAgo('2026-03-01', now)).toBe(9);
    expect(daysAgo('2026-03-09T23:59:59.000Z', new Date('2026-03-10T00:00:01.000Z'))).toBe(1);
  });

  it('never counts negative days for a date in the future', () => {
    expect(daysAgo('2026-04-01', new Date('2026-03-10T12:00:00.000Z'))).toBe(0);
  });

  it('has no day count without a valid date', () => {
    expect(daysAgo(null, new Date())).toBeNull();
    expect(daysAgo('nonsense', new Date())).toBeNull();
  });

  it('words the day count', () => {
    expect(formatDaysAgo(0)).toBe('Today');
    expect(formatDaysAgo(1)).toBe('1 day ago');
    expect(formatDaysAgo(12)).toBe('12 days ago');
  });

  it('words days and dates in the page’s language (issue 28)', () => {
    expect(formatDaysAgo(0, 'kn')).toBe('ಇಂದು');
    expect(formatDaysAgo(3, 'hi')).toBe('3 दिन पहले');
    expect(formatDaysAgo(1, 'mr')).toMatch(/दिवसापूर्वी|दिवसांपूर्वी/);
    expect(formatLocalDate('2026-11-05', dateLocale('kn'))).toBe('ನವೆಂಬರ್ 5, 2026');
    expect(formatLocalDate('2026-11-05', dateLocale('hi'))).toBe('5 नवंबर 2026');
    expect(dateLocale('en')).toBeUndefined();
  });
});
