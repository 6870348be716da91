import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupTexts } from '#shared/api/backup';
import { migrations } from '#server/db/migrations/index';
import type { Database } from '#server/db/schema';
import { LocalStorage } from '#server/storage/local-storage';
import { createTestApp, testEngines, type Engine, type TestApp } from '#server/testing/helpers';
import { startS3Server } from '#server/testing/s3-server';
import { decodeRecords } from './backup-records.ts';
import { openStream } from './backup-cipher.ts';
import { listTables } from './database-tables.ts';
import { restoreBackup } from './restore-backup.ts';
import { looksSealed, sealedColumns } from './sealed-columns.ts';
import { fillSite, siteSnapshot } from './testing/site-fixtures.ts';
import { writeBackup } from './write-backup.ts';

const PASSPHRASE = 'a long passphrase the owner keeps';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-backups-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const install = async (engine: Engine) => {
  const t = await createTestApp(
    engine,
    { DATA_KEY: randomBytes(32).toString('hex') },
    { mediaProcessing: 'manual', startMailWorker: false },
  );
  return { t, cookie: await t.login() };
};
const sourceOf = (t: TestApp) => ({
  db: t.db,
  storage: t.app.storage,
  dataKey: t.app.dataKey,
  now: () => new Date(),
});
const fileNamed = (name: string) => path.join(work, `${name}-${randomBytes(4).toString('hex')}.backup`);

/** Must have 7 of issue 27: backup, wipe, restore gives the same site, on either engine. */
describe.each(testEngines)('backup and restore on %s', (engine) => {
  let site: { t: TestApp; cookie: string };
  let backup: string;
  let before: Awaited<ReturnType<typeof siteSnapshot>>;
  beforeAll(async () => {
    site = await install(engine);
    await fillSite(site.t, site.cookie);
    before = await siteSnapshot(site.t, site.cookie);
    backup = fileNamed('site');
    await writeBackup(sourceOf(site.t), PASSPHRASE, backup);
  });
  afterAll(() => site?.t.close());

  it('brings back the same pages, media and their files, subscribers, donations and receipts on a new install with another data key', async () => {
    expect(before.media).toHaveLength(1);
    expect(before.receiptPdfs).toHaveLength(1);
    expect(Object.keys(before.files).some((key) => key.startsWith('receipts/'))).toBe(true);
    const fresh = await install(engine);
    try {
      expect(fresh.t.app.dataKey.equals(site.t.app.dataKey)).toBe(false);
      const summary = await restoreBackup(sourceOf(fresh.t), backup, PASSPHRASE);
      expect(summary.files).toBe(Object.keys(before.files).length);
      // The backup's staff sign in: sessions were not carried.
      const cookie = await fresh.t.login();
      expect(await siteSnapshot(fresh.t, cookie)).toEqual(before);
    } finally {
      await fresh.t.close();
    }
  });

  it('restored over the same install, removes what was made after the backup, files included', async () => {
    const { t, cookie } = site;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/add_notification',
      headers: { cookie },
      payload: { title: 'Made later', description: 'After the backup' },
    });
    expect(added.statusCode).toBe(201);
    await t.app.storage.put('originals/made-later.jpg', Buffer.from('later'), { contentType: 'image/jpeg' });
    // The pages an instance holds in memory by version number (build "b1", version 4 here) are replaced once
    // the site is rendered again: the number goes on from 4 and the rendering is asked for.
    await t.db
      .insertInto('site_versions')
      .values({ build: 'b1', version: 4, job_id: 0, rendered_at: new Date().toISOString() })
      .execute();
    await restoreBackup(sourceOf(t), backup, PASSPHRASE);
    expect(await t.db.selectFrom('site_versions').select(['build', 'version']).execute()).toEqual([
      { build: 'b1', version: 4 },
    ]);
    expect(await t.db.selectFrom('jobs').select(['kind', 'ref', 'state']).execute()).toEqual([
      { kind: 'render_site', ref: 'b1', state: 'queued' },
    ]);
    site.cookie = await t.login();
    expect(await siteSnapshot(t, site.cookie)).toEqual(before);
    expect(await t.app.storage.exists('originals/made-later.jpg')).toBe(false);
  });

  it('holds every table of the database, and every sealed value found is in a column sealed-columns.ts lists', async () => {
    const tables: string[] = [];
    const sealedFound = new Set<string>();
    let columns: string[] = [];
    let table = '';
    for await (const record of decodeRecords(openStream(fs.createReadStream(backup), PASSPHRASE))) {
      if (record.kind === 'table') {
        tables.push(record.value.name);
        ({ name: table, columns } = record.value);
      }
      if (record.kind !== 'rows') continue;
      for (const row of record.value) {
        row.forEach((value, index) => looksSealed(value) && sealedFound.add(`${table}.${columns[index]}`));
      }
    }
    expect(tables).toEqual((await listTables(site.t.db)).map((shape) => shape.name));
    expect(tables).toEqual(
      expect.arrayContaining(['pages', 'media', 'subscriptions', 'donations', 'receipts']),
    );
    const listed = sealedColumns.map((entry) => `${entry.table}.${entry.column}`);
    expect([...sealedFound].filter((column) => !listed.includes(column))).toEqual([]);
    expect(sealedFound).toContain('donations.id_number');
  });

  it('refuses a wrong passphrase, a file cut short or changed, and a file that is not a backup, changing nothing', async () => {
    const { t, cookie } = site;
    const snapshot = await siteSnapshot(t, cookie);
    const bytes = fs.readFileSync(backup);
    const variant = (name: string, content: Buffer) => {
      const file = fileNamed(name);
      fs.writeFileSync(file, content);
      return file;
    };
    // Cut right after the first chunk (header, length, 64 KiB, tag): every chunk there opens, the end is missing.
    const firstChunkEnd = 42 + 4 + 64 * 1024 + 16;
    expect(bytes.length).toBeGreaterThan(firstChunkEnd);
    const altered = Buffer.from(bytes);
    altered[Math.floor(bytes.length / 2)]! ^= 0x40;
    const cases: [string, string, string][] = [
      [backup, 'not the passphrase', backupTexts.wrongPassphrase],
      [variant('cut', bytes.subarray(0, bytes.length - 100)), PASSPHRASE, backupTexts.truncated],
      [variant('cut-at-chunk', bytes.subarray(0, firstChunkEnd)), PASSPHRASE, backupTexts.truncated],
      [variant('altered', altered), PASSPHRASE, backupTexts.damaged],
      [variant('pdf', Buffer.from('%PDF-1.4 not a backup at all')), PASSPHRASE, backupTexts.notABackup],
      [variant('empty', Buffer.alloc(0)), PASSPHRASE, backupTexts.notABackup],
    ];
    for (const [file, passphrase, message] of cases) {
      await expect(restoreBackup(sourceOf(t), file, passphrase), message).rejects.toMatchObject({
        status: 400,
        message,
      });
    }
    expect(await siteSnapshot(t, cookie)).toEqual(snapshot);
  });

  it('refuses a backup made by a newer version of the site, changing nothing', async () => {
    const newer = await install(engine);
    try {
      await newer.t.db
        .insertInto('kysely_migration' as never)
        .values({ name: '2099-01-01-0001-future', timestamp: new Date().toISOString() } as never)
        .execute();
      const file = fileNamed('newer');
      await writeBackup(sourceOf(newer.t), PASSPHRASE, file);
      await expect(restoreBackup(sourceOf(site.t), file, PASSPHRASE)).rejects.toMatchObject({
        status: 400,
        message: backupTexts.newerSchema,
      });
      expect((await site.t.db.selectFrom('donations').select('id').execute()).length).toBe(1);
    } finally {
      await newer.t.close();
    }
  });
});

describe.skipIf(!testEngines.includes('postgres'))('a backup moves between engines', () => {
  it('SQLite to PostgreSQL and back: the same site, and new records numbered after the restored ones', async () => {
    const sqlite = await install('sqlite');
    const postgres = await install('postgres');
    try {
      await fillSite(sqlite.t, sqlite.cookie);
      const before = await siteSnapshot(sqlite.t, sqlite.cookie);
      const there = fileNamed('to-postgres');
      await writeBackup(sourceOf(sqlite.t), PASSPHRASE, there);
      await restoreBackup(sourceOf(postgres.t), there, PASSPHRASE);
      const cookie = await postgres.t.login();
      expect(await siteSnapshot(postgres.t, cookie)).toEqual(before);
      const largest = (
        await postgres.t.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id!;
      const added = await postgres.t.app.inject({
        method: 'POST',
        url: '/api/add_notification',
        headers: { cookie },
        payload: { title: 'On PostgreSQL', description: 'Numbered after the restored ones' },
      });
      expect(added.statusCode, added.body).toBe(201);
      const entry = await postgres.t.db
        .selectFrom('audit_log')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(entry.id).toBeGreaterThan(largest);

      const back = fileNamed('to-sqlite');
      const after = await siteSnapshot(postgres.t, cookie);
      await writeBackup(sourceOf(postgres.t), PASSPHRASE, back);
      const again = await install('sqlite');
      try {
        await restoreBackup(sourceOf(again.t), back, PASSPHRASE);
        expect(await siteSnapshot(again.t, await again.t.login())).toEqual(after);
      } finally {
        await again.t.close();
      }
    } finally {
      await sqlite.t.close();
      await postgres.t.close();
    }
  });
});

describe.each(testEngines)('a backup made by an older version, restored on %s', (engine) => {
  it('is loaded as that version had it, then brought up to this version by the newer migrations', async () => {
    const dataDir = fs.mkdtempSync(path.join(work, 'older-'));
    const older = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    const olderVersion = '2026-11-28-0004-staff';
    try {
      const migrator = new Migrator({ db: older, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo(olderVersion)).error).toBeUndefined();
      const now = new Date().toISOString();
      await older
        .insertInto('notifications')
        .values({
          title: 'From last year',
          description: 'Kept',
          date: '2025-11-28',
          notification_date: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const file = fileNamed('older');
      await writeBackup(
        { db: older, storage: new LocalStorage(dataDir), dataKey: randomBytes(32), now: () => new Date() },
        PASSPHRASE,
        file,
      );

      const target = await install(engine);
      try {
        await restoreBackup(sourceOf(target.t), file, PASSPHRASE);
        const ran = await target.t.db
          .selectFrom('kysely_migration' as never)
          .select('name' as never)
          .execute();
        expect(ran).toHaveLength(Object.keys(migrations).length);
        expect(await target.t.db.selectFrom('notifications').select(['id', 'title']).execute()).toEqual([
          { id: 1, title: 'From last year' },
        ]);
        // A table of a newer migration is there, empty.
        expect(await target.t.db.selectFrom('backup_runs').selectAll().execute()).toEqual([]);
      } finally {
        await target.t.close();
      }
    } finally {
      await older.destroy();
    }
  });
});

describe('a backup moves between DATA_DIR and an S3 bucket', () => {
  it('restores the files of a site kept in DATA_DIR into a bucket, and the site reads them there', async () => {
    const s3 = await startS3Server('gurukul-restore');
    const local = await install('sqlite');
    const bucket = await createTestApp(
      'sqlite',
      { ...s3.env, DATA_KEY: randomBytes(32).toString('hex') },
      { mediaProcessing: 'manual', startMailWorker: false },
    );
    try {
      await fillSite(local.t, local.cookie);
      const before = await siteSnapshot(local.t, local.cookie);
      const file = fileNamed('to-bucket');
      await writeBackup(sourceOf(local.t), PASSPHRASE, file);
      await restoreBackup(sourceOf(bucket), file, PASSPHRASE);
      expect(await siteSnapshot(bucket, await bucket.login())).toEqual(before);
      expect((await s3.keys()).filter((key) => !key.startsWith('backups/'))).toEqual(
        Object.keys(before.files).sort(),
      );
    } finally {
      await bucket.close();
      await local.t.close();
      await s3.stop();
    }
  });
});
