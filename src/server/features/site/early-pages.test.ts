import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest as get } from '#server/testing/raw-http';
import { createTestApp, type TestApp } from '#server/testing/helpers';
import { fakeBuild } from './testing/fake-build.ts';

/**
 * Issue 31, must have 3: a rendered page leaves from memory, precompressed, with headers worked out once
 * per version, before Fastify builds a request for it; the bytes are those Fastify's route sends.
 */
describe('rendered pages answered before Fastify (decision 015)', () => {
  let t: TestApp;
  let port: number;
  const build = fakeBuild();
  const early = () => t.app.earlyAnswers.count;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { STATIC_DIR: build.clientDir });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it('the home page and the sitemap, in each encoding and revalidated, are the very answers of the route', async () => {
    for (const path of ['/', '/sitemap.xml']) {
      const cases: Record<string, string>[] = [
        {},
        { 'accept-encoding': 'br' },
        { 'accept-encoding': 'gzip, deflate' },
      ];
      const plain = await get(port, path);
      cases.push({ 'if-none-match': plain.headers.find((h) => h.startsWith('etag: '))!.slice(6) });
      for (const headers of cases) {
        // A cookie sends the request through Fastify; without one, it is answered early.
        const fromRoute = await get(port, path, { ...headers, cookie: 'x=1' });
        const before = early();
        const answered = await get(port, path, headers);
        expect(early(), `${path} ${JSON.stringify(headers)}`).toBe(before + 1);
        expect(answered, `${path} ${JSON.stringify(headers)}`).toEqual(fromRoute);
      }
    }
  });

  it('a visitor asking to save data, an unknown address and a request with a body go through Fastify', async () => {
    const before = early();
    expect((await get(port, '/', { 'save-data': 'on' })).headers).toContain(
      'set-cookie: save-data=on; Path=/; SameSite=Lax',
    );
    expect((await get(port, '/no-such-page')).status).toBe(404);
    expect(early()).toBe(before);
  });
});
