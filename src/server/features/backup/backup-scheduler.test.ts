import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPeerApp, createTestApp, testEngines, type TestApp } from '#server/testing/helpers';
import { saveSchedule } from './backup-schedule.ts';
import { runScheduledBackup } from './backup-scheduler.ts';
import { checkBackup } from './restore-backup.ts';
import { listBackups, storeBackup } from './stored-backups.ts';

const PASSPHRASE = 'scheduled backups passphrase';
/** 03:00 in India on the day given (21:30 UTC the day before). */
const indiaAt = (day: string, hour: number) =>
  new Date(Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00+05:30`));

/** Must have 7 of issue 27: backups on a schedule, into the configured storage, with a retention count. */
describe.each(testEngines)('scheduled backups on %s', (engine) => {
  let t: TestApp;
  let peer: TestApp;
  let clock = indiaAt('2026-12-01', 1);
  const deps = (app: TestApp) => ({
    db: app.db,
    storage: app.app.storage,
    dataKey: app.app.dataKey,
    dataDir: app.config.dataDir,
    log: app.app.log,
    now: () => clock,
  });
  const scheduled = async () => (await listBackups(t.app)).filter((backup) => backup.kind === 'scheduled');
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { startMailWorker: false });
    // Another instance of the same site: the same database and, here, the same stored files.
    peer = await createPeerApp(
      t,
      { DATA_DIR: t.config.dataDir, DATA_KEY: t.app.dataKey.toString('hex') },
      { startMailWorker: false },
    );
  });
  afterAll(async () => {
    await peer?.close();
    await t?.close();
  });

  it('makes nothing while the schedule is off', async () => {
    clock = indiaAt('2026-12-01', 3);
    expect(await runScheduledBackup(deps(t))).toBeUndefined();
    expect(await scheduled()).toEqual([]);
  });

  it('makes one backup a day from 2 a.m. India time, however many instances check, and it opens with the passphrase', async () => {
    await saveSchedule(t.db, t.app.dataKey, { frequency: 'daily', keep: 2, passphrase: PASSPHRASE });
    clock = indiaAt('2026-12-02', 1);
    expect(await runScheduledBackup(deps(t))).toBeUndefined();
    clock = indiaAt('2026-12-02', 3);
    const made = await Promise.all([runScheduledBackup(deps(t)), runScheduledBackup(deps(peer))]);
    expect(made.filter(Boolean)).toHaveLength(1);
    expect(await runScheduledBackup(deps(t))).toBeUndefined();
    const [backup] = await scheduled();
    expect(backup!.name).toBe(made.find(Boolean));
    const file = await t.app.storage.localFile(`backups/${backup!.name}`, t.config.dataDir);
    expect((await checkBackup(file, PASSPHRASE)).madeAt).toBe(clock.toISOString());
    const entries = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('area', '=', 'Backup and restore')
      .execute();
    expect(entries).toEqual([{ action: 'Made a scheduled backup', target: backup!.name }]);
  });

  it('keeps the newest scheduled backups up to the count, and a backup made to download for a day', async () => {
    for (const day of ['2026-12-03', '2026-12-04']) {
      clock = indiaAt(day, 4);
      expect(await runScheduledBackup(deps(t))).toBeDefined();
    }
    const kept = await scheduled();
    expect(kept.map((backup) => backup.madeAt)).toEqual(
      [indiaAt('2026-12-04', 4), indiaAt('2026-12-03', 4)].map((at) => at.toISOString()),
    );
    clock = indiaAt('2026-12-04', 5);
    const manual = await storeBackup({ ...deps(t) }, PASSPHRASE, 'manual');
    clock = indiaAt('2026-12-05', 4);
    await runScheduledBackup(deps(t));
    expect((await listBackups(t.app)).map((backup) => backup.name)).toContain(manual.name);
    clock = indiaAt('2026-12-05', 6);
    await runScheduledBackup(deps(t));
    expect((await listBackups(t.app)).map((backup) => backup.name)).not.toContain(manual.name);
    expect(await scheduled()).toHaveLength(2);
  });

  it('weekly: the next one seven days after the last (here the daily one of 5 December)', async () => {
    await saveSchedule(t.db, t.app.dataKey, { frequency: 'weekly', keep: 2 });
    clock = indiaAt('2026-12-11', 3);
    expect(await runScheduledBackup(deps(t))).toBeUndefined();
    clock = indiaAt('2026-12-12', 3);
    expect(await runScheduledBackup(deps(t))).toBeDefined();
    clock = indiaAt('2026-12-13', 3);
    expect(await runScheduledBackup(deps(t))).toBeUndefined();
    clock = indiaAt('2026-12-19', 3);
    expect(await runScheduledBackup(deps(t))).toBeDefined();
  });
});
