import type { FastifyInstance } from 'fastify';
import { activityRoutes } from './activity.routes.ts';
import { registerAuditTrail } from './audit-trail.ts';

/**
 * The activity log (docs/staff.md): `record` is added to the dashboard's scope before its routes, `routes`
 * are the Activity and Security settings panels' (permission 'staff'). Entries older than the kept period
 * are erased by the daily clean-up (features/retention).
 */
export function createAuditFeature(now: () => Date) {
  return {
    record: (dashboard: FastifyInstance) => registerAuditTrail(dashboard, now),
    routes: activityRoutes(now),
  };
}
