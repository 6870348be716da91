import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEngines, type TestApp } from '#server/testing/helpers';

describe.each(testEngines)('GET /api/health on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('answers 200 once migrations ran', async () => {
    const tables = await t.db.introspection.getTables();
    expect(tables.map((table) => table.name)).toContain('notifications');
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
