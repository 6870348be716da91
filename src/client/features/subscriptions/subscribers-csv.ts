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

/** Saves text as a file through the browser, without a round trip to the server. */
export function downloadCsv(fileName: string, text: string): void {
  // The byte-order mark lets spreadsheet programs read the file as UTF-8.
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
