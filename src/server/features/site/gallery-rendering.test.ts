import { describe, expect, it } from 'vitest';
import { mediaPaths } from '#shared/api/media-fields';
import { SITE, testEngines } from '#server/testing/helpers';
import { upload } from '#server/features/media/testing/media-fixtures';
import { appsOnFakeBuild } from './testing/fake-build.ts';

/**
 * Issue 12: /gallery's first photos are in its HTML, so the page shows them before any script (decision 011).
 * Each change to the media renders the site again, so the HTML never lags behind the gallery for long.
 */
describe.each(testEngines)('issue 12: /gallery is drawn again after each media change, on %s', (engine) => {
  const newApp = appsOnFakeBuild(engine);

  it('an added, edited and deleted photo is in /gallery’s HTML soon after', async () => {
    const t = await newApp();
    const cookie = await t.login();
    const gallery = async () => (await t.app.inject({ method: 'GET', url: '/gallery' })).body;
    expect(await gallery()).toBe('Gallery: ');

    const added = await upload(t.app, cookie, {
      mediaUrl: 'https://example.org/rocket.jpg',
      altText: 'A rocket model on stage',
    });
    expect(added.statusCode).toBe(201);
    const id = added.json<{ media: { medias_id: number } }>().media.medias_id;
    await expect.poll(gallery, { interval: 20 }).toBe('Gallery: A rocket model on stage');

    const edited = await t.app.inject({
      method: 'PUT',
      url: mediaPaths.update(id),
      headers: { cookie, origin: SITE },
      payload: { media_category: 'ISRO Show', media_type: 'Photo', alt_text: 'Children launching a rocket' },
    });
    expect(edited.statusCode).toBe(200);
    await expect.poll(gallery, { interval: 20 }).toBe('Gallery: Children launching a rocket');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: mediaPaths.remove(id),
      headers: { cookie, origin: SITE },
    });
    expect(deleted.statusCode).toBe(200);
    await expect.poll(gallery, { interval: 20 }).toBe('Gallery: ');
  });
});
