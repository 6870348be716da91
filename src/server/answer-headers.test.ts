import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages';
import { SITE, withTestApp } from './testing/helpers.ts';
import { apiRoutesExcept, PUBLIC_CONTENT_ROUTES } from './testing/public-routes.ts';

/** Public answers that hold nothing personal; every other API answer must say no-store. */
const SHAREABLE = new Set([
  'GET /api/docs/openapi.json',
  'GET /api/get_notifications',
  'GET /api/images',
  'POST /api/add_subscription',
  'POST /api/contact',
  'POST /api/interest',
  ...PUBLIC_CONTENT_ROUTES,
]);

describe('headers of answers', () => {
  const t = withTestApp('sqlite');

  it('hardening 8: every admin answer, login and session says Cache-Control: no-store, errors included', async () => {
    const routes = apiRoutesExcept(t.app, SHAREABLE);
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/get_subscriptions',
        'GET /api/campaigns',
        'GET /api/session',
        'POST /api/login',
        'GET /api/inbox/contact',
      ]),
    );
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, '1');
      // Logging out with the test's cookie would end the session the other routes use.
      const withSession = route.url === '/api/logout' ? [] : [{ cookie: t.cookie, origin: SITE }];
      for (const headers of [...withSession, { origin: SITE }]) {
        const response = await t.app.inject({ method: route.method as 'GET', url, headers });
        expect(response.headers['cache-control'], `${route.method} ${url} (${response.statusCode})`).toBe(
          'no-store',
        );
      }
    }
  });

  it('hardening 8: the signed-in login answer is not stored either', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@example.org', password: 'correct horse battery staple' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('hardening 8: the public lists stay cacheable by revalidation', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/get_notifications' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('hardening 10: a malformed URL gets the same error body and security headers as any error, without echoing the path', async () => {
    for (const url of ['/%ff', '/api/%ff', '/api/delete_media/%E0%A4%A']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ error: messages.common.badUrl, code: 'bad_request' });
      expect(response.body).not.toContain('%');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBeDefined();
    }
  });

  it('hardening 10: a path parameter over its length answers 414 the same way', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/campaigns/${'1'.repeat(300)}/failures` });
    expect(response.statusCode).toBe(414);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
