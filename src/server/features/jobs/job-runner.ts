import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbEngine } from '#server/db/database';
import * as jobs from './jobs.repository.ts';

/** What a handler says when it returns: the job is finished, or goes back to the queue (the server stops). */
export type JobOutcome = 'done' | 'release';

export interface JobRunnerOptions {
  db: Db;
  engine: DbEngine;
  log: FastifyBaseLogger;
  /** The jobs this runner takes. */
  filter: jobs.JobFilter;
  handle: (job: jobs.ClaimedJob) => Promise<JobOutcome>;
  /** How long a claim holds without renewal; renewed every third of it while the job runs. */
  leaseMs?: number;
  /** How often an idle runner looks for due jobs (another instance may have added them). */
  pollMs?: number;
  /** When a job whose handler threw is tried again. */
  retryMs?: number;
  /** 'manual': nothing runs until runDue() is called (tests drive the work step by step). */
  mode?: 'background' | 'manual';
  now?: () => Date;
  /** Called when a look for due jobs found none. */
  onIdle?: () => void;
}

/** This instance's name in `locked_by`: the host and process, and a random part for apps sharing a process. */
function workerName(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/**
 * Runs the jobs of one kind on this instance, one at a time: polls the database for due jobs (and looks at
 * once when kicked), claims one under a lease that is renewed while it runs, and removes it when it is done.
 * A job whose handler throws goes back to the queue for a later try; a job held by an instance that died is
 * claimed again by any instance once its lease has run out.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { db, engine, log, filter } = options;
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 1000;
  const now = options.now ?? (() => new Date());
  const lockedBy = workerName();
  let loop: Promise<void> | undefined;
  let again = false;
  let started = false;
  let stopping = false;
  let poller: NodeJS.Timeout | undefined;
  const timers = new Set<NodeJS.Timeout>();
  let current: jobs.ClaimedJob | undefined;

  const later = (ms: number) => new Date(now().getTime() + ms).toISOString();

  async function runOne(): Promise<boolean> {
    const job = await jobs.claimJob(db, engine, filter, {
      now: now().toISOString(),
      leaseUntil: later(leaseMs),
      lockedBy,
    });
    if (!job) {
      options.onIdle?.();
      return false;
    }
    current = job;
    const renewal = setInterval(() => {
      jobs.renewLease(db, job, lockedBy, later(leaseMs)).then(
        (held) => held || log.warn({ job }, 'a job outlived its lease; another instance may take it'),
        (error: unknown) => log.warn({ err: error, job }, 'a job lease could not be renewed'),
      );
    }, leaseMs / 3);
    renewal.unref();
    try {
      const outcome = await options.handle(job);
      if (outcome === 'done') await jobs.completeJob(db, job, lockedBy);
      else await jobs.releaseJob(db, job, lockedBy, now().toISOString());
    } catch (error) {
      log.error({ err: error, job }, 'a job failed; it is tried again later');
      await jobs.releaseJob(db, job, lockedBy, later(options.retryMs ?? 30_000));
    } finally {
      clearInterval(renewal);
      current = undefined;
    }
    return true;
  }

  /** Claims and runs due jobs until none is left; a call while it runs makes it look once more. */
  function runDue(): Promise<void> {
    if (!started || stopping) return Promise.resolve();
    if (loop) {
      again = true;
      return loop;
    }
    loop = (async () => {
      try {
        do {
          again = false;
          while (!stopping && (await runOne()));
        } while (again && !stopping);
      } catch (error) {
        log.error({ err: error, kind: filter.kind }, 'looking for due jobs failed; trying again shortly');
      } finally {
        loop = undefined;
      }
    })();
    return loop;
  }

  return {
    lockedBy,
    /** Starts taking jobs: at once, then on every poll (in the background mode). */
    start(): void {
      started = true;
      stopping = false;
      if (options.mode === 'manual') return;
      poller = setInterval(() => void runDue(), pollMs);
      poller.unref();
      void runDue();
    },
    /** Stops claiming and waits for the job in progress. */
    async stop(): Promise<void> {
      stopping = true;
      clearInterval(poller);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await loop;
    },
    /** A job was added here: look now, or when it becomes due (background mode). */
    kick(at?: Date): void {
      if (options.mode === 'manual' || stopping) return;
      const wait = at ? at.getTime() - now().getTime() : 0;
      if (wait <= 0) {
        void runDue();
        return;
      }
      // Further away, the poll finds it (and a timer could not wait weeks anyway).
      if (wait > pollMs) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        void runDue();
      }, wait);
      timer.unref();
      timers.add(timer);
    },
    runDue,
    /** The job this instance is running, if any. */
    get current(): jobs.ClaimedJob | undefined {
      return current;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
