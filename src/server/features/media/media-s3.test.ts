import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '#shared/api/media';
import { createTestApp, type TestApp } from '#server/testing/helpers';
import { startS3Server, type TestS3Server } from '#server/testing/s3-server';
import * as fixtures from './testing/media-fixtures.ts';

const CDN = 'http://cdn.example.org:9000';

/** Issue 14 item 2 (decision 012): photos and videos in an S3-compatible bucket, here a real s3rver. */
describe('media in an S3 bucket', () => {
  let s3: TestS3Server;
  let t: TestApp;
  let withCdn: TestApp;
  let cookie: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp('sqlite', s3.env, { mediaProcessing: 'manual' });
    cookie = await t.login();
    withCdn = await createTestApp(
      'sqlite',
      { ...s3.env, S3_BUCKET: 'gurukul-cdn', S3_CREATE_BUCKET: 'true', S3_PUBLIC_URL: `${CDN}/` },
      { mediaProcessing: 'manual' },
    );
  });
  afterAll(async () => {
    await t?.close();
    await withCdn?.close();
    await s3?.stop();
  });

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers });
  const uploaded = async (
    app: TestApp,
    appCookie: string,
    file: ReturnType<typeof fixtures.jpegFile>,
    type = 'Photo',
  ) => {
    const response = await fixtures.upload(app.app, appCookie, { type, file });
    expect(response.statusCode).toBe(201);
    await app.app.mediaJobs.drain();
    const id = response.json<{ media: MediaItem }>().media.medias_id;
    return {
      id,
      key: (
        await app.db.selectFrom('media').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow()
      ).storage_key!,
    };
  };
  const base = (key: string) => key.replace(/\.\w+$/, '');
  const objectsOf = async (key: string) => (await s3.keys()).filter((k) => k.includes(base(key)));

  it('keeps the original privately in the bucket, publishes the variants there and serves them through the app', async () => {
    const { id, key } = await uploaded(
      t,
      cookie,
      fixtures.jpegFile(await fixtures.jpegWithMetadata(800, 600)),
    );
    const objects = await objectsOf(key);
    expect(objects).toContain(`originals/${key}`);
    expect(objects.filter((k) => k.startsWith('uploads/'))).toHaveLength(9);
    // Nothing of it is on this machine: not published, not kept, not left over from processing.
    expect([...fixtures.filesIn(t.config.uploadsDir), ...fixtures.filesIn(t.config.originalsDir)]).toEqual(
      [],
    );
    expect(fixtures.filesIn(`${t.config.dataDir}/tmp`)).toEqual([]);

    const [item] = (await get('/api/images?category=All')).json<MediaItem[]>();
    expect(item).toMatchObject({ medias_id: id, status: 'ready' });
    expect(item!.media_url).toMatch(/^\/uploads\/.+-800\.jpg$/);
    const photo = await get(item!.media_url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'accept-ranges': 'bytes',
    });
    expect(photo.rawPayload.equals((await s3.bytes(item!.media_url.slice(1)))!)).toBe(true);
    const etag = photo.headers.etag as string;
    expect((await get(item!.media_url, { 'if-none-match': etag })).statusCode).toBe(304);

    // The original is never public: not through the app, not under any address.
    for (const url of [`/uploads/${key}`, `/uploads/..%2Foriginals%2F${key}`, `/originals/${key}`]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/delete_media/${id}`,
      headers: { cookie, origin: 'http://localhost:3000' },
    });
    expect(removed.statusCode).toBe(200);
    expect(await objectsOf(key)).toEqual([]);
    expect((await get(item!.media_url)).statusCode).toBe(404);
  });

  it('cleans a video from a local copy, publishes it with its poster and serves byte ranges from the bucket', async () => {
    const { id, key } = await uploaded(t, cookie, fixtures.mp4File(fixtures.mp4WithMetadata()), 'Video');
    const [item] = (await get('/api/images?category=All')).json<MediaItem[]>();
    expect(item).toMatchObject({ medias_id: id, status: 'ready' });
    expect(await objectsOf(key)).toEqual([`uploads/${base(key)}-poster.jpg`, `uploads/${base(key)}-web.mp4`]);
    expect((await get(item!.poster_url!)).headers['content-type']).toBe('image/jpeg');

    const video = (await s3.bytes(item!.media_url.slice(1)))!;
    const size = video.length;
    const part = await get(item!.media_url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({
      'content-range': `bytes 100-199/${size}`,
      'content-length': '100',
      'content-type': 'video/mp4',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    const tail = await get(item!.media_url, { range: 'bytes=-10' });
    expect(tail.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(tail.rawPayload.equals(video.subarray(size - 10))).toBe(true);
    const open = await get(item!.media_url, { range: `bytes=${size - 5}-` });
    expect(open.rawPayload.equals(video.subarray(size - 5))).toBe(true);
    const beyond = await get(item!.media_url, { range: `bytes=${size}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
    const head = await get(item!.media_url, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(size));
    expect(head.body).toBe('');

    await t.app.inject({
      method: 'DELETE',
      url: `/api/delete_media/${id}`,
      headers: { cookie, origin: 'http://localhost:3000' },
    });
    expect(await objectsOf(key)).toEqual([]);
  });

  it("with S3_PUBLIC_URL, visitors' answers point at the CDN; the administrator's keep the site's paths", async () => {
    const adminCookie = await withCdn.login();
    const { key } = await uploaded(
      withCdn,
      adminCookie,
      fixtures.jpegFile(await fixtures.jpegWithMetadata(400, 300)),
    );
    const [visible] = (await withCdn.app.inject({ method: 'GET', url: '/api/images?category=All' })).json<
      MediaItem[]
    >();
    expect(visible!.media_url).toBe(`${CDN}/uploads/${base(key)}-400.jpg`);
    expect(visible!.variants.map((v) => v.url)).toEqual(
      visible!.variants.map(
        (v) => `${CDN}/uploads/${base(key)}-${v.width}.${v.format === 'jpeg' ? 'jpg' : v.format}`,
      ),
    );
    const [own] = (
      await withCdn.app.inject({
        method: 'GET',
        url: '/api/images?category=All',
        headers: { cookie: adminCookie },
      })
    ).json<MediaItem[]>();
    expect(own!.media_url).toBe(`/uploads/${base(key)}-400.jpg`);
    // Pages may show pictures and videos from the CDN, even one on plain http.
    const answer = await withCdn.app.inject({ method: 'GET', url: '/api/images' });
    expect(answer.headers['content-security-policy']).toMatch(new RegExp(`img-src [^;]*${CDN}`));
    expect(answer.headers['content-security-policy']).toMatch(new RegExp(`media-src [^;]*${CDN}`));
    // The site's path still works, streamed from the bucket.
    expect((await withCdn.app.inject({ method: 'GET', url: own!.media_url })).statusCode).toBe(200);
  });
});
