import { describe, expect, it } from 'vitest';
import { can, roles, type Role } from '#shared/staff/roles';
import { testEngines, withTestApp } from '#server/testing/helpers';
import { assertPermissionsDeclared } from './permissions.ts';

/** A path of the route with each parameter filled, so the router finds the route itself. */
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => (name === 'year' ? '2025' : '1'));

describe.each(testEngines)('roles against every dashboard route (%s)', (engine) => {
  const t = withTestApp(engine);
  const dashboardRoutes = () =>
    t.app.routeTable.filter((route) => route.config.dashboard && route.method !== 'HEAD');

  it('every dashboard route declares the permission it needs', () => {
    const routes = dashboardRoutes();
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.filter((route) => !route.config.permission).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('a route that declares none stops the server at start', () => {
    const undeclared = { method: 'GET', url: '/api/forgotten', config: { dashboard: true } };
    expect(() => assertPermissionsDeclared([undeclared])).toThrow('GET /api/forgotten');
  });

  it.each(roles)(
    'the %s role is refused with 403 exactly where its permissions end, and let through elsewhere',
    async (role: Role) => {
      const cookie = await t.loginAs(role);
      const wrong: string[] = [];
      for (const route of dashboardRoutes()) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { cookie, 'content-type': 'application/json' },
          payload: '{}',
        });
        const allowed = can(role, route.config.permission!);
        const refused = response.statusCode === 403 && response.json().error !== undefined;
        if (allowed === refused || response.statusCode === 401 || response.statusCode >= 500) {
          wrong.push(`${route.method} ${route.url} (${route.config.permission}): ${response.statusCode}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
