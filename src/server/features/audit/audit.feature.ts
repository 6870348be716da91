import type { FastifyInstance } from 'fastify';
import { activityRoutes } from './activity.routes.ts';
import { createActivityPruning } from './audit-pruning.ts';
import { registerAuditTrail } from './audit-trail.ts';

/**
 * The activity log (docs/staff.md): `record` is added to the dashboard's scope before its routes, `routes`
 * are the Activity and Security settings panels' (permission 'staff'), and the pruning runs from start to
 * close.
 */
export function createAuditFeature(app: FastifyInstance, now: () => Date) {
  const pruning = createActivityPruning(app.db, app.log, now);
  return {
    record: (dashboard: FastifyInstance) => registerAuditTrail(dashboard, now),
    routes: activityRoutes(now),
    start: () => pruning.start(),
    stop: () => pruning.stop(),
  };
}
