import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { servicePaths } from '#shared/api/service-paths';
import { healthReportSchema } from '#shared/api/health';
import { createTestApp, testEngines, type TestApp } from '#server/testing/helpers';
import { testRedisUrl, uniqueRedisPrefix } from '#server/testing/redis';
import { HEALTH_CHECK_TIMEOUT_MS } from '#server/plugins/health-checks';

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });
const statuses = (body: unknown) =>
  Object.fromEntries(healthReportSchema.parse(body).dependencies.map((d) => [d.name, d.status]));

describe.each(testEngines)('health on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('answers 200 once migrations ran, reporting the database and the storage, never stored', async () => {
    const tables = await t.db.introspection.getTables();
    expect(tables.map((table) => table.name)).toContain('notifications');
    for (const url of [servicePaths.health, servicePaths.healthReady]) {
      const response = await get(t, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok' });
      expect(statuses(response.json())).toEqual({ database: 'up', storage: 'up' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const live = await get(t, servicePaths.healthLive);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
  });

  it('issue 14: a required dependency that fails or hangs makes health and ready 503; live stays 200', async () => {
    t.app.healthChecks.add({
      name: 'optional',
      required: false,
      check: () => Promise.reject(new Error('x')),
    });
    expect((await get(t, servicePaths.health)).statusCode).toBe(200);

    t.app.healthChecks.add({ name: 'hanging', required: true, check: () => new Promise(() => {}) });
    const started = Date.now();
    const health = await get(t, servicePaths.health);
    expect(Date.now() - started).toBeLessThan(HEALTH_CHECK_TIMEOUT_MS + 1000);
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unavailable' });
    expect(statuses(health.json())).toEqual({
      database: 'up',
      storage: 'up',
      optional: 'down',
      hanging: 'down',
    });
    expect((await get(t, servicePaths.healthReady)).statusCode).toBe(503);
    expect((await get(t, servicePaths.healthLive)).statusCode).toBe(200);

    t.app.healthChecks.add({ name: 'hanging', required: true, check: async () => {} });
    expect((await get(t, servicePaths.healthReady)).statusCode).toBe(200);
  });
});

describe('the health endpoints in the OpenAPI document', () => {
  it('issue 14: describes each with its answers', async () => {
    const t = await createTestApp('sqlite');
    try {
      const doc = (await get(t, servicePaths.openApi)).json<{ paths: Record<string, { get?: object }> }>();
      for (const url of [servicePaths.health, servicePaths.healthReady]) {
        expect(Object.keys(doc.paths[url]?.get ?? {}), url).toContain('responses');
        expect(doc.paths[url]).toHaveProperty(['get', 'responses', '503']);
      }
      expect(doc.paths[servicePaths.healthLive]).toHaveProperty(['get', 'responses', '200']);
    } finally {
      await t.close();
    }
  });
});

describe('readiness while shutting down', () => {
  it('issue 14: ready answers 503 once the app stops serving, which it does as soon as it starts closing', async () => {
    const t = await createTestApp('sqlite');
    expect((await get(t, servicePaths.healthReady)).statusCode).toBe(200);
    t.app.healthChecks.serving = false;
    const ready = await get(t, servicePaths.healthReady);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', dependencies: [] });
    expect((await get(t, servicePaths.healthLive)).statusCode).toBe(200);

    t.app.healthChecks.serving = true;
    const closing = t.close();
    await vi.waitFor(() => expect(t.app.healthChecks.serving).toBe(false));
    await closing;
  });
});

describe('health with Redis', () => {
  const prefix = uniqueRedisPrefix();

  it('issue 14: REDIS_URL pointing at a closed port: redis down, health and ready 503, live 200', async () => {
    // Nothing listens on this port.
    const t = await createTestApp('sqlite', { REDIS_URL: 'redis://127.0.0.1:4349' });
    try {
      const health = await get(t, servicePaths.health);
      expect(health.statusCode).toBe(503);
      expect(statuses(health.json())).toEqual({ database: 'up', storage: 'up', redis: 'down' });
      expect((await get(t, servicePaths.healthReady)).statusCode).toBe(503);
      expect((await get(t, servicePaths.healthLive)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it.skipIf(!testRedisUrl)('issue 14: reports Redis up when it answers', async () => {
    const t = await createTestApp('sqlite', { REDIS_URL: testRedisUrl!, REDIS_KEY_PREFIX: prefix });
    try {
      const ready = await get(t, servicePaths.healthReady);
      expect(ready.statusCode).toBe(200);
      expect(statuses(ready.json())).toEqual({ database: 'up', storage: 'up', redis: 'up' });
    } finally {
      await t.close();
    }
  });
});
