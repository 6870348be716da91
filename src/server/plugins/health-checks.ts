import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '#server/db/database';
import type { DependencyHealth, HealthReport } from '#shared/api/health';

/** A dependency the health answers report on. `required`: the instance is not ready while it is down. */
export interface HealthCheck {
  name: string;
  required: boolean;
  /** Resolves when the dependency works; rejects (or takes longer than the timeout) when it does not. */
  check(): Promise<void>;
}

/** Each check gets this long; a load balancer's probe usually waits a few seconds for the whole answer. */
export const HEALTH_CHECK_TIMEOUT_MS = 2000;

/**
 * A report is reused this long, so a flood of probes (several balancers, or someone hammering the endpoint)
 * costs the dependencies one round a second; a dependency that goes away shows within about a second.
 */
export const HEALTH_CACHE_MS = 1000;

/** Milliseconds on any steady scale (performance.now by default; tests move their own). */
export type HealthClock = () => number;

class TimedOut extends Error {
  constructor(name: string) {
    super(`${name} did not answer within ${HEALTH_CHECK_TIMEOUT_MS} ms`);
  }
}

async function withinTimeout(check: HealthCheck): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(check.name)), HEALTH_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check.check(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The dependencies of this instance, each registered once by whoever owns it (the database, Redis, the
 * file storage), run together for the health requests of one second (HEALTH_CACHE_MS): the requests that
 * come while a round runs, or soon after it started, share its report. A change of state is logged once,
 * not on every probe.
 */
export class HealthChecks {
  private readonly checks = new Map<string, HealthCheck>();
  private readonly down = new Set<string>();
  private latest: { startedAt: number; report: Promise<HealthReport> } | undefined;
  /** Set once the app is ready (migrated, rendered) and until it starts closing. */
  serving = false;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly clock: HealthClock = () => performance.now(),
  ) {}

  /** Adds a check; one added under a name already known replaces it (another storage, say). */
  add(check: HealthCheck): void {
    this.checks.set(check.name, check);
    this.latest = undefined;
  }

  run(): Promise<HealthReport> {
    const now = this.clock();
    if (!this.latest || now - this.latest.startedAt >= HEALTH_CACHE_MS) {
      this.latest = { startedAt: now, report: this.runAll() };
    }
    return this.latest.report;
  }

  private async runAll(): Promise<HealthReport> {
    const dependencies = await Promise.all([...this.checks.values()].map((check) => this.runOne(check)));
    const failed = dependencies.some((dependency) => dependency.required && dependency.status === 'down');
    return { status: failed ? 'unavailable' : 'ok', dependencies };
  }

  private async runOne(check: HealthCheck): Promise<DependencyHealth> {
    const started = performance.now();
    let error: unknown;
    try {
      await withinTimeout(check);
    } catch (caught) {
      error = caught;
    }
    const ms = Math.round(performance.now() - started);
    if (error !== undefined && !this.down.has(check.name)) {
      this.down.add(check.name);
      this.log.warn({ err: error }, `health: ${check.name} is down`);
    } else if (error === undefined && this.down.delete(check.name)) {
      this.log.info(`health: ${check.name} is up again`);
    }
    return { name: check.name, required: check.required, status: error === undefined ? 'up' : 'down', ms };
  }
}

export const databaseCheck = (db: Db): HealthCheck => ({
  name: 'database',
  required: true,
  check: async () => {
    await sql`select 1`.execute(db);
  },
});

/** Local files: the folder takes a new file (a full or read-only disk fails here). */
export const directoryCheck = (name: string, dir: string): HealthCheck => ({
  name,
  required: true,
  check: async () => {
    const probe = path.join(dir, `.health-${randomBytes(6).toString('hex')}`);
    await fs.writeFile(probe, '');
    await fs.rm(probe, { force: true });
  },
});

/** `app.healthChecks`, with the database; `serving` follows the app from ready to closing. */
export function registerHealthChecks(app: FastifyInstance, clock?: HealthClock): HealthChecks {
  const checks = new HealthChecks(app.log, clock);
  app.decorate('healthChecks', checks);
  checks.add(databaseCheck(app.db));
  app.addHook('preClose', (done) => {
    checks.serving = false;
    done();
  });
  return checks;
}
