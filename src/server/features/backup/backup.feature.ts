import type { FastifyInstance } from 'fastify';
import { createBackupScheduler } from './backup-scheduler.ts';
import { backupRoutes } from './backup.routes.ts';

/**
 * Backup and restore (docs/backup.md): the owner's panel's routes (permission 'staff') and the schedule,
 * checked from start to close.
 */
export function createBackupFeature(app: FastifyInstance, now: () => Date) {
  const scheduler = createBackupScheduler({
    db: app.db,
    storage: app.storage,
    dataKey: app.dataKey,
    dataDir: app.config.dataDir,
    log: app.log,
    now,
  });
  return {
    routes: backupRoutes(now),
    start: () => scheduler.start(),
    stop: () => scheduler.stop(),
  };
}
