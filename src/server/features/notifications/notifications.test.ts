import { describe, expect, it } from 'vitest';
import { createTestApp, testEngines, withTestApp } from '#server/testing/helpers';

describe.each(testEngines)('notifications API on %s', (engine) => {
  const t = withTestApp(engine);

  const add = (payload: unknown) => t.send('POST', '/api/add_notification', payload);

  it('adds a notification with its dates and the spec message', async () => {
    const response = await add({
      title: '  NMMS results  ',
      description: '* 12 students passed\n- 3 scholarships',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Notification added successfully!');
    expect(body.notification).toMatchObject({
      title: 'NMMS results',
      description: '* 12 students passed\n- 3 scholarships',
    });
    expect(body.notification.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(body.notification.notification_date).toISOString()).toBe(
      body.notification.notification_date,
    );
  });

  it('requires both title and description', async () => {
    for (const payload of [
      { title: '', description: 'x' },
      { title: 'x', description: '   ' },
      { title: 'x' },
      {},
    ]) {
      const response = await add(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'Title and description are both required.',
        code: 'bad_request',
      });
    }
  });

  it('refuses an oversized title', async () => {
    const response = await add({ title: 'x'.repeat(201), description: 'ok' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('The title can be at most 200 characters.');
  });

  it('lists every notification newest first by notification_date, publicly', async () => {
    await t.db.deleteFrom('notifications').execute();
    const now = new Date().toISOString();
    await t.db
      .insertInto('notifications')
      .values([
        {
          title: 'old',
          description: 'd',
          date: '2026-01-01',
          notification_date: '2026-01-01T10:00:00.000Z',
          created_at: now,
          updated_at: now,
        },
        {
          title: 'new',
          description: 'd',
          date: '2026-03-01',
          notification_date: '2026-03-01T10:00:00.000Z',
          created_at: now,
          updated_at: now,
        },
        {
          title: 'mid',
          description: 'd',
          date: '2026-02-01',
          notification_date: '2026-02-01T10:00:00.000Z',
          created_at: now,
          updated_at: now,
        },
      ])
      .execute();
    await add({ title: 'today', description: 'd' }); // also drops the cached list
    const response = await t.app.inject({ method: 'GET', url: '/api/get_notifications' });
    expect(response.statusCode).toBe(200);
    const list = response.json() as { title: string; id: number }[];
    expect(list.map((n) => n.title)).toEqual(['today', 'new', 'mid', 'old']);
    expect(Object.keys(list[0]!).sort()).toEqual(['date', 'description', 'id', 'notification_date', 'title']);

    const limited = await t.app.inject({ method: 'GET', url: '/api/get_notifications?limit=2' });
    expect((limited.json() as { title: string }[]).map((n) => n.title)).toEqual(['today', 'new']);
  });

  it('answers a repeated request with 304 through the ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/get_notifications' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/get_notifications',
      headers: { 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
  });

  it('updates and deletes with the spec messages, and 404 for an unknown id', async () => {
    const created = (await add({ title: 't', description: 'd' })).json().notification;
    const updated = await t.send('PUT', `/api/update_notification/${created.id}`, {
      title: 'changed',
      description: 'new text',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Notification updated successfully!',
      notification: { title: 'changed' },
    });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/get_notifications' })).json() as {
      id: number;
      title: string;
    }[];
    expect(listed.find((n) => n.id === created.id)?.title).toBe('changed');

    const removed = await t.send('DELETE', `/api/delete_notification/${created.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Notification deleted successfully!' });

    const again = await t.send('DELETE', `/api/delete_notification/${created.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: 'Notification not found', code: 'not_found' });
    const missing = await t.send('PUT', '/api/update_notification/999999', { title: 'a', description: 'b' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses ids that are not positive integers', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '1;DROP TABLE notifications']) {
      const response = await t.send('DELETE', `/api/delete_notification/${encodeURIComponent(id)}`);
      expect(response.statusCode).toBe(400);
    }
  });

  it('stores SQL-looking text as plain text', async () => {
    const title = "Robert'); DROP TABLE notifications;--";
    const created = await add({ title, description: "' OR '1'='1" });
    expect(created.statusCode).toBe(201);
    const list = (await t.app.inject({ method: 'GET', url: '/api/get_notifications' })).json() as {
      title: string;
    }[];
    expect(list.some((n) => n.title === title)).toBe(true);
  });
});

describe('compressed answers', () => {
  it('sends brotli or gzip to clients that accept it, and the same JSON once decoded', async () => {
    const { gunzipSync, brotliDecompressSync } = await import('node:zlib');
    const t = await createTestApp('sqlite');
    try {
      const cookie = await t.login();
      for (let i = 0; i < 20; i += 1) {
        await t.app.inject({
          method: 'POST',
          url: '/api/add_notification',
          headers: { cookie },
          payload: {
            title: `Notice ${i}`,
            description: 'Classes resume on Monday. Bring your school ID card.',
          },
        });
      }
      const plain = await t.app.inject({ method: 'GET', url: '/api/get_notifications' });
      const br = await t.app.inject({
        method: 'GET',
        url: '/api/get_notifications',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      const gz = await t.app.inject({
        method: 'GET',
        url: '/api/get_notifications',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    } finally {
      await t.close();
    }
  });
});
