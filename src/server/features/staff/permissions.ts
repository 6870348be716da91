import type { FastifyInstance, RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Permission } from '#shared/staff/roles';
import type { RouteEntry } from '#server/types';

/**
 * Registers `plugin` with every route in it declaring `permission`, unless a route declares its own
 * (`config: { permission }`). The dashboard's routes are registered this way, one area at a time, so
 * app.ts reads as the table of which area needs which permission.
 */
export function requiring(permission: Permission, plugin: FastifyPluginAsyncZod) {
  return async (scope: FastifyInstance) => {
    scope.addHook('onRoute', (route: RouteOptions) => {
      // The same object the route table holds (app.ts): set, never replaced.
      const config = (route.config ??= {}) as RouteEntry['config'];
      config.permission ??= permission;
    });
    await scope.register(plugin);
  };
}

/** Marks the routes of the dashboard scope, so the check below (and the route-table tests) can find them. */
export function markDashboardRoute(route: RouteOptions): void {
  const config = (route.config ??= {}) as RouteEntry['config'];
  config.dashboard = true;
}

/** Stops the server at start when a dashboard route declares no permission (it would refuse everyone). */
export function assertPermissionsDeclared(routeTable: RouteEntry[]): void {
  const undeclared = routeTable.filter((route) => route.config.dashboard && !route.config.permission);
  if (undeclared.length > 0) {
    const list = undeclared.map((route) => `${route.method} ${route.url}`).join(', ');
    throw new Error(`Dashboard routes without a permission (features/staff/permissions.ts): ${list}`);
  }
}
