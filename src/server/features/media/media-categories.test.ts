import { beforeEach, describe, expect, it } from 'vitest';
import type { MediaItem } from '#shared/api/media';
import { categoryTexts, type CategoryList } from '#shared/api/media-categories';
import { messages } from '#shared/messages';
import { SITE, testEngines } from '#server/testing/helpers';
import { withMediaApp } from './testing/media-app.ts';

const seeded = [
  'ISRO Show',
  'Free English Speaking Class Photos',
  'Free Cyber Security Session in Gov. School',
];

describe.each(testEngines)('gallery categories on %s', (engine) => {
  const media = withMediaApp(engine);
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    media.t.app.inject({
      method,
      url,
      headers: { cookie: media.cookie, origin: SITE },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = async () => (await send('GET', '/api/media/categories')).json<CategoryList>();
  const names = async () => (await list()).categories.map((category) => category.name);
  const idOf = async (name: string) => (await list()).categories.find((c) => c.name === name)!.id;
  const addLink = (category: string) =>
    media.upload({ category, mediaUrl: 'https://example.org/photo.jpg', type: 'Photo' });
  const publicCategories = async (category = 'All') =>
    (
      await media.t.app.inject({ method: 'GET', url: `/api/images?category=${encodeURIComponent(category)}` })
    ).json<MediaItem[]>();

  // Every test starts from the three categories of a fresh install.
  beforeEach(async () => {
    const db = media.t.app.db;
    await db.deleteFrom('media_categories').execute();
    await db
      .insertInto('media_categories')
      .values(seeded.map((name, index) => ({ name, position: index + 1 })))
      .execute();
  });

  it('starts with the three categories of the specification, in the gallery order', async () => {
    const fresh = await media.t.app.db
      .selectFrom('media_categories')
      .select('name')
      .orderBy('position')
      .execute();
    expect(fresh.map((row) => row.name)).toEqual(seeded);
    const answer = await send('GET', '/api/media/categories');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      categories: seeded.map((name) => ({ id: expect.any(Number), name, mediaCount: 0 })),
      libraryOnlyCount: 0,
    });
  });

  it('is the administrator’s: no session, no list and no change', async () => {
    const anonymous = await media.t.app.inject({ method: 'GET', url: '/api/media/categories' });
    expect(anonymous.statusCode).toBe(401);
    const add = await media.t.app.inject({
      method: 'POST',
      url: '/api/media/categories',
      headers: { origin: SITE },
      payload: { name: 'Sneaky' },
    });
    expect(add.statusCode).toBe(401);
    expect(await names()).toEqual(seeded);
  });

  it('adds a category at the end, which uploads may then use', async () => {
    const added = await send('POST', '/api/media/categories', { name: '  Science Fair  ' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ message: categoryTexts.added('Science Fair') });
    expect(await names()).toEqual([...seeded, 'Science Fair']);
    expect((await addLink('Science Fair')).statusCode).toBe(201);
    expect((await publicCategories('Science Fair')).map((item) => item.media_category)).toEqual([
      'Science Fair',
    ]);
  });

  it('refuses a blank, reserved, too long or taken name with a clear 4xx', async () => {
    const cases: [unknown, number, string][] = [
      [{ name: '   ' }, 400, categoryTexts.nameRequired],
      [{ name: 'all' }, 400, categoryTexts.nameReserved],
      [{ name: 'x'.repeat(101) }, 400, categoryTexts.nameTooLong],
      [{ name: 'isro show' }, 409, categoryTexts.nameTaken('ISRO Show')],
    ];
    for (const [payload, status, error] of cases) {
      const answer = await send('POST', '/api/media/categories', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
      expect(answer.json().error).toBe(error);
    }
    for (const payload of [undefined, {}, { name: 42 }, { name: 'a\u0000b' }, ['Camp']]) {
      const answer = await send('POST', '/api/media/categories', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await names()).toEqual(seeded);
  });

  it('renames a category, and its media follow the new name', async () => {
    await addLink('ISRO Show');
    await addLink('ISRO Show');
    const renamed = await send('PUT', `/api/media/categories/${await idOf('ISRO Show')}`, {
      name: 'ISRO Space Show',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: categoryTexts.renamed('ISRO Show', 'ISRO Space Show'),
      categories: [{ name: 'ISRO Space Show', mediaCount: 2 }, { name: seeded[1] }, { name: seeded[2] }],
    });
    expect((await publicCategories('ISRO Space Show')).length).toBe(2);
    expect((await media.adminList()).map((item) => item.media_category)).toEqual([
      'ISRO Space Show',
      'ISRO Space Show',
    ]);
    // The old name is no category any more.
    const old = await media.t.app.inject({ method: 'GET', url: '/api/images?category=ISRO%20Show' });
    expect(old.statusCode).toBe(400);
    const taken = await send('PUT', `/api/media/categories/${await idOf('ISRO Space Show')}`, {
      name: seeded[1],
    });
    expect(taken.statusCode).toBe(409);
    expect((await send('PUT', '/api/media/categories/999999', { name: 'Nobody' })).statusCode).toBe(404);
    expect((await send('PUT', '/api/media/categories/abc', { name: 'Nobody' })).statusCode).toBe(400);
  });

  it('reorders the categories, and refuses an order made from another list', async () => {
    const ids = (await list()).categories.map((category) => category.id);
    const reordered = await send('PUT', '/api/media/categories/order', { ids: [ids[2], ids[0], ids[1]] });
    expect(reordered.statusCode).toBe(200);
    expect(await names()).toEqual([seeded[2], seeded[0], seeded[1]]);
    for (const stale of [
      [ids[0], ids[1]],
      [ids[0], ids[0], ids[1]],
      [ids[0], ids[1], 999999],
    ]) {
      const refused = await send('PUT', '/api/media/categories/order', { ids: stale });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: categoryTexts.orderStale, code: 'conflict' });
    }
    for (const bad of [{}, { ids: [] }, { ids: ['one'] }, { ids: [-1] }]) {
      expect((await send('PUT', '/api/media/categories/order', bad)).statusCode).toBe(400);
    }
    expect(await names()).toEqual([seeded[2], seeded[0], seeded[1]]);
  });

  it('merges a category into another: its media move and it goes', async () => {
    await addLink(seeded[0]!);
    await addLink(seeded[1]!);
    const merged = await send('POST', `/api/media/categories/${await idOf(seeded[0]!)}/merge`, {
      into: await idOf(seeded[1]!),
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({
      message: categoryTexts.merged(seeded[0]!, seeded[1]!, 1),
      categories: [
        { name: seeded[1], mediaCount: 2 },
        { name: seeded[2], mediaCount: 0 },
      ],
    });
    expect((await publicCategories()).map((item) => item.media_category)).toEqual([seeded[1], seeded[1]]);
    const self = await idOf(seeded[1]!);
    const intoItself = await send('POST', `/api/media/categories/${self}/merge`, { into: self });
    expect(intoItself.statusCode).toBe(400);
    expect(intoItself.json().error).toBe(categoryTexts.mergeIntoItself);
    expect((await send('POST', `/api/media/categories/${self}/merge`, { into: 999999 })).statusCode).toBe(
      404,
    );
    expect((await send('POST', `/api/media/categories/${self}/merge`, {})).statusCode).toBe(400);
  });

  it('removes a category, moving its media into another category', async () => {
    await addLink(seeded[2]!);
    const removed = await send(
      'DELETE',
      `/api/media/categories/${await idOf(seeded[2]!)}?media_to=${await idOf(seeded[0]!)}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(categoryTexts.removed(seeded[2]!, 1, seeded[0]!));
    expect(await names()).toEqual([seeded[0], seeded[1]]);
    expect((await publicCategories(seeded[0])).length).toBe(1);
  });

  it('removes a category keeping its media in the library only: out of the gallery, still in the dashboard', async () => {
    await addLink(seeded[1]!);
    await addLink(seeded[0]!);
    const removed = await send('DELETE', `/api/media/categories/${await idOf(seeded[1]!)}?media_to=library`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      message: categoryTexts.removed(seeded[1]!, 1, null),
      libraryOnlyCount: 1,
    });
    expect((await publicCategories()).map((item) => item.media_category)).toEqual([seeded[0]]);
    expect((await media.adminList()).map((item) => item.media_category).sort()).toEqual(['', seeded[0]]);
    // The administrator can put it back into a category, or leave it where it is.
    const kept = (await media.adminList()).find((item) => item.media_category === '')!;
    const stays = await send('PUT', `/api/update_media/${kept.medias_id}`, {
      media_category: '',
      media_type: 'Photo',
    });
    expect(stays.statusCode).toBe(200);
    const back = await send('PUT', `/api/update_media/${kept.medias_id}`, {
      media_category: seeded[2],
      media_type: 'Photo',
    });
    expect(back.statusCode).toBe(200);
    expect((await publicCategories()).length).toBe(2);
  });

  it('asks where the media go, and refuses a destination that is not there', async () => {
    const id = await idOf(seeded[0]!);
    for (const query of ['', '?media_to=', '?media_to=elsewhere', '?media_to=-3']) {
      const refused = await send('DELETE', `/api/media/categories/${id}${query}`);
      expect(refused.statusCode, query).toBe(400);
    }
    expect((await send('DELETE', `/api/media/categories/${id}?media_to=999999`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/media/categories/999999?media_to=library`)).statusCode).toBe(404);
    expect(await names()).toEqual(seeded);
  });

  it('refuses media in a category that is not a current one with 400', async () => {
    const upload = await addLink('Summer Camp');
    expect(upload.statusCode).toBe(400);
    expect(upload.json()).toEqual({ error: categoryTexts.unknown('Summer Camp'), code: 'bad_request' });
    const missing = await media.upload({
      category: '',
      mediaUrl: 'https://example.org/a.jpg',
      type: 'Photo',
    });
    expect(missing.json()).toEqual({ error: messages.media.categoryAndTypeRequired, code: 'bad_request' });
    await addLink(seeded[0]!);
    const [item] = await media.adminList();
    const update = await send('PUT', `/api/update_media/${item!.medias_id}`, {
      media_category: 'Summer Camp',
      media_type: 'Photo',
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().error).toBe(categoryTexts.unknown('Summer Camp'));
    const list = await media.t.app.inject({ method: 'GET', url: '/api/images?category=Summer%20Camp' });
    expect(list.statusCode).toBe(400);
  });

  it('keeps the list whole when edits come at once', async () => {
    const ids = (await list()).categories.map((category) => category.id);
    const answers = await Promise.all([
      send('POST', '/api/media/categories', { name: 'Art Class' }),
      send('POST', '/api/media/categories', { name: 'art class' }),
      send('PUT', '/api/media/categories/order', { ids: [...ids].reverse() }),
      send('DELETE', `/api/media/categories/${ids[1]}?media_to=library`),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBeLessThan(500);
    const after = await names();
    expect(after.filter((name) => name.toLowerCase() === 'art class')).toHaveLength(1);
    expect(new Set(after).size).toBe(after.length);
  });
});
