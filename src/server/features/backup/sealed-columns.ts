import { decrypt, encrypt } from '#server/db/sealed-values';

/**
 * Every column that holds values sealed with the data key (`encrypt` of db/sealed-values.ts), in one place.
 * A backup carries the key they were sealed with; restoring it on an install with another key seals them
 * again with that key. A column that starts holding sealed values is added here (backup-restore.test.ts
 * fails on a sealed value found in a column missing from this list).
 */
export const sealedColumns: readonly SealedColumn[] = [
  { table: 'admins', column: 'totp_secret' },
  { table: 'donations', column: 'id_number' },
  { table: 'receipts', column: 'details' },
  { table: 'donation_certificates', column: 'details' },
  // The passphrase of scheduled backups (backup-schedule.ts), a row of the settings table.
  { table: 'settings', column: 'value', onlyWhere: { column: 'key', equals: 'backup-passphrase' } },
];

export interface SealedColumn {
  table: string;
  column: string;
  /** Only the rows whose other column has this value (a settings row). */
  onlyWhere?: { column: string; equals: string };
}

/** A value as `encrypt` writes it: "v1." and three base64url parts. */
export const looksSealed = (value: unknown) =>
  typeof value === 'string' && /^v1\.[\w-]+\.[\w-]+\.[\w-]+$/.test(value);

/**
 * Seals again, with `to`, the sealed values of a table's rows (in the order of `columns`) sealed with
 * `from`; rows are changed in place. Nothing to do when the keys are the same.
 */
export function resealRows(
  table: string,
  columns: string[],
  rows: unknown[][],
  from: Buffer,
  to: Buffer,
): void {
  if (from.equals(to)) return;
  for (const sealed of sealedColumns.filter((entry) => entry.table === table)) {
    const at = columns.indexOf(sealed.column);
    const whereAt = sealed.onlyWhere ? columns.indexOf(sealed.onlyWhere.column) : -1;
    if (at < 0) continue;
    for (const row of rows) {
      if (sealed.onlyWhere && row[whereAt] !== sealed.onlyWhere.equals) continue;
      const value = row[at];
      if (typeof value === 'string' && value !== '') row[at] = encrypt(to, decrypt(from, value));
    }
  }
}
