import type { Subscription } from '#shared/api/subscriptions';

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return) as a formula; a leading
 * quote makes it text (OWASP, CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function subscribersCsv(rows: Subscription[]): string {
  const lines = [
    ['email', 'role', 'subscribed_at', 'status'],
    ...rows.map((row) => [row.email, row.role, row.subscribed_at, row.status]),
  ];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
