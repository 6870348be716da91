import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/database';
import { pruneAuditEntries } from './audit.repository.ts';
import { getSecuritySettings } from './security-settings.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes the entries older than the kept period of the security settings; answers how many went. */
export async function pruneActivity(db: Db, now: Date): Promise<number> {
  const { activityKeptDays } = await getSecuritySettings(db);
  return pruneAuditEntries(db, new Date(now.getTime() - activityKeptDays * DAY_MS).toISOString());
}

/**
 * Prunes at start and every 24 hours after (each instance: removing what is already gone is harmless). The
 * timer never keeps the process alive and stops when the app closes.
 */
export function createActivityPruning(db: Db, log: FastifyBaseLogger, now: () => Date) {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const removed = await pruneActivity(db, now());
      if (removed > 0) log.info({ removed }, 'activity entries older than the kept period removed');
    } catch (error) {
      log.error({ err: error }, 'the activity log could not be pruned');
    }
  };
  return {
    async start() {
      await run();
      timer = setInterval(() => void run(), DAY_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
