import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicePaths } from '#shared/api/service-paths';
import { databaseCheck, HEALTH_CACHE_MS } from '#server/plugins/health-checks';
import { createTestApp, testEngines, type TestApp } from '#server/testing/helpers';

describe.each(testEngines)('health answers held for a moment on %s', (engine) => {
  let t: TestApp;
  let clock = 0;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { healthClock: () => clock });
  });
  afterAll(() => t.close());

  it('issue 24, hardening c: a flood of health checks asks the database once a second, and sees it go within a second', async () => {
    let queries = 0;
    let databaseGone = false;
    const real = databaseCheck(t.db);
    t.app.healthChecks.add({
      ...real,
      check: async () => {
        queries += 1;
        if (databaseGone) throw new Error('connection refused');
        await real.check();
      },
    });
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const urls = [servicePaths.health, servicePaths.healthReady];

    const flood = await Promise.all(Array.from({ length: 30 }, (_, i) => get(urls[i % 2]!)));
    expect(flood.map((response) => response.statusCode)).toEqual(Array(30).fill(200));
    for (let i = 0; i < 10; i++) expect((await get(servicePaths.health)).statusCode).toBe(200);
    expect(queries).toBe(1);

    databaseGone = true;
    clock += HEALTH_CACHE_MS - 1;
    expect((await get(servicePaths.health)).statusCode).toBe(200);
    expect(queries).toBe(1);

    clock += 1;
    for (const url of urls) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(503);
      expect(answer.json()).toMatchObject({ status: 'unavailable' });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(queries).toBe(2);

    databaseGone = false;
    clock += HEALTH_CACHE_MS;
    expect((await get(servicePaths.healthReady)).statusCode).toBe(200);
    expect(queries).toBe(3);
  });
});
