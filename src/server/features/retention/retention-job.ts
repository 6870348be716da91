import type { FastifyInstance } from 'fastify';
import { createJobRunner, enqueueJob, type ClaimedJob } from '#server/features/jobs/jobs.service';
import { dayInIndia } from '#shared/india-time';
import { getLastRun, getRetentionPeriods, saveLastRun } from './retention-settings.ts';
import { eraseExpired, nextDay, reportRun, runTimeOfDay } from './retention-run.ts';

/** The daily clean-up's jobs (decision 014): one per India day, its ref that day. */
export const RETENTION_JOB = 'retention';
/** An idle instance looks for the day's job this often; the job is due at 02:30 India time. */
const POLL_MS = 10 * 60 * 1000;

/**
 * The daily clean-up as a job of the database's queue: whichever instance claims a day's job runs it (a
 * claim is held by one instance at a time), and the day's run is recorded, so an instance that starts later
 * the same day, or claims the job again after a crash, finds it done. Each run asks for the next day's.
 */
export function createRetentionJob(app: FastifyInstance, now: () => Date) {
  const { db } = app;
  const ask = (day: string) =>
    enqueueJob(db, {
      kind: RETENTION_JOB,
      ref: day,
      runAfter: runTimeOfDay(day).toISOString(),
      now: now().toISOString(),
    });

  async function handle(job: ClaimedJob) {
    const day = job.ref;
    const last = await getLastRun(db);
    if (!last || last.day < day) {
      const at = now();
      const erased = await eraseExpired(db, app.storage, app.log, await getRetentionPeriods(db), at);
      await saveLastRun(db, { day, at: now().toISOString(), erased });
      await reportRun(db, app.log, erased, at);
    }
    await ask(nextDay(day));
    return 'done' as const;
  }

  const runner = createJobRunner({
    db,
    engine: app.dbEngine,
    log: app.log,
    filter: { kind: RETENTION_JOB },
    handle,
    pollMs: POLL_MS,
    now,
  });

  return {
    /** Asks for today's run (due at once when its time has passed) and waits for it on this instance. */
    async start() {
      await ask(dayInIndia(now()));
      runner.start();
      await runner.runDue();
    },
    stop: () => runner.stop(),
    /** Runs what is due now on this instance (tests move the clock, then call it). */
    runDue: () => runner.runDue(),
  };
}
