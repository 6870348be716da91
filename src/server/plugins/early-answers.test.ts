import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest as get } from '../testing/raw-http.ts';
import { notificationPaths } from '#shared/api/notifications';
import { createTestApp, SITE, type TestApp } from '../testing/helpers.ts';

describe('answers given before Fastify (decision 015)', () => {
  let t: TestApp;
  let port: number;
  let log = '';
  const list = notificationPaths.list;
  const early = () => t.app.earlyAnswers.count;

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
    t = await createTestApp('sqlite', { LOG_LEVEL: 'info' }, { logStream: stream });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    const cookie = await t.login();
    for (const title of ['Admissions open', 'Health camp on Sunday']) await publish(cookie, title);
  });
  afterAll(() => t.close());

  async function publish(cookie: string, title: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: notificationPaths.add,
      headers: { cookie, origin: SITE },
      payload: { title, description: `${title}: details inside.` },
    });
    expect(response.statusCode).toBe(201);
  }

  it('issue 12: a public list held fresh is answered early with the very bytes its route sends', async () => {
    // A cookie sends the request through Fastify and its route; without one, the address is answered early.
    const cases: Record<string, string>[] = [{}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip' }];
    const plain = await get(port, list);
    cases.push({ 'if-none-match': plain.headers.find((h) => h.startsWith('etag: '))!.slice(6) });
    for (const headers of cases) {
      const fromRoute = await get(port, list, { ...headers, cookie: 'x=1' });
      const before = early();
      const answered = await get(port, list, headers);
      expect(early(), JSON.stringify(headers)).toBe(before + 1);
      expect(answered, JSON.stringify(headers)).toEqual(fromRoute);
    }
    expect(plain.status).toBe(200);
    expect(JSON.parse(plain.body.toString()).map((n: { title: string }) => n.title)).toEqual([
      'Health camp on Sunday',
      'Admissions open',
    ]);
  });

  it('issue 12: an early answer has its access-log line like any other', async () => {
    await get(port, list);
    expect(log).toMatch(/"msg":"GET \/api\/get_notifications 200 \d+\.\d ms 127\.0\.0\.1"/);
  });

  it('leaves to Fastify a cookie, a body, HEAD, and an address its route has not answered from a cache', async () => {
    await get(port, list);
    const before = early();
    await get(port, list, { cookie: 'gurukul_session=anything' });
    await get(port, list, { 'transfer-encoding': 'chunked' });
    await get(port, list, {}, 'HEAD');
    const unknown = await get(port, `${list}?limit=1`);
    expect(unknown.status).toBe(200);
    expect(early()).toBe(before);
    // Once its route has answered it, that address is answered early too.
    await get(port, `${list}?limit=1`);
    expect(early()).toBe(before + 1);
  });

  it('after a change, the next answer is the new list, and early answers follow it', async () => {
    await get(port, list);
    await publish(await t.login(), 'Women’s literacy class');
    for (let i = 0; i < 2; i += 1) {
      const answer = await get(port, list);
      expect(JSON.parse(answer.body.toString())[0].title).toBe('Women’s literacy class');
    }
  });

  it('an administrator signed in still gets the route, which shows items still being processed', async () => {
    await get(port, '/api/images?category=All');
    await get(port, '/api/images?category=All');
    const before = early();
    const signedIn = await get(port, '/api/images?category=All', { cookie: await t.login() });
    expect(signedIn.headers).toContain('cache-control: private, no-store');
    expect(early()).toBe(before);
  });

  it('a visitor making up query strings grows no memory without bound', async () => {
    for (let i = 0; i < 1500; i += 1) await get(port, `${list}?limit=5&x=${i}`);
    expect(t.app.responseCache.usage.addresses).toBeLessThanOrEqual(1024);
  });

  it('stops answering early once the server starts closing, so Fastify answers those requests 503', async () => {
    const other = await createTestApp('sqlite');
    expect(other.app.earlyAnswers.serving).toBe(true);
    await other.close();
    expect(other.app.earlyAnswers.serving).toBe(false);
  });
});
