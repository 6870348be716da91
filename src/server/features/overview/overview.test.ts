import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPaths } from '#shared/api/content-fields';
import { overviewPaths } from '#shared/api/overview';
import { createTestApp, SITE, testEngines, type TestApp } from '#server/testing/helpers';
import { upload } from '../media/testing/media-fixtures.ts';

describe.each(testEngines)('content issue 7: the dashboard opens on an overview, on %s', (engine) => {
  let t: TestApp;
  let cookie: string;
  const now = new Date('2026-06-30T10:00:00.000Z');
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { now: () => now, startMailWorker: false });
    cookie = await t.login();
  });
  afterAll(() => t.close());

  const overview = async () => {
    const response = await t.app.inject({ method: 'GET', url: overviewPaths.overview, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('counts nothing on a fresh install', async () => {
    expect(await overview()).toEqual({
      subscribers: { active: 0, newLast30Days: 0 },
      inbox: { unread: 0 },
      lastCampaign: null,
      media: { total: 0 },
      pages: { published: 0, drafts: 0, scheduled: 0 },
    });
  });

  it('counts subscribers, new ones, unread messages, media, pages and the last campaign', async () => {
    const day = (d: string) => `2026-06-${d}T09:00:00.000Z`;
    await t.db
      .insertInto('subscriptions')
      .values([
        {
          email: 'a@example.org',
          role: 'parent',
          status: 'active',
          subscribed_at: day('01'),
          confirmed_at: day('01'),
        },
        {
          email: 'b@example.org',
          role: 'parent',
          status: 'active',
          subscribed_at: '2026-05-01T09:00:00.000Z',
          confirmed_at: day('01'),
        },
        { email: 'c@example.org', role: 'teacher', status: 'pending', subscribed_at: day('20') },
      ])
      .execute();
    for (const name of ['Asha', 'Ravi']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { origin: SITE },
        payload: { name },
      });
    }
    const [first] = (
      await t.app.inject({ method: 'GET', url: '/api/inbox/contact', headers: { cookie } })
    ).json();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/inbox/contact/${first.id}`,
      headers: { cookie },
      payload: { read: true },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/send_email',
      headers: { cookie },
      payload: { recipientType: 'all', subject: 'News', message: 'Hello' },
    });
    expect((await upload(t.app, cookie, { mediaUrl: 'https://example.org/photo.jpg' })).statusCode).toBe(201);
    const page = { title: 'Reports', slug: 'reports', status: 'published' };
    await t.app.inject({ method: 'POST', url: contentPaths.pages, headers: { cookie }, payload: page });
    await t.app.inject({
      method: 'POST',
      url: contentPaths.pages,
      headers: { cookie },
      payload: { ...page, slug: 'drafted', status: 'draft' },
    });
    await t.app.inject({
      method: 'POST',
      url: contentPaths.pages,
      headers: { cookie },
      payload: { ...page, slug: 'later', status: 'scheduled', publishAt: '2026-07-01T00:00:00.000Z' },
    });

    const result = await overview();
    expect(result).toMatchObject({
      subscribers: { active: 2, newLast30Days: 2 },
      inbox: { unread: 1 },
      lastCampaign: { subject: 'News', total: 2 },
      media: { total: 1 },
      pages: { published: 1, drafts: 1, scheduled: 1 },
    });
  });

  it('is for the administrator only', async () => {
    expect((await t.app.inject({ method: 'GET', url: overviewPaths.overview })).statusCode).toBe(401);
  });
});
