import { describe, expect, it } from 'vitest';
import type { MediaItem, MediaPage } from '#shared/api/media';
import { SITE, testEngines, withTestApp } from '#server/testing/helpers';
import { upload } from './testing/media-fixtures.ts';

/** Issue 25, must have 4: the picture dialog finds a photo of the media library by its description. */
describe.each(testEngines)('GET /api/images?q= searches the descriptions on %s', (engine) => {
  const t = withTestApp(engine);

  async function clear(): Promise<void> {
    const all = await t.app.inject({ method: 'GET', url: '/api/images', headers: { cookie: t.cookie } });
    for (const item of all.json<MediaItem[]>()) {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/delete_media/${item.medias_id}`,
        headers: { cookie: t.cookie, origin: SITE },
      });
    }
  }

  async function add(altText: string, n: number): Promise<number> {
    const response = await upload(t.app, t.cookie, { mediaUrl: `https://example.org/${n}.jpg`, altText });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ media: MediaItem }>().media.medias_id;
  }

  async function search(q: string, extra: Record<string, string> = {}, cookie = t.cookie) {
    const params = new URLSearchParams({ category: 'All', limit: '25', q, ...extra });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/images?${params.toString()}`,
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MediaPage>();
  }

  const ids = (page: MediaPage) => page.items.map((item) => item.medias_id);

  it('finds the photos whose description contains the words, without regard to case, newest first', async () => {
    await clear();
    const rocket = await add('Children at the Rocket show', 1);
    await add('Yoga class on the terrace', 2);
    const rockets = await add('Two ROCKETS on the launch pad', 3);
    expect(ids(await search('rocket'))).toEqual([rockets, rocket]);
    expect(ids(await search('  YOGA  '))).toHaveLength(1);
    expect(ids(await search('nothing like it'))).toEqual([]);
    // Visitors search the same way (the gallery's own items only).
    expect(ids(await search('rocket', {}, ''))).toEqual([rockets, rocket]);
  });

  it('takes % and _ literally', async () => {
    await clear();
    const percent = await add('Results: 100% passed', 1);
    await add('Results: 1000 passed', 2);
    const underscore = await add('file_name of the poster', 3);
    await add('filename of the poster', 4);
    expect(ids(await search('100%'))).toEqual([percent]);
    expect(ids(await search('%'))).toEqual([percent]);
    expect(ids(await search('file_name'))).toEqual([underscore]);
    expect(ids(await search('\\'))).toEqual([]);
  });

  it('pages through the found photos with Load more', async () => {
    await clear();
    const found: number[] = [];
    for (let n = 1; n <= 5; n += 1) {
      found.push(await add(`Science fair ${n}`, n));
      await add(`Sports day ${n}`, 100 + n);
    }
    const first = await search('science', { limit: '2' });
    expect(ids(first)).toEqual(found.slice(-2).reverse());
    const second = await search('science', { limit: '2', cursor: first.nextCursor! });
    expect(ids(second)).toEqual(found.slice(1, 3).reverse());
    const third = await search('science', { limit: '2', cursor: second.nextCursor! });
    expect(ids(third)).toEqual([found[0]]);
    expect(third.nextCursor).toBeNull();
  });

  it('refuses a search longer than 100 characters with a 400', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/images?category=All&limit=5&q=${'a'.repeat(101)}`,
    });
    expect(response.statusCode).toBe(400);
  });
});
