import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/helpers.ts';

interface Outcome {
  /** What the server wrote before it closed the connection. */
  answer: string;
  /** Milliseconds from the first byte sent to the connection's close. */
  closedAfterMs: number;
}

/** Sends the head of a request, then the body one byte every `everyMs`, until the server closes. */
function trickle(port: number, head: string, bodyLength: number, everyMs: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(`${head}Content-Length: ${bodyLength}\r\n\r\n`);
      timer = setInterval(() => {
        if (sent < bodyLength && !socket.destroyed) {
          socket.write('a');
          sent += 1;
        }
      }, everyMs);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    setTimeout(() => reject(new Error('the server kept the connection open')), 15_000).unref();
  });
}

/** Hardening 7: a body sent one byte at a time kept its connection open for ever. */
describe('slow request bodies', () => {
  let t: TestApp;
  let port: number;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { REQUEST_TIMEOUT_SECONDS: '1', UPLOAD_TIMEOUT_MINUTES: '0.1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
    cookie = await t.login();
  });
  afterAll(() => t.close());

  it('hardening 7: cuts off a body that trickles in past REQUEST_TIMEOUT_SECONDS with 408', async () => {
    const head = 'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n';
    const outcome = await trickle(port, head, 1000, 200);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(outcome.closedAfterMs).toBeLessThan(5000);
  });

  it('hardening 7: 50 slow connections from one address are all closed', async () => {
    const head =
      'POST /api/add_subscription HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n';
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => trickle(port, head, 1000, 300)));
    for (const outcome of outcomes) expect(outcome.closedAfterMs).toBeLessThan(8000);
  });

  it('hardening 7: an anonymous upload gets the short deadline, not the upload one', async () => {
    const head =
      'POST /api/submit_media HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\n';
    const outcome = await trickle(port, head, 1000, 200);
    expect(outcome.closedAfterMs).toBeLessThan(5000);
  });

  it("hardening 7: a signed-in administrator's upload may take longer than the request deadline", async () => {
    const body =
      '--x\r\nContent-Disposition: form-data; name="mediaCategory"\r\n\r\nISRO Show\r\n' +
      '--x\r\nContent-Disposition: form-data; name="mediaType"\r\n\r\nPhoto\r\n' +
      // Issue 27: a gallery upload says whether identifiable children are in it.
      '--x\r\nContent-Disposition: form-data; name="children"\r\n\r\nno\r\n' +
      '--x\r\nContent-Disposition: form-data; name="media_url"\r\n\r\nhttps://example.org/a.jpg\r\n--x--\r\n';
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('connect', async () => {
        socket.write(
          'POST /api/submit_media HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost:3000\r\n' +
            `Cookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
        );
        // Half the body now, the rest after twice the request deadline.
        socket.write(body.slice(0, 60));
        await new Promise((wait) => setTimeout(wait, 2000));
        socket.write(body.slice(60));
      });
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
  });

  it('answers ordinary requests as before', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/get_notifications`);
    expect(response.status).toBe(200);
  });
});

describe('request deadline of a request made in-process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { REQUEST_TIMEOUT_SECONDS: '1' });
  });
  afterAll(() => {
    vi.useRealTimers();
    return t.close();
  });

  it('an injected request answered before its body was read (401) arms no timer that would close a socket it does not have', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/content/menus',
      payload: { header: [], footer: [], sidebar: [] },
    });
    expect(response.statusCode).toBe(401);
    // Running every timer past the deadline threw "socket.destroy is not a function" before.
    expect(() => vi.advanceTimersByTime(5_000)).not.toThrow();
  });
});
