import type { FastifyInstance } from 'fastify';
import { createRetentionJob } from './retention-job.ts';
import { retentionRoutes } from './retention.routes.ts';

/**
 * Keeping personal data (docs/retention.md): the panel's routes (permission 'staff') and the daily
 * clean-up, which runs from start to close.
 */
export function createRetentionFeature(app: FastifyInstance, now: () => Date) {
  const job = createRetentionJob(app, now);
  return { routes: retentionRoutes(now), start: job.start, stop: job.stop, runDue: job.runDue };
}
