import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mediaCategories, type MediaCategory, type MediaItem, type MediaPage } from '#shared/api/media';
import { SITE, testEngines, withTestApp } from '#server/testing/helpers';
import { upload } from './testing/media-fixtures.ts';

describe.each(testEngines)('GET /api/images paging on %s', (engine) => {
  const t = withTestApp(engine);

  let counter = 0;
  /** Adds an item through the API, as the dashboard does (which also refreshes the cached lists). */
  async function add(
    category: MediaCategory = mediaCategories[counter % mediaCategories.length]!,
  ): Promise<number> {
    counter += 1;
    const response = await upload(t.app, t.cookie, {
      mediaUrl: `https://example.org/${counter}.jpg`,
      category,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ media: MediaItem }>().media.medias_id;
  }

  async function clear(): Promise<void> {
    for (const item of (await t.app.inject({ method: 'GET', url: '/api/images' })).json<MediaItem[]>()) {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/delete_media/${item.medias_id}`,
        headers: { cookie: t.cookie, origin: SITE },
      });
    }
  }

  async function page(query: string): Promise<MediaPage> {
    const response = await t.app.inject({ method: 'GET', url: `/api/images?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<MediaPage>();
  }

  /** Pages through a category, adding `during(pageIndex)` new items between the pages. */
  async function pageThrough(category: string, limit: number, during: (page: number) => number) {
    const seen: number[] = [];
    let cursor: string | null = null;
    for (let index = 0; ; index += 1) {
      const params = new URLSearchParams({ category, limit: String(limit), ...(cursor ? { cursor } : {}) });
      const result = await page(params.toString());
      expect(result.items.length).toBeLessThanOrEqual(limit);
      seen.push(...result.items.map((item) => item.medias_id));
      cursor = result.nextCursor;
      if (!cursor) return seen;
      for (let n = during(index); n > 0; n -= 1)
        await add(category === 'All' ? undefined : (category as MediaCategory));
    }
  }

  it('keeps the spec’s full array without a limit', async () => {
    await clear();
    const ids = [await add(), await add()];
    const response = await t.app.inject({ method: 'GET', url: '/api/images?category=All' });
    expect(response.json<MediaItem[]>().map((item) => item.medias_id)).toEqual(ids.reverse());
  });

  it('returns every item exactly once, newest first, while items are being added', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom('All', ...mediaCategories),
        async (initialCount, limit, additions, category) => {
          await clear();
          const initial: { id: number; category: string }[] = [];
          for (let i = 0; i < initialCount; i += 1) {
            const itemCategory = mediaCategories[i % mediaCategories.length]!;
            initial.push({ id: await add(itemCategory), category: itemCategory });
          }
          const expected = initial
            .filter((item) => category === 'All' || item.category === category)
            .map((item) => item.id)
            .reverse();
          const seen = await pageThrough(category, limit, (index) => additions[index % additions.length]!);
          expect(seen).toEqual(expected);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('refuses a forged cursor with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/images?limit=2&cursor=bm9wZQ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Invalid cursor.', code: 'bad_request' });
  });
});
