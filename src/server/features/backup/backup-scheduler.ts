import type { FastifyBaseLogger } from 'fastify';
import { dayInIndia, INDIA_OFFSET_MS } from '#shared/india-time';
import type { Db } from '#server/db/database';
import { recordAudit } from '#server/features/audit/audit.service';
import type { FileStorage } from '#server/storage/storage';
import { getSchedule, schedulePassphrase } from './backup-schedule.ts';
import { pruneBackups, storeBackup } from './stored-backups.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Scheduled backups are made from 2 a.m. India time, when the site is quiet. */
const FROM_HOUR_IN_INDIA = 2;

export interface SchedulerDeps {
  db: Db;
  storage: FileStorage;
  dataKey: Buffer;
  dataDir: string;
  log: FastifyBaseLogger;
  now: () => Date;
}

const say = {
  made: 'Made a scheduled backup',
  failed: 'A scheduled backup failed',
};

/** Whether the schedule asks for a backup now, given the day of the last one made (or tried). */
function due(frequency: string, now: Date, lastDay: string | undefined): boolean {
  if (frequency === 'off') return false;
  const hourInIndia = new Date(now.getTime() + INDIA_OFFSET_MS).getUTCHours();
  if (hourInIndia < FROM_HOUR_IN_INDIA) return false;
  const today = dayInIndia(now);
  if (!lastDay) return true;
  if (frequency === 'daily') return lastDay < today;
  return lastDay <= dayInIndia(new Date(now.getTime() - 7 * DAY_MS));
}

/**
 * Makes the scheduled backup when one is due, and removes the backups beyond the count kept. The India day
 * is claimed by inserting its row first: of several instances, one makes a day's backup. Answers the stored
 * backup's name when it made one.
 */
export async function runScheduledBackup(deps: SchedulerDeps): Promise<string | undefined> {
  const { db, now } = deps;
  const schedule = await getSchedule(db);
  const last = await db.selectFrom('backup_runs').select('day').orderBy('day', 'desc').executeTakeFirst();
  const passphrase = await schedulePassphrase(db, deps.dataKey);
  let made: string | undefined;
  if (passphrase && due(schedule.frequency, now(), last?.day)) {
    const day = dayInIndia(now());
    const claimed = await db
      .insertInto('backup_runs')
      .values({ day, started_at: now().toISOString(), finished_at: null, name: null, error: null })
      .onConflict((conflict) => conflict.column('day').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 1) made = await makeIt(deps, day, passphrase);
  }
  await pruneBackups(deps, schedule.keep, now());
  return made;
}

async function makeIt(deps: SchedulerDeps, day: string, passphrase: string): Promise<string | undefined> {
  const { db, now, log } = deps;
  const entry = { actorId: null, actorEmail: null, ip: null, area: 'Backup and restore', before: null };
  try {
    const stored = await storeBackup(deps, passphrase, 'scheduled');
    await db
      .updateTable('backup_runs')
      .set({ finished_at: now().toISOString(), name: stored.name })
      .where('day', '=', day)
      .execute();
    await recordAudit(db, log, {
      ...entry,
      at: now().toISOString(),
      action: say.made,
      target: stored.name,
      after: `${stored.size} bytes`,
    });
    log.info({ backup: stored.name, bytes: stored.size }, 'scheduled backup made');
    return stored.name;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.error({ err: error }, 'the scheduled backup failed');
    await db
      .updateTable('backup_runs')
      .set({ error: message.slice(0, 500) })
      .where('day', '=', day)
      .execute();
    await recordAudit(db, log, {
      ...entry,
      at: now().toISOString(),
      action: say.failed,
      target: null,
      after: message.slice(0, 300),
    });
    return undefined;
  }
}

/**
 * Checks the schedule at start and every hour after, on each instance (the day's claim makes one backup).
 * The timer never keeps the process alive and stops when the app closes.
 */
export function createBackupScheduler(deps: SchedulerDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = runScheduledBackup(deps).catch((error: unknown) =>
      deps.log.error({ err: error }, 'the backup schedule could not be checked'),
    );
  };
  return {
    start() {
      run();
      timer = setInterval(run, HOUR_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
