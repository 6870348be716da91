import { describe, expect, it } from 'vitest';
import { notificationPaths } from '#shared/api/notification-paths';
import { HOME_NOTIFICATIONS_LIMIT } from '#shared/constants';
import type { HTTPMethods } from 'fastify';
import { SITE, testEngines, type TestApp } from '#server/testing/helpers';
import { loadRenderableSite } from '../content/site-content.service.ts';
import { appsOnFakeBuild } from './testing/fake-build.ts';

/**
 * Issue 31: the home page carries its latest notifications in its HTML, so readers without JavaScript see
 * them. Each change to the notifications renders the site again, so the HTML follows within a second.
 */
/** The app signed in as the administrator: sends a change as the dashboard does. */
async function dashboardOf(t: TestApp) {
  const cookie = await t.login();
  return (method: HTTPMethods, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie, origin: SITE } });
}

describe.each(testEngines)('issue 31: the home page draws its latest notifications, on %s', (engine) => {
  const newApp = appsOnFakeBuild(engine);

  it('an added, edited and deleted notification is in the home page’s HTML soon after', async () => {
    const t = await newApp();
    const send = await dashboardOf(t);
    const drawn = async () => {
      const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
      return [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1]);
    };
    expect(await drawn()).toEqual([]);

    const added = await send('POST', notificationPaths.add, {
      title: 'NMMS results are out',
      description: '* 12 students passed',
    });
    expect(added.statusCode).toBe(201);
    const id = added.json<{ notification: { id: number } }>().notification.id;
    await expect.poll(drawn, { interval: 20 }).toEqual(['NMMS results are out']);

    const edited = await send('PUT', notificationPaths.update(id), {
      title: 'NMMS results: 12 passed',
      description: 'Well done',
    });
    expect(edited.statusCode).toBe(200);
    await expect.poll(drawn, { interval: 20 }).toEqual(['NMMS results: 12 passed']);

    const deleted = await send('DELETE', notificationPaths.remove(id));
    expect(deleted.statusCode).toBe(200);
    await expect.poll(drawn, { interval: 20 }).toEqual([]);
  });

  it('draws the notifications the public endpoint answers the home page: the same four, in the same order', async () => {
    const t = await newApp();
    const send = await dashboardOf(t);
    for (let i = 1; i <= 5; i += 1) {
      const response = await send('POST', notificationPaths.add, { title: `Notice ${i}`, description: 'd' });
      expect(response.statusCode).toBe(201);
    }
    const answered = (
      await t.app.inject({ method: 'GET', url: notificationPaths.newest(HOME_NOTIFICATIONS_LIMIT) })
    ).json<{ title: string }[]>();
    expect(answered).toHaveLength(HOME_NOTIFICATIONS_LIMIT);

    const site = await loadRenderableSite(t.db);
    expect(site.notifications.items).toEqual(answered);
    const home = async () => (await t.app.inject({ method: 'GET', url: '/' })).body;
    await expect
      .poll(home, { interval: 20 })
      .toContain(`<ol>${answered.map((notice) => `<li>${notice.title}</li>`).join('')}</ol>`);
  });

  it('asks to be rendered again at midnight UTC while notifications are drawn, when their days ago turn', async () => {
    const t = await newApp();
    const send = await dashboardOf(t);
    const now = new Date('2026-03-20T17:45:00.000Z');
    expect((await loadRenderableSite(t.db, now)).nextChange).toBeNull();
    await send('POST', notificationPaths.add, { title: 'Exam on Monday', description: 'd' });
    const site = await loadRenderableSite(t.db, now);
    expect(site.notifications.at).toBe('2026-03-20');
    expect(site.nextChange).toBe('2026-03-21T00:00:00.000Z');
  });
});
