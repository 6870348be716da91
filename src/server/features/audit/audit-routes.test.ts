import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { activityPaths } from '#shared/api/activity';
import { notificationPaths } from '#shared/api/notifications';
import { createTestApp, SITE, testEngines, withTestApp } from '#server/testing/helpers';
import { insertAuditEntry } from './audit.repository.ts';
import { retentionPaths } from '#shared/api/retention';

const CHANGES = ['POST', 'PUT', 'PATCH', 'DELETE'];

describe.each(testEngines)('the activity log against the route table (%s)', (engine) => {
  const t = withTestApp(engine, {}, { startMailWorker: false });
  const dashboardChanges = () =>
    t.app.routeTable.filter((route) => route.config.dashboard && CHANGES.includes(route.method));

  it('every change the dashboard can make declares the words the activity log records it with', () => {
    const routes = dashboardChanges();
    expect(routes.length).toBeGreaterThan(60);
    const undeclared = routes.filter(
      (route) => route.config.audit === undefined || route.config.audit === '',
    );
    expect(undeclared.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('only a POST may be left out of the log (one that changes nothing: a preview, a challenge to sign)', () => {
    const left = dashboardChanges().filter((route) => route.config.audit === false);
    expect(left.some((route) => /preview/.test(route.url))).toBe(true);
    expect(
      left.filter((route) => route.method !== 'POST').map((route) => `${route.method} ${route.url}`),
    ).toEqual([]);
  });

  it('no route of the product changes or removes an entry of the log', async () => {
    const logRoutes = t.app.routeTable.filter((route) => route.url.startsWith(activityPaths.list));
    expect(logRoutes.map((route) => route.method).filter((method) => method !== 'HEAD')).toEqual([
      'GET',
      'GET',
      'GET',
    ]);
    await insertAuditEntry(t.db, {
      at: new Date().toISOString(),
      actorId: null,
      actorEmail: 'someone@example.org',
      ip: null,
      area: 'Notifications',
      action: 'Published a notification',
      target: null,
      before: null,
      after: null,
    });
    const { id } = await t.db
      .selectFrom('audit_log')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of [activityPaths.list, `${activityPaths.list}/${id}`]) {
        const response = await t.app.inject({ method, url, headers: { cookie: t.cookie, origin: SITE } });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(await t.db.selectFrom('audit_log').select('id').where('id', '=', id).executeTakeFirst()).toEqual({
      id,
    });
  });
});

describe.each(testEngines)('keeping the activity log for the period of the settings (%s)', (engine) => {
  const t = withTestApp(engine, {}, { startMailWorker: false });

  it('keeps 2 years by default; the period is one value, the same in Keeping personal data', async () => {
    expect((await t.send('GET', activityPaths.securitySettings)).json()).toEqual({ activityKeptDays: 730 });
    expect((await t.send('GET', retentionPaths.settings)).json().periods['activity-log']).toBe(730);
    // Entries older than the period are erased by the daily clean-up (retention-job.test.ts).
    const changed = await t.send('PUT', activityPaths.securitySettings, { activityKeptDays: 30 });
    expect(changed.statusCode).toBe(200);
    expect((await t.send('GET', retentionPaths.settings)).json().periods['activity-log']).toBe(30);
  });

  it('refuses a period under 30 days or over 10 years with 400 naming the field, and keeps the one set', async () => {
    for (const days of [29, 3651, 'a year']) {
      const response = await t.send('PUT', activityPaths.securitySettings, { activityKeptDays: days });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'activityKeptDays',
        error: 'Keep the activity log for at least 30 days and at most 3650 days (10 years).',
      });
    }
    expect((await t.send('GET', activityPaths.securitySettings)).json()).toEqual({ activityKeptDays: 30 });
  });
});

describe.each(testEngines)('a change when its entry cannot be written (%s)', (engine) => {
  it('still succeeds, and the failure is logged', async () => {
    let logged = '';
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    const t = await createTestApp(engine, { LOG_LEVEL: 'error' }, { startMailWorker: false, logStream });
    try {
      const cookie = await t.login();
      await sql`drop table audit_log`.execute(t.db);
      const response = await t.app.inject({
        method: 'POST',
        url: notificationPaths.add,
        headers: { cookie, origin: SITE },
        payload: { title: 'Holiday on Monday', description: 'The school is closed.' },
      });
      expect(response.statusCode).toBe(201);
      expect(logged).toContain('the activity log could not record a change');
    } finally {
      await t.close();
    }
  });
});
