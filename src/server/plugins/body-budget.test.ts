import net from 'node:net';
import { setTimeout as wait } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPaths } from '#shared/api/content';
import { messages } from '#shared/messages';
import { createTestApp, type TestApp } from '../testing/helpers.ts';

interface Held {
  /** What the server answered, once it did (or closed). */
  answer: Promise<string>;
  close: () => void;
}

/** Sends a request's head and the start of its body from `client`, then holds the connection open. */
function hold(port: number, client: string, path = '/api/contact'): Held {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  const answer = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => {
      received += chunk.toString();
      resolve(received);
    });
    socket.on('close', () => resolve(received));
  });
  socket.on('error', () => {});
  socket.on('connect', () =>
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: ${client}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":',
    ),
  );
  return { answer, close: () => socket.destroy() };
}

/** Issue 24, must have 5: slow request bodies cannot grow the server's memory without bound. */
describe('the body budget', () => {
  let t: TestApp;
  let port: number;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(
      'sqlite',
      { TRUST_PROXY: '1', REQUEST_TIMEOUT_SECONDS: '20', FORM_RATE_LIMIT_PER_MINUTE: '1000' },
      { bodyBudget: { perClient: 2, total: 3, slowAfterMs: 200 } },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
    cookie = await t.login();
  });
  afterAll(() => t.close());

  const inFlight = (n: number) => expect.poll(() => t.app.bodiesInFlight()).toBe(n);

  it('one client sends at most its share of bodies at once (429); a slot freed is taken again', async () => {
    const held = [hold(port, '198.51.100.1'), hold(port, '198.51.100.1')];
    await inFlight(2);
    const refused = await hold(port, '198.51.100.1').answer;
    expect(refused).toMatch(/^HTTP\/1\.1 429/);
    expect(refused).toMatch(/retry-after: 5/i);
    expect(refused).toContain(messages.common.tooMany);
    held[0]!.close();
    await inFlight(1);
    const again = hold(port, '198.51.100.1');
    await inFlight(2);
    for (const connection of [held[1]!, again]) connection.close();
    await inFlight(0);
  });

  it('all clients together send at most the total at once (503 with Retry-After), then are served again', async () => {
    const held = ['203.0.113.1', '203.0.113.2', '203.0.113.3'].map((client) => hold(port, client));
    await inFlight(3);
    const refused = await hold(port, '203.0.113.4').answer;
    expect(refused).toMatch(/^HTTP\/1\.1 503/);
    expect(refused).toMatch(/retry-after: 5/i);
    expect(refused).toContain(messages.common.busy);
    for (const connection of held) connection.close();
    await inFlight(0);
    const served = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'x-forwarded-for': '203.0.113.4' },
      payload: {},
    });
    expect(served.statusCode).toBe(400);
  });

  it('bodies that arrive at once are never counted: 20 at once from one client are all answered', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: '/api/contact', payload: {} })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(400));
    await inFlight(0);
  });

  it('a request answered before its body was read is let go: nothing counted, nothing refused later', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/no-such-thing', payload: { name: 'x' } }),
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'text/x-odd' },
        payload: 'x',
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 415]);
    // Past the 200 ms slow mark of this app: a budget still watching these requests would now take them.
    await wait(400);
    expect(t.app.bodiesInFlight()).toBe(0);
  });

  it('a visitor’s body is refused past 64 KiB (413); an administrator’s page of 150,000 characters is taken', async () => {
    const large = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'x'.repeat(70 * 1024) },
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().error).toBe(messages.common.tooLarge);
    const page = await t.app.inject({
      method: 'POST',
      url: contentPaths.pages,
      headers: { cookie },
      payload: {
        title: 'A long report',
        slug: 'long-report',
        status: 'draft',
        body: `<p>${'a'.repeat(150_000)}</p>`,
      },
    });
    expect(page.statusCode, page.body).not.toBe(413);
    expect(page.statusCode).toBeLessThan(300);
  });
});
