/** What both sides of npm run bench:mail share: the campaign, its recipients and the result line. */
import { randomBytes } from 'node:crypto';

export const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
export const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
export const SUBJECT = 'News from the gurukul: the new term';
export const MESSAGE = [
  'Dear parents, teachers and students,',
  '',
  'The new term starts on Monday. Free English speaking classes continue every Saturday at 10 am,',
  'and the cyber security awareness session for government schools is on the 14th.',
  '',
  'Details and the timetable: https://gurukul.example.org/notifications',
  '',
  'Thank you for being part of our journey.',
].join('\n');

export interface RunResult {
  messages: number;
  seconds: number;
  perSecond: number;
  /** Highest RSS sampled every 100 ms while the messages were being sent. */
  peakMemoryMb: number;
  /** The process's lifetime high-water mark, start-up included (Linux VmHWM). */
  highWaterMb: number;
}

/** A child's result, on the line of its standard output that its parent reads. */
export function report(result: RunResult): void {
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
}

/**
 * A fresh SQLite DATA_DIR with the subscribers, an administrator and a signed-in session, written before the
 * app starts: the password login's scrypt (128 MiB for a moment) belongs to auth, not to the mail figures.
 */
export async function prepareDatabase(dataDir: string): Promise<string> {
  const { createDb, migrateToLatest } = await import('#server/db/database');
  const { hashToken } = await import('#server/features/auth/auth.service');
  const { db } = createDb({ dataDir, databaseUrl: undefined });
  await migrateToLatest(db);
  const now = new Date();
  const at = now.toISOString();
  const admin = await db
    .insertInto('admins')
    .values({
      email: 'admin@example.org',
      password_hash: 'not-used-by-the-benchmark',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      admin_id: admin.id,
      created_at: at,
      last_seen_at: at,
      expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
    })
    .execute();
  for (let start = 0; start < MESSAGES; start += 500) {
    const rows = Array.from({ length: Math.min(500, MESSAGES - start) }, (_, j) => ({
      email: `subscriber${start + j + 1}@example.org`,
      role: ['parent', 'teacher', 'student'][(start + j) % 3]!,
      status: 'active',
      subscribed_at: at,
      confirmed_at: at,
      unsubscribed_at: null,
    }));
    await db.insertInto('subscriptions').values(rows).execute();
  }
  await db.destroy();
  return `gurukul_session=${token}`;
}
