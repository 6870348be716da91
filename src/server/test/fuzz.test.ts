import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Property: whatever a hostile visitor sends to any endpoint — random JSON, random strings, odd content
 * types, odd path segments and query strings, with or without a session — the server never answers 5xx
 * and stays up.
 */
describe('every endpoint under random input', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      FORM_RATE_LIMIT_PER_MINUTE: '100000',
      SUBSCRIBE_RATE_LIMIT_PER_MINUTE: '100000',
    });
    cookie = await t.login();
  });
  afterAll(() => t.close());

  it('never answers 500', async () => {
    const routes = t.app.routeTable.filter(
      (route) => route.url.startsWith('/api/') && route.method !== 'HEAD',
    );
    const segment = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.integer().map(String),
      fc.constantFrom('1', '0', '-1', '%00', '..%2f'),
    );
    const body = fc.oneof(
      fc
        .jsonValue({ maxDepth: 3 })
        .map((value) => ({ type: 'application/json', payload: JSON.stringify(value) })),
      fc.string({ maxLength: 200 }).map((value) => ({ type: 'application/json', payload: value })),
      fc.string({ maxLength: 200 }).map((value) => ({ type: 'text/plain', payload: value })),
      fc
        .string({ maxLength: 200 })
        .map((value) => ({ type: 'multipart/form-data; boundary=x', payload: value })),
      fc.constant({ type: undefined, payload: undefined }),
    );
    const query = fc.dictionary(
      fc.constantFrom('category', 'limit', 'cursor', 'token', 'sort', 'x'),
      fc.string({ maxLength: 30 }),
      {
        maxKeys: 3,
      },
    );

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        segment,
        body,
        query,
        fc.boolean(),
        async (route, value, input, params, withSession) => {
          const url = route.url.replace(/:(\w+)/g, () => encodeURIComponent(value));
          const search = new URLSearchParams(params).toString();
          const response = await t.app.inject({
            method: route.method as 'POST',
            url: search ? `${url}?${search}` : url,
            headers: {
              ...(withSession ? { cookie } : {}),
              ...(input.type ? { 'content-type': input.type } : {}),
            },
            payload: route.method === 'GET' ? undefined : input.payload,
          });
          if (response.statusCode >= 500) {
            throw new Error(`${route.method} ${url} answered ${response.statusCode}: ${response.body}`);
          }
        },
      ),
      { numRuns: 400 },
    );
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
