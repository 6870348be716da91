import type { FastifyInstance } from 'fastify';

/** The content a visitor reads: answered to anyone, and the same for everyone. */
export const PUBLIC_CONTENT_ROUTES = [
  'GET /api/content/statistics',
  'GET /api/content/slides',
  'GET /api/content/programmes',
  'GET /api/content/testimonials',
  'GET /api/content/videos',
  'GET /api/content/mission-areas',
  'GET /api/content/collaborations',
  'GET /api/content/mission-cards',
  'GET /api/content/site',
  'GET /api/content/about',
  'GET /api/content/vision',
  'GET /api/content/menus',
  'GET /api/content/team',
  'GET /api/content/pages',
  'GET /api/content/pages/by-slug/:slug',
  // A document of a visible page is public; of a draft, the answer says private, no-store (documents.test.ts).
  'GET /api/content/documents/:id/file',
];

/** The app's API routes (HEAD aside) that are not in `except`, as 'METHOD /path' with the route. */
export function apiRoutesExcept(app: FastifyInstance, except: Set<string>) {
  return app.routeTable.filter(
    (route) =>
      route.url.startsWith('/api/') && route.method !== 'HEAD' && !except.has(`${route.method} ${route.url}`),
  );
}
