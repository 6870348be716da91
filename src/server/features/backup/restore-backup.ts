import fs from 'node:fs';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { DEFAULT_MIGRATION_TABLE, sql, type Transaction } from 'kysely';
import { backupTexts, type RestoreSummary } from '#shared/api/backup';
import { engineOf, type Db } from '#server/db/database';
import { migrations } from '#server/db/migrations/index';
import { isSealedBytes, openBytes, sealBytes } from '#server/db/sealed-values';
import { contentTypeOf } from '#server/storage/content-types';
import {
  cacheControlOf,
  isStorageKey,
  storageFolders,
  type FileStorage,
  type StorageFolder,
} from '#server/storage/storage';
import { BackupError, openStream } from './backup-cipher.ts';
import { decodeRecords, type BackupManifest, type BackupRecord } from './backup-records.ts';
import { decodeValue, listTables, type TableShape } from './database-tables.ts';
import { resealRows } from './sealed-columns.ts';
import { keepRenderingVersions } from './site-rendering.ts';

export interface RestoreTarget {
  db: Db;
  storage: FileStorage;
  dataKey: Buffer;
  now: () => Date;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table, whatever the app's types say
type AnyTrx = Transaction<any>;

const foldersReplaced = storageFolders.filter((folder) => folder !== 'backups');
/** Bound parameters per insert: below SQLite's and PostgreSQL's limits. */
const PARAMETERS_PER_INSERT = 900;

function records(file: string, passphrase: string): AsyncGenerator<BackupRecord> {
  return decodeRecords(openStream(fs.createReadStream(file), passphrase));
}

/** The install's migrations in order, and which of them the backup's schema had run. */
function schemaPlan(manifest: BackupManifest) {
  const known = Object.keys(migrations).sort();
  const ran = manifest.migrations;
  if (ran.some((name) => !known.includes(name))) throw new BackupError(backupTexts.newerSchema);
  if (ran.some((name, index) => known[index] !== name)) throw new BackupError(backupTexts.otherVersion);
  return { before: known.slice(0, ran.length), after: known.slice(ran.length) };
}

/**
 * Reads the whole backup once without changing anything: every chunk opens with the passphrase, the records
 * are in order, the counts agree and the schema is one this install can restore. Throws a BackupError that
 * says what is wrong; answers the manifest.
 */
export async function checkBackup(file: string, passphrase: string): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  let ended = false;
  const rows: Record<string, number> = {};
  let table: string | undefined;
  let files = 0;
  for await (const record of records(file, passphrase)) {
    if (ended || (!manifest && record.kind !== 'manifest')) throw new BackupError(backupTexts.notABackup);
    switch (record.kind) {
      case 'manifest':
        if (manifest || record.value.product !== 'gurukul' || !Array.isArray(record.value.migrations)) {
          throw new BackupError(backupTexts.notABackup);
        }
        manifest = record.value;
        schemaPlan(manifest);
        break;
      case 'table':
        table = record.value.name;
        rows[table] = 0;
        break;
      case 'rows':
        if (!table) throw new BackupError(backupTexts.notABackup);
        rows[table]! += record.value.length;
        break;
      case 'file':
        if (!isStorageKey(record.value.key)) throw new BackupError(backupTexts.notABackup);
        files++;
        break;
      case 'data':
        break;
      case 'end': {
        const expected = record.value;
        const same = Object.entries(expected.rows).every(([name, count]) => rows[name] === count);
        if (!same || expected.files !== files) throw new BackupError(backupTexts.damaged);
        ended = true;
      }
    }
  }
  if (!manifest || !ended) throw new BackupError(backupTexts.truncated);
  return manifest;
}

/**
 * Replaces the whole site with the backup in `file`: checked first (nothing changes if it is wrong), then
 * in one transaction every table is dropped, made again by the migrations the backup's schema had run,
 * filled with its rows (sealed values sealed again when this install's data key differs), and brought up to
 * this install's schema by the newer migrations; PostgreSQL's numbering continues after the restored ids.
 * The files are written back as they come; once the transaction is committed, stored files the backup
 * does not hold are removed.
 */
export async function restoreBackup(
  target: RestoreTarget,
  file: string,
  passphrase: string,
): Promise<RestoreSummary> {
  const manifest = await checkBackup(file, passphrase);
  const plan = schemaPlan(manifest);
  const sourceKey = Buffer.from(manifest.dataKey, 'hex');
  const kept = new Set<string>();
  let rowCount = 0;
  await target.db.transaction().execute(async (trx) => {
    const renderAgain = await keepRenderingVersions(trx);
    await emptySchema(trx);
    await runMigrations(trx, plan.before, target.now());
    const tables = new Map((await listTables(trx)).map((table) => [table.name, table]));
    for (const table of tables.values()) await sql`delete from ${sql.table(table.name)}`.execute(trx);
    const postgres = engineOf(target.db) === 'postgres';
    const foreignKeys = postgres ? await deferForeignKeys(trx) : undefined;
    let current: { shape: TableShape; columns: string[] } | undefined;
    const cursor = new RecordCursor(records(file, passphrase));
    for (let record = await cursor.take(); record; record = await cursor.take()) {
      if (record.kind === 'table') {
        const shape = tables.get(record.value.name);
        const unknown = record.value.columns.filter((column) => !shape?.columns.includes(column));
        if (!shape || unknown.length > 0) throw new BackupError(backupTexts.otherVersion);
        current = { shape, columns: record.value.columns };
      } else if (record.kind === 'rows' && current) {
        const rows = record.value.map((row) => row.map(decodeValue));
        resealRows(current.shape.name, current.columns, rows, sourceKey, target.dataKey);
        await insertRows(trx, current.shape.name, current.columns, rows);
        rowCount += rows.length;
      } else if (record.kind === 'file') {
        await putFile(target, record.value.key, cursor, sourceKey);
        kept.add(record.value.key);
      }
    }
    if (foreignKeys) await foreignKeys.checkAndRestore();
    else await checkForeignKeys(trx);
    await runMigrations(trx, plan.after, target.now());
    await renderAgain(target.now().toISOString());
    if (postgres) await continueNumbering(trx);
  });
  await removeFilesNotIn(target.storage, kept);
  return { madeAt: manifest.madeAt, rows: rowCount, files: kept.size };
}

/** Every table of the app goes, and the record of the migrations that made them. */
async function emptySchema(trx: AnyTrx): Promise<void> {
  const tables = await listTables(trx);
  if (engineOf(trx as unknown as Db) === 'postgres') {
    if (tables.length > 0)
      await sql`drop table ${sql.join(tables.map((t) => sql.table(t.name)))} cascade`.execute(trx);
  } else {
    // Checked at commit: the tables go one by one, whatever refers to what.
    await sql`pragma defer_foreign_keys = on`.execute(trx);
    for (const table of tables) await sql`drop table ${sql.table(table.name)}`.execute(trx);
  }
  await trx.deleteFrom(DEFAULT_MIGRATION_TABLE).execute();
}

/** Runs migrations inside the restore's transaction, recording each as Kysely's migrator does. */
async function runMigrations(trx: AnyTrx, names: string[], now: Date): Promise<void> {
  for (const name of names) {
    await migrations[name]!.up(trx);
    await trx.insertInto(DEFAULT_MIGRATION_TABLE).values({ name, timestamp: now.toISOString() }).execute();
  }
}

async function insertRows(trx: AnyTrx, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  const perInsert = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / Math.max(1, columns.length)));
  for (let start = 0; start < rows.length; start += perInsert) {
    const values = rows
      .slice(start, start + perInsert)
      .map((row) => Object.fromEntries(columns.map((column, index) => [column, row[index]])));
    await trx.insertInto(table).values(values).execute();
  }
}

/**
 * PostgreSQL checks a foreign key at each row unless it is deferred; the backup's tables come in name
 * order, not in the order they refer to each other. Every foreign key is made deferrable for the loading,
 * checked once loaded (a failure rolls the whole restore back), and made again as it was.
 */
async function deferForeignKeys(trx: AnyTrx) {
  const { rows } = await sql<{ table: string; name: string; deferrable: boolean; deferred: boolean }>`
    select c.conrelid::regclass::text as table, c.conname as name, c.condeferrable as deferrable,
           c.condeferred as deferred
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where c.contype = 'f' and n.nspname = current_schema()`.execute(trx);
  const alter = (row: (typeof rows)[number], how: string) =>
    sql`alter table ${sql.raw(row.table)} alter constraint ${sql.ref(row.name)} ${sql.raw(how)}`.execute(trx);
  for (const row of rows) await alter(row, 'deferrable initially deferred');
  await sql`set constraints all deferred`.execute(trx);
  return {
    async checkAndRestore() {
      try {
        await sql`set constraints all immediate`.execute(trx);
      } catch {
        throw new BackupError(backupTexts.damaged);
      }
      for (const row of rows) {
        await alter(
          row,
          row.deferrable
            ? `deferrable initially ${row.deferred ? 'deferred' : 'immediate'}`
            : 'not deferrable',
        );
      }
    },
  };
}

/** PostgreSQL: each identity column's next number follows the largest restored one. */
async function continueNumbering(trx: AnyTrx): Promise<void> {
  for (const table of await listTables(trx)) {
    for (const column of table.numbered) {
      await sql`select setval(pg_get_serial_sequence(${table.name}, ${column}),
        coalesce((select max(${sql.ref(column)}) from ${sql.table(table.name)}), 0) + 1, false)`.execute(trx);
    }
  }
}

async function checkForeignKeys(trx: AnyTrx): Promise<void> {
  const { rows } = await sql`pragma foreign_key_check`.execute(trx);
  if (rows.length > 0) throw new BackupError(backupTexts.damaged);
}

/** The records in order, with a look at the next one (a file's bytes end where another record starts). */
class RecordCursor {
  private ahead: Promise<IteratorResult<BackupRecord>>;

  constructor(private readonly source: AsyncGenerator<BackupRecord>) {
    this.ahead = source.next();
  }

  async take(): Promise<BackupRecord | undefined> {
    const next = await this.ahead;
    if (next.done) return undefined;
    this.ahead = this.source.next();
    return next.value;
  }

  /** The next piece of the current file's bytes, or undefined at its end. */
  async takeData(): Promise<Buffer | undefined> {
    const next = await this.ahead;
    if (next.done || next.value.kind !== 'data') return undefined;
    this.ahead = this.source.next();
    return next.value.value;
  }
}

/**
 * A file as it was, streamed into the storage; one sealed with the backup's data key is sealed again with
 * this install's (such files, receipts and data exports, are small enough to hold).
 */
async function putFile(
  target: RestoreTarget,
  key: string,
  cursor: RecordCursor,
  sourceKey: Buffer,
): Promise<void> {
  const folder = key.slice(0, key.indexOf('/')) as StorageFolder;
  const options = { contentType: contentTypeOf(key), cacheControl: cacheControlOf[folder] };
  const first = (await cursor.takeData()) ?? Buffer.alloc(0);
  if (!sourceKey.equals(target.dataKey) && isSealedBytes(first)) {
    const pieces = [first];
    for (let piece = await cursor.takeData(); piece; piece = await cursor.takeData()) pieces.push(piece);
    await target.storage.put(
      key,
      sealBytes(target.dataKey, openBytes(sourceKey, Buffer.concat(pieces))),
      options,
    );
    return;
  }
  const body = new PassThrough();
  const putting = target.storage.put(key, body, options);
  // A failed upload stops the copying at once rather than waiting for room that never comes.
  const failed = putting.then(
    () => undefined,
    () => undefined,
  );
  try {
    for (let piece: Buffer | undefined = first; piece; piece = await cursor.takeData()) {
      if (!body.write(piece)) await Promise.race([once(body, 'drain'), failed]);
    }
    body.end();
  } catch (error) {
    body.destroy();
    throw error;
  }
  await putting;
}

async function removeFilesNotIn(storage: FileStorage, kept: Set<string>): Promise<void> {
  for (const folder of foldersReplaced) {
    const stale = (await storage.list(folder)).map((object) => object.key).filter((key) => !kept.has(key));
    if (stale.length > 0) await storage.delete(stale);
  }
}
