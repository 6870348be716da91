import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '#server/db/database';
import { createTestApp } from '#server/testing/helpers';
import { startTestSmtp, waitUntil, type TestSmtp } from './testing/smtp-test-server.ts';
import { numberedSubscribers, seedSubscribers, sendEmail } from './testing/mail-test-helpers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const appScript = path.join(here, 'testing', 'mail-app.ts');
const RECIPIENTS = 24;
const CONCURRENCY = 3;

/** The app in a process of its own, against the SQLite file in `dataDir`; resolves once its worker runs. */
async function startApp(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', appScript], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the app exited early (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
  });
  return child;
}

async function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once('exit', resolve));
}

// A kill -9 in the middle of a campaign: restarting must lose nobody and repeat at most the messages in flight.
describe('a mail worker killed with SIGKILL mid-campaign', () => {
  let dataDir: string;
  let smtp: TestSmtp;
  let db: Db;
  let env: Record<string, string>;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-mail-crash-'));
    smtp = await startTestSmtp({ acceptDelayMs: 60 });
    env = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      STATIC_DIR: path.join(dataDir, 'no-client'),
      MAIL_CONCURRENCY: String(CONCURRENCY),
      MAIL_RATE_PER_SECOND: '1000',
    };
  });
  afterAll(async () => {
    if (child) {
      child.kill('SIGKILL');
      await exited(child);
    }
    await db?.destroy();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'resumes after a restart: everyone gets the mail, nobody recorded as sent gets it again',
    // Two starts of the server from source and a campaign: a guard against a hang, not a speed check.
    { timeout: 240_000 },
    async () => {
      // Queue the campaign with an app whose worker does not run, then close it.
      const seeder = await createTestApp('sqlite', env, { startMailWorker: false });
      await seedSubscribers(seeder.db, numberedSubscribers(RECIPIENTS));
      const queued = await sendEmail(seeder, await seeder.login(), {
        recipientType: 'all',
        subject: 'Term dates',
        message: 'x',
      });
      expect(queued.json().recipients).toBe(RECIPIENTS);
      await seeder.app.close();
      db = createDb({ databaseUrl: undefined, dataDir }).db;

      child = await startApp(env);
      await waitUntil(() => smtp.received.length >= 6);
      child.kill('SIGKILL');
      await exited(child);

      // Recorded as sent: marked so, or accepted with a receipt not yet folded in (table or journal file).
      const journalDir = path.join(dataDir, 'mail-receipts');
      const journaled = fs.existsSync(journalDir)
        ? fs
            .readdirSync(journalDir)
            .flatMap((name) => fs.readFileSync(path.join(journalDir, name), 'utf8').split('\n'))
            .map((line) => Number(line.split(' ')[0]))
            .filter((id) => id > 0)
        : [];
      const recordedSent = await db
        .selectFrom('deliveries')
        .select('email')
        .where((eb) =>
          eb.or([
            eb('status', '=', 'sent'),
            eb('id', 'in', eb.selectFrom('delivery_receipts').select('delivery_id')),
            ...(journaled.length > 0 ? [eb('id', 'in', journaled)] : []),
          ]),
        )
        .execute()
        .then((rows) => rows.map((r) => r.email));
      const statuses = await db.selectFrom('deliveries').select('status').execute();
      expect(recordedSent.length).toBeGreaterThan(0);
      expect(recordedSent.length).toBeLessThan(RECIPIENTS);
      // Left mid-send: only the start-up recovery can put these back in the queue.
      expect(statuses.some((d) => d.status === 'sending')).toBe(true);

      child = await startApp(env);
      await waitUntil(async () => {
        const open = await db.selectFrom('campaigns').select('status').executeTakeFirstOrThrow();
        return open.status === 'done';
      });
      child.kill('SIGTERM');
      await exited(child);
      child = undefined;

      const counts = smtp.countsByRecipient();
      const everyone = numberedSubscribers(RECIPIENTS).map((s) => s.email);
      for (const email of everyone) expect(counts.get(email) ?? 0, email).toBeGreaterThanOrEqual(1);
      for (const email of recordedSent) expect(counts.get(email), email).toBe(1);
      const duplicates = [...counts.values()].reduce((sum, n) => sum + n - 1, 0);
      expect(duplicates).toBeLessThanOrEqual(CONCURRENCY);
      const final = await db.selectFrom('deliveries').select('status').execute();
      expect(final.every((d) => d.status === 'sent')).toBe(true);
    },
  );
});
