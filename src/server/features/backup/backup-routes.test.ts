import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupPaths, backupTexts, type BackupState, type StoredBackup } from '#shared/api/backup';
import { buildApp } from '#server/app';
import {
  createTestApp,
  SITE,
  testConfig,
  testEngines,
  type Engine,
  type TestApp,
} from '#server/testing/helpers';
import { restoreTexts } from '#server/cli/restore';
import { checkBackup } from './restore-backup.ts';
import { fillSite, siteSnapshot } from './testing/site-fixtures.ts';

const PASSPHRASE = 'the owner keeps this one safe';

const install = async (engine: Engine) => {
  const t = await createTestApp(
    engine,
    { DATA_KEY: randomBytes(32).toString('hex') },
    { mediaProcessing: 'manual', startMailWorker: false },
  );
  return { t, cookie: await t.login() };
};

function client(t: TestApp, cookie: string) {
  return (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie, origin: SITE }, payload });
}

function restoreForm(bytes: Buffer, passphrase: string) {
  const form = new FormData();
  form.append('passphrase', passphrase);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), 'site.backup');
  return form;
}

const activity = async (t: TestApp) =>
  (
    await t.db.selectFrom('audit_log').select(['area', 'action', 'actor_email', 'after_text']).execute()
  ).filter((entry) => entry.area === 'Backup and restore');

/** Must have 7 of issue 27, the dashboard's side: download, schedule settings, restore upload on an empty install. */
describe.each(testEngines)('the Backup and restore panel on %s', (engine) => {
  let site: { t: TestApp; cookie: string };
  let downloaded: Buffer;
  beforeAll(async () => {
    site = await install(engine);
    await fillSite(site.t, site.cookie);
  });
  afterAll(() => site?.t.close());

  it('is the owner’s alone', async () => {
    const editor = client(site.t, await site.t.loginAs('editor'));
    expect((await editor('GET', backupPaths.backups)).statusCode).toBe(403);
    expect((await editor('POST', backupPaths.backups, { passphrase: PASSPHRASE })).statusCode).toBe(403);
  });

  it('makes a backup with the passphrase typed, lists it and downloads it; the activity log never shows the passphrase', async () => {
    const owner = client(site.t, site.cookie);
    const short = await owner('POST', backupPaths.backups, { passphrase: 'too short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: backupTexts.passphraseShort, field: 'passphrase' });

    const made = await owner('POST', backupPaths.backups, { passphrase: PASSPHRASE });
    expect(made.statusCode, made.body).toBe(201);
    const stored = made.json() as StoredBackup;
    expect(stored).toMatchObject({ kind: 'manual' });
    const state = (await owner('GET', backupPaths.backups)).json() as BackupState;
    expect(state.backups).toEqual([stored]);
    expect(state.emptyInstall).toBe(false);

    const file = await owner('GET', backupPaths.file(stored.name));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${stored.name}"`);
    downloaded = file.rawPayload;
    expect(downloaded.length).toBe(stored.size);
    const saved = path.join(site.t.config.dataDir, 'downloaded.backup');
    fs.writeFileSync(saved, downloaded);
    expect((await checkBackup(saved, PASSPHRASE)).migrations.length).toBeGreaterThan(0);
    // Stored privately: not a public upload, and not for visitors.
    expect(site.t.app.storage.publicUrl(`backups/${stored.name}`)).toBeUndefined();
    expect((await site.t.app.inject({ method: 'GET', url: backupPaths.file(stored.name) })).statusCode).toBe(
      401,
    );
    expect((await owner('GET', backupPaths.file('../gurukul.sqlite'))).statusCode).toBe(404);

    const [entry] = await activity(site.t);
    expect(entry).toMatchObject({ action: 'Made a backup to download', actor_email: 'admin@example.org' });
    expect(JSON.stringify(await activity(site.t))).not.toContain(PASSPHRASE);
  });

  it('saves the schedule: on needs a passphrase, which is kept sealed and never sent back', async () => {
    const owner = client(site.t, site.cookie);
    await site.t.db.deleteFrom('settings').where('key', '=', 'backup-passphrase').execute();
    const missing = await owner('PUT', backupPaths.schedule, { frequency: 'daily', keep: 3 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: backupTexts.passphraseNeeded, field: 'passphrase' });
    const badKeep = await owner('PUT', backupPaths.schedule, {
      frequency: 'daily',
      keep: 0,
      passphrase: PASSPHRASE,
    });
    expect(badKeep.json()).toMatchObject({ error: backupTexts.keptRange });

    const saved = await owner('PUT', backupPaths.schedule, {
      frequency: 'weekly',
      keep: 3,
      passphrase: PASSPHRASE,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ frequency: 'weekly', keep: 3, hasPassphrase: true });
    const row = await site.t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'backup-passphrase')
      .executeTakeFirstOrThrow();
    expect(row.value).not.toContain(PASSPHRASE);
    // Changing how many are kept keeps the passphrase saved before.
    const again = await owner('PUT', backupPaths.schedule, { frequency: 'daily', keep: 5 });
    expect(again.json()).toEqual({ frequency: 'daily', keep: 5, hasPassphrase: true });
    expect(JSON.stringify(await activity(site.t))).not.toContain(PASSPHRASE);
  });

  it('refuses an upload over a site that holds anything of its own', async () => {
    const owner = client(site.t, site.cookie);
    const refused = await site.t.app.inject({
      method: 'POST',
      url: backupPaths.restore,
      headers: { cookie: site.cookie, origin: SITE },
      payload: restoreForm(downloaded, PASSPHRASE),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: backupTexts.notEmpty });
    expect(((await owner('GET', backupPaths.backups)).json() as BackupState).backups).toHaveLength(1);
  });

  it('restores an upload on an empty install: the same site, sign-in with the backup’s accounts, the restore in the log', async () => {
    const before = await siteSnapshot(site.t, site.cookie);
    const fresh = await install(engine);
    try {
      const owner = client(fresh.t, fresh.cookie);
      expect(((await owner('GET', backupPaths.backups)).json() as BackupState).emptyInstall).toBe(true);
      const upload = (passphrase: string, bytes = downloaded) =>
        fresh.t.app.inject({
          method: 'POST',
          url: backupPaths.restore,
          headers: { cookie: fresh.cookie, origin: SITE },
          payload: restoreForm(bytes, passphrase),
        });
      const wrong = await upload('not the right passphrase');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ error: backupTexts.wrongPassphrase });
      const cut = await upload(PASSPHRASE, downloaded.subarray(0, downloaded.length - 10));
      expect(cut.json()).toMatchObject({ error: backupTexts.truncated });
      const notOne = await upload(PASSPHRASE, Buffer.from('just some text'));
      expect(notOne.json()).toMatchObject({ error: backupTexts.notABackup });
      expect(((await owner('GET', backupPaths.backups)).json() as BackupState).emptyInstall).toBe(true);

      const restored = await upload(PASSPHRASE);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json()).toMatchObject({ files: Object.keys(before.files).length });
      // The session of the empty install went with it.
      expect((await owner('GET', backupPaths.backups)).statusCode).toBe(401);
      const cookie = await fresh.t.login();
      expect(await siteSnapshot(fresh.t, cookie)).toEqual(before);
      const entries = await activity(fresh.t);
      expect(entries.at(-1)).toMatchObject({ action: 'Restored a backup', actor_email: 'admin@example.org' });
    } finally {
      await fresh.t.close();
    }
  });
});

describe('npm run admin -- restore FILE', () => {
  let site: { t: TestApp; cookie: string };
  let backup: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-restore-cli-'));
  beforeAll(async () => {
    site = await install('sqlite');
    await fillSite(site.t, site.cookie);
    const made = (
      await client(site.t, site.cookie)('POST', backupPaths.backups, { passphrase: PASSPHRASE })
    ).json() as StoredBackup;
    backup = path.join(dataDir, 'site.backup');
    fs.writeFileSync(backup, (await site.t.app.storage.readBuffer(`backups/${made.name}`))!);
  });
  afterAll(async () => {
    await site?.t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a wrong passphrase changing nothing, then restores the site into another DATA_DIR', async () => {
    const target = path.join(dataDir, 'site');
    const env = { DATA_DIR: target, DATA_KEY: randomBytes(32).toString('hex') };
    const wrong = await runAdmin(['restore', backup], { ...env, BACKUP_PASSPHRASE: 'not the passphrase' });
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain(backupTexts.wrongPassphrase);
    expect(wrong.output).toContain(restoreTexts.stopped);
    const missing = await runAdmin(['restore', path.join(dataDir, 'nothing.backup')], {
      ...env,
      BACKUP_PASSPHRASE: PASSPHRASE,
    });
    expect(missing.output).toContain(restoreTexts.noFile(path.join(dataDir, 'nothing.backup')));

    const done = await runAdmin(['restore', backup], { ...env, BACKUP_PASSPHRASE: PASSPHRASE });
    expect(done.code, done.output).toBe(0);
    expect(done.output).toContain('Restored the backup made');
    const app = await buildApp(testConfig(target, env), { startMailWorker: false });
    await app.ready();
    try {
      const restored = {
        t: { ...site.t, app, db: app.db, config: testConfig(target, env) } as TestApp,
        cookie: '',
      };
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'admin@example.org', password: 'correct horse battery staple' },
      });
      restored.cookie = String(login.headers['set-cookie']).split(';')[0]!;
      expect(await siteSnapshot(restored.t, restored.cookie)).toEqual(
        await siteSnapshot(site.t, site.cookie),
      );
    } finally {
      await app.close();
    }
  });
});

function runAdmin(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('S3_') && name !== 'BACKUP_PASSPHRASE'),
  );
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/server/cli/admin.ts', ...args],
      {
        env: { ...clean, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}
