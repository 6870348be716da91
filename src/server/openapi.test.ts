import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from './plugins/openapi.ts';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './testing/helpers.ts';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: unknown[];
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Fastify's `/a/:id` is OpenAPI's `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { MAIL_SECRET: 'a secret that must never be published' });
    const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    doc = response.json<OpenApiDocument>();
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1, public, and holds no secrets', () => {
    expect(doc.openapi).toBe('3.1.0');
    const text = JSON.stringify(doc);
    expect(text).not.toContain(ADMIN_PASSWORD);
    expect(text).not.toContain('a secret that must never be published');
  });

  it('describes every API route with a schema for its successful answer', () => {
    const routes = t.app.routeTable.filter(
      (route) => route.method !== 'HEAD' && route.url.startsWith('/api/') && route.url !== OPENAPI_PATH,
    );
    const undescribed = routes.filter((route) => {
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const responses = Object.entries(operation?.responses ?? {});
      // A redirect has no body to describe; any other success must say what its body is.
      if (responses.some(([status]) => status.startsWith('3'))) return false;
      const success = responses.find(([status]) => status.startsWith('2'));
      return !success?.[1].content || !Object.values(success[1].content).every((media) => media.schema);
    });
    expect(undescribed.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('refused requests still get their error body: no response schema turns them into a 500', async () => {
    const cookie = await t.login();
    for (const route of t.app.routeTable.filter((r) => r.method !== 'HEAD' && r.url !== '/api/logout')) {
      const url = `${route.url.replace(/:(\w+)/g, 'x')}?token=&limit=0&cursor=%00`;
      // An empty JSON body is refused before validation, by the error handler.
      const json = { 'content-type': 'application/json' };
      for (const headers of [json, { ...json, cookie }]) {
        const response = await t.app.inject({ method: route.method as 'GET', url, headers, payload: '' });
        expect(response.statusCode, `${route.method} ${url}: ${response.body}`).toBeLessThan(500);
      }
    }
  });

  it('marks the administrator routes as needing the session cookie', () => {
    expect(doc.paths['/api/get_subscriptions']?.get?.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/get_notifications']?.get?.security).toBeUndefined();
  });

  it('keeps the spec paths exactly as written', () => {
    for (const path of [
      '/api/get_notifications',
      '/api/images',
      '/api/login',
      '/api/submit_media',
      '/api/update_media/{id}',
      '/api/delete_media/{id}',
      '/api/add_notification',
      '/api/update_notification/{id}',
      '/api/delete_notification/{id}',
      '/api/get_subscriptions',
      '/api/send_email',
      '/api/add_subscription',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
