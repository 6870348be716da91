/**
 * India's date and time (UTC+05:30, no daylight saving), the one module the server and the dashboard use,
 * whatever zone the machine or the administrator's device is set to: a page scheduled for 10:00 goes live
 * at 10:00 in India, a gift received on 31 March belongs to the financial year that ends that day.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
const INDIA_OFFSET = '+05:30';
/** India's offset from UTC, in milliseconds. */
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The day (YYYY-MM-DD) an instant falls on in India. */
export const dayInIndia = (at: Date): string =>
  new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a day (YYYY-MM-DD) starts in India. */
export const startOfDayInIndia = (day: string): Date => new Date(`${day}T00:00:00${INDIA_OFFSET}`);

/** Noon of a day in India: an instant safely inside that day, whatever is added to it. */
export const noonInIndia = (day: string): Date => new Date(`${day}T12:00:00${INDIA_OFFSET}`);

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "1 Jun 2026, 2:30 pm" in India's time. */
export function formatIndiaTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "1 Jun 2026": the day an instant falls on in India. */
export function formatIndiaDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** The value of a date-and-time field ("2026-06-01T14:30") for an instant, in India's time. */
export function toIndiaInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const [h, m] = INDIA_OFFSET.slice(1).split(':').map(Number) as [number, number];
  return new Date(date.getTime() + (h * 60 + m) * 60_000).toISOString().slice(0, 16);
}

/** A date-and-time field's value read as India's time, as an ISO instant with its offset; null when empty. */
export function fromIndiaInput(value: string): string | null {
  return value ? `${value}:00${INDIA_OFFSET}` : null;
}
