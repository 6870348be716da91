import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, testEngines, type TestApp } from './testing/helpers.ts';

/** A lone surrogate has no UTF-8 form: send the bytes a careless client would (CESU-8, invalid UTF-8). */
function encodePathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

/** What PostgreSQL and the integer columns cannot take: NUL, halves of surrogate pairs, huge numbers. */
const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '99999999999999999999',
  '2147483648',
  '-2147483649',
  '1e308',
  'NaN',
);
const nastyText = fc.oneof(nasty, fc.string({ unit: 'binary', maxLength: 20 }), fc.string({ maxLength: 20 }));
const nastyNumber = fc.constantFrom(2 ** 31, 2 ** 53, -(2 ** 31) - 1, 1e308, -0, 0.5);
/** The field names the endpoints read, so random values reach the validation of real fields. */
const fieldName = fc.constantFrom(
  'name',
  'email',
  'password',
  'title',
  'description',
  'subject',
  'message',
  'recipientType',
  'fullName',
  'role',
  'location',
  'mobile',
  'media_category',
  'media_type',
  'media_url',
  'alt_text',
  'id',
);

/**
 * Property: whatever a hostile visitor sends to any endpoint — random JSON, random strings, odd content
 * types, odd path segments and query strings, with or without a session — the server never answers 5xx
 * and stays up.
 */
describe.each(testEngines)('every endpoint under random input on %s', (engine) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {
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
      nasty,
    );
    const body = fc.oneof(
      fc
        .jsonValue({ maxDepth: 3 })
        .map((value) => ({ type: 'application/json', payload: JSON.stringify(value) })),
      fc
        .dictionary(fieldName, fc.oneof(nastyText, nastyNumber), { maxKeys: 5 })
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
      fc.oneof(fc.string({ maxLength: 30 }), nasty),
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
          const url = route.url.replace(/:(\w+)/g, () => encodePathSegment(value));
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
