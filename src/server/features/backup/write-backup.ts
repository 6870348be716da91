import fs from 'node:fs';
import { once } from 'node:events';
import { PassThrough, Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '#server/db/database';
import { engineOf } from '#server/db/database';
import { storageFolders, type FileStorage } from '#server/storage/storage';
import { sealStream } from './backup-cipher.ts';
import { encodeRecord, type BackupRecord, type BackupTotals } from './backup-records.ts';
import { listTables, migrationsRun, tableRows } from './database-tables.ts';

export interface BackupSource {
  db: Db;
  storage: FileStorage;
  dataKey: Buffer;
  now: () => Date;
}

/**
 * Tables whose rows a backup leaves out: sign-ins in progress and sessions (everyone signs in again on the
 * restored site), the rendered pages (the site renders them again from the restored content) and the job
 * queue, whose jobs are held under leases of the instances that made the backup (the restored site queues
 * again the uploads still being processed, and its rendering).
 */
export const rowsNotCarried = new Set([
  'sessions',
  'sign_in_challenges',
  'rendered_pages',
  'site_versions',
  'jobs',
]);
/** Backups are not backed up: each would hold every older one. */
const foldersCarried = storageFolders.filter((folder) => folder !== 'backups');
const ROWS_PER_RECORD = 500;
const FILE_PIECE = 256 * 1024;

/**
 * Writes an encrypted backup of the whole site into the local file `target`: the manifest, every table's
 * rows read inside one transaction (one snapshot on PostgreSQL: the rows agree with each other), then every
 * stored file but the backups, streamed. Answers what it holds.
 */
export async function writeBackup(
  source: BackupSource,
  passphrase: string,
  target: string,
): Promise<BackupTotals & { madeAt: string }> {
  const plain = new PassThrough();
  const written = pipeline(
    Readable.from(sealStream(plain, passphrase)),
    fs.createWriteStream(target, { mode: 0o600 }),
  );
  // The pipeline's failure (a full disk) is the one reported; the writing below stops at it.
  plain.on('error', () => undefined);
  written.catch(() => plain.destroy());
  try {
    const totals = await writeContents(source, plain);
    plain.end();
    await written;
    return totals;
  } catch (error) {
    plain.destroy();
    await written.catch(() => undefined);
    await fs.promises.rm(target, { force: true });
    throw error;
  }
}

async function writeContents(
  source: BackupSource,
  out: Writable,
): Promise<BackupTotals & { madeAt: string }> {
  const put = async (record: BackupRecord) => {
    if (out.destroyed) throw new Error('The backup file could not be written.');
    if (!out.write(encodeRecord(record))) await Promise.race([once(out, 'drain'), once(out, 'close')]);
  };
  const madeAt = source.now().toISOString();
  const totals: BackupTotals = { rows: {}, files: 0 };
  let snapshot = source.db.transaction();
  if (engineOf(source.db) === 'postgres') snapshot = snapshot.setIsolationLevel('repeatable read');
  await snapshot.execute(async (trx) => {
    await put({
      kind: 'manifest',
      value: {
        product: 'gurukul',
        madeAt,
        engine: engineOf(source.db),
        migrations: await migrationsRun(trx),
        dataKey: source.dataKey.toString('hex'),
      },
    });
    for (const table of await listTables(trx)) {
      await put({ kind: 'table', value: { name: table.name, columns: table.columns } });
      totals.rows[table.name] = 0;
      if (rowsNotCarried.has(table.name)) continue;
      for await (const rows of tableRows(trx, table, ROWS_PER_RECORD)) {
        await put({ kind: 'rows', value: rows });
        totals.rows[table.name] = (totals.rows[table.name] ?? 0) + rows.length;
      }
    }
  });
  for (const folder of foldersCarried) {
    for (const { key } of await source.storage.list(folder)) {
      const object = await source.storage.read(key);
      // Deleted since it was listed: it is not part of the site any more.
      if (!object) continue;
      await put({ kind: 'file', value: { key, size: object.size } });
      let pending: Buffer = Buffer.alloc(0);
      for await (const chunk of object.body as AsyncIterable<Buffer>) {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        if (pending.length >= FILE_PIECE) {
          await put({ kind: 'data', value: pending });
          pending = Buffer.alloc(0);
        }
      }
      if (pending.length > 0) await put({ kind: 'data', value: pending });
      totals.files++;
    }
  }
  await put({ kind: 'end', value: totals });
  return { ...totals, madeAt };
}
