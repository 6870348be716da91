import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPaths } from '#shared/api/content';
import { messages } from '#shared/messages';
import { createTestApp, type TestApp } from '#server/testing/helpers';
import { startS3Server, type TestS3Server } from '#server/testing/s3-server';

describe('/uploads while the bucket cannot be reached', () => {
  let s3: TestS3Server;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp('sqlite', s3.env);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop().catch(() => {});
  });

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers });

  it('issue 24, hardening e: answers 503 with Retry-After and a plain message, not 500', async () => {
    await t.app.storage.put('uploads/photo-1.webp', Buffer.from('picture'), { contentType: 'image/webp' });
    expect((await get('/uploads/photo-1.webp')).statusCode).toBe(200);

    await s3.stop();
    for (const [headers, method] of [
      [{}, 'GET'],
      [{}, 'HEAD'],
      [{ range: 'bytes=0-2' }, 'GET'],
      [{ 'if-none-match': '"abc"' }, 'GET'],
    ] as const) {
      const answer = await get('/uploads/photo-1.webp', headers, method);
      expect(answer.statusCode, JSON.stringify([method, headers])).toBe(503);
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      expect(answer.headers['cache-control']).toBe('no-store');
      if (method === 'GET') {
        expect(answer.json()).toEqual({ error: messages.common.storageUnavailable, code: 'unavailable' });
      }
    }
  });
});

describe('a page’s document while the bucket cannot be reached', () => {
  let s3: TestS3Server;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp('sqlite', s3.env);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop().catch(() => {});
  });

  it('issue 24, hardening e: a page’s document answers 503 too, not 500, while the bucket is down', async () => {
    const row = await t.db
      .insertInto('documents')
      .values({
        page_id: null,
        title: 'Annual report',
        year: null,
        storage_key: 'annual-report.pdf',
        size_bytes: 9,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cookie = await t.login();
    const read = () =>
      t.app.inject({ method: 'GET', url: contentPaths.documentFile(row.id), headers: { cookie } });
    await t.app.storage.put('private-documents/annual-report.pdf', Buffer.from('%PDF-1.4\n'), {
      contentType: 'application/pdf',
    });
    expect((await read()).statusCode).toBe(200);
    await s3.stop();
    const answer = await read();
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({ error: messages.common.storageUnavailable, code: 'unavailable' });
  });
});
