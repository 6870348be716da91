import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_NOTIFICATIONS_LIMIT } from '#shared/constants';
import { createTestApp, testEngines, type TestApp } from '#server/testing/helpers';

/**
 * SPEC section 7: the home page shows the 4 newest notifications by notification_date. It asks the server
 * for them (`?limit=4`), so the server's order is the one the visitor sees, on either engine.
 */
describe.each(testEngines)('the home page’s newest notifications on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const seed = async (rows: { id: number; notification_date: string | null; date?: string | null }[]) => {
    await t.db.deleteFrom('notifications').execute();
    const now = new Date().toISOString();
    await t.db
      .insertInto('notifications')
      .values(
        rows.map((row) => ({
          title: `Notice ${row.id}`,
          description: 'd',
          date: row.date === undefined ? (row.notification_date?.slice(0, 10) ?? null) : row.date,
          notification_date: row.notification_date,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    t.app.responseCache.invalidate('notifications:');
  };
  const titles = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return (response.json() as { title: string }[]).map((n) => n.title);
  };

  it('answers ?limit=4 with at most the 4 newest by notification_date, newest first, undated never first', async () => {
    await seed([
      { id: 1, notification_date: '2026-01-05T10:00:00.000Z' },
      { id: 2, notification_date: '2026-03-01T10:00:00.000Z' },
      { id: 3, notification_date: null },
      { id: 4, notification_date: '2026-02-10T10:00:00.000Z' },
      { id: 5, notification_date: '2026-03-15T10:00:00.000Z' },
      { id: 6, notification_date: '2025-12-31T10:00:00.000Z' },
    ]);
    expect(await titles(`/api/get_notifications?limit=${HOME_NOTIFICATIONS_LIMIT}`)).toEqual([
      'Notice 5',
      'Notice 2',
      'Notice 4',
      'Notice 1',
    ]);
    expect(await titles('/api/get_notifications')).toEqual([
      'Notice 5',
      'Notice 2',
      'Notice 4',
      'Notice 1',
      'Notice 6',
      'Notice 3',
    ]);
  });

  it('orders a notice without a publication time by its calendar day, as the home page shows it', async () => {
    await seed([
      { id: 1, notification_date: '2026-03-01T10:00:00.000Z' },
      { id: 2, notification_date: null, date: '2026-03-10' },
      { id: 3, notification_date: '', date: '2026-02-01' },
      { id: 4, notification_date: null, date: null },
    ]);
    expect(await titles('/api/get_notifications')).toEqual(['Notice 2', 'Notice 1', 'Notice 3', 'Notice 4']);
  });
});
