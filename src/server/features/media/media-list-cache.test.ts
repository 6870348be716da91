import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem, MediaPage } from '#shared/api/media';
import { testEngines, withTestApp } from '#server/testing/helpers';
import { upload } from './testing/media-fixtures.ts';

const cursorFor = (text: string) => Buffer.from(text).toString('base64url');

describe.each(testEngines)('GET /api/images cursors and the answer cache on %s', (engine) => {
  const t = withTestApp(engine);
  beforeAll(async () => {
    for (let n = 0; n < 5; n += 1) {
      const response = await upload(t.app, t.cookie, { mediaUrl: `https://example.org/${n}.jpg` });
      expect(response.statusCode).toBe(201);
    }
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });

  it('hardening 1: 3,000 distinct made-up cursors leave the cache within its bound and keep nothing', async () => {
    await get('/api/images?limit=100');
    const before = t.app.responseCache.usage;
    for (let n = 0; n < 3000; n += 1) {
      const response = await get(`/api/images?limit=100&cursor=${cursorFor(`id:${1_000_000_000 + n}`)}`);
      expect(response.statusCode).toBe(200);
    }
    const after = t.app.responseCache.usage;
    expect(after.bytes).toBeLessThanOrEqual(after.maxBytes);
    expect(after.entries).toBe(before.entries);
    expect(after.bytes).toBe(before.bytes);
  });

  it('hardening 1: pages reached through the cursors the server hands out are shared and kept', async () => {
    const first = (await get('/api/images?limit=2')).json<MediaPage>();
    expect(first.nextCursor).not.toBeNull();
    const held = t.app.responseCache.usage.entries;
    const second = await get(`/api/images?limit=2&cursor=${first.nextCursor}`);
    expect(second.statusCode).toBe(200);
    expect(t.app.responseCache.usage.entries).toBe(held + 1);
    const again = await get(`/api/images?limit=2&cursor=${first.nextCursor}`);
    expect(again.headers.etag).toBe(second.headers.etag);
  });

  it('hardening 1 and 5: refuses cursors this server could not have written, ids beyond the integer range included', async () => {
    const items = (await t.app.inject({ method: 'GET', url: '/api/images' })).json<MediaItem[]>();
    const valid = cursorFor(`id:${items[0]!.medias_id}`);
    expect((await get(`/api/images?limit=2&cursor=${valid}`)).statusCode).toBe(200);
    for (const cursor of [
      cursorFor('id:2147483648'),
      cursorFor('id:9999999999'),
      cursorFor('id:0'),
      cursorFor('id:007'),
      cursorFor('id:12 '),
      `${valid}=`,
      'not a cursor',
      encodeURIComponent('\u0000'),
    ]) {
      const response = await get(`/api/images?limit=2&cursor=${encodeURIComponent(cursor)}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_request' });
    }
  });
});
