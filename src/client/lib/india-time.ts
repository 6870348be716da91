/**
 * Dates and times of the dashboard in India's time (UTC+05:30, no daylight saving), whatever zone the
 * administrator's device is set to: a page scheduled for 10:00 goes live at 10:00 in India.
 */
const INDIA_TIME_ZONE = 'Asia/Kolkata';
const INDIA_OFFSET = '+05:30';

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
