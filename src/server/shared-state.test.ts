import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { notificationPaths } from '#shared/api/notifications';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  cookieOf,
  createPeerApp,
  createTestApp,
  testEngines,
  type TestApp,
} from './testing/helpers.ts';
import { testRedisUrl, uniqueRedisPrefix } from './testing/redis.ts';
import { setPassword } from './features/auth/auth.service.ts';
import { createLoginThrottle } from './features/auth/throttle-store.ts';
import { FREE_TRIES_PER_ACCOUNT_AND_ADDRESS } from './features/auth/login-throttle.ts';
import { knownDeviceOf, statusCounts } from './features/auth/testing/throttle-checks.ts';
import { CACHE_LIFETIME_ALONE_MS, CACHE_LIFETIME_SHARED_MS } from './plugins/shared-invalidation.ts';

/** Polls until `done` holds; how long it took, or a failure after `withinMs`. */
async function waitUntil(done: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

describe.skipIf(!testRedisUrl).each(testEngines)('two instances sharing one Redis, on %s', (engine) => {
  const prefix = uniqueRedisPrefix();
  const env = {
    REDIS_URL: testRedisUrl!,
    REDIS_KEY_PREFIX: prefix,
    FORM_RATE_LIMIT_PER_MINUTE: '5',
    SUBSCRIBE_RATE_LIMIT_PER_MINUTE: '3',
    // A request refused before its body is read leaves its body deadline armed; this file runs longer than
    // the default 30 s, and an injected request has no socket for the deadline to close.
    REQUEST_TIMEOUT_SECONDS: '3600',
  };
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp(engine, env);
    b = await createPeerApp(a, env);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
  // Each test starts with no login counted anywhere.
  beforeEach(async () => {
    const keys = await a.app.redis!.client.keys(`${prefix}login-throttle:*`);
    if (keys.length > 0) await a.app.redis!.client.del(...keys);
  });

  /** Each request goes to the next instance in turn, as a round-robin load balancer sends them. */
  const both = () => [a, b];
  const login = (on: TestApp, password: string, ip: string, knownDevice?: string) =>
    on.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ADMIN_EMAIL, password },
      remoteAddress: ip,
      ...(knownDevice ? { cookies: { gurukul_device: knownDevice } } : {}),
    });

  /** The statuses of posting each payload in turn, alternating between the instances, from one address. */
  async function postInTurn(url: string, payloads: object[], ip: string): Promise<number[]> {
    const statuses: number[] = [];
    for (const [i, payload] of payloads.entries()) {
      const on = both()[i % 2]!;
      statuses.push((await on.app.inject({ method: 'POST', url, payload, remoteAddress: ip })).statusCode);
    }
    return statuses;
  }

  it('issue 14: the contact form’s rate limit counts requests to both instances together', async () => {
    const messages = Array.from({ length: 6 }, (_, i) => ({ name: 'Meera', message: `hello ${i}` }));
    expect(await postInTurn('/api/contact', messages, '10.140.0.1')).toEqual([201, 201, 201, 201, 201, 429]);
    const keys = await a.app.redis!.client.keys(`${prefix}rate-limit:*`);
    expect(keys).toEqual([`${prefix}rate-limit:POST/api/contact-10.140.0.1`]);
  });

  it('issue 14: so does the subscription limit', async () => {
    const readers = Array.from({ length: 4 }, (_, i) => ({
      email: `reader${i}@example.org`,
      role: 'parent',
    }));
    expect(await postInTurn('/api/add_subscription', readers, '10.140.0.2')).toEqual([201, 201, 201, 429]);
  });

  it('issue 14: 30 parallel wrong logins spread over both instances get exactly the free tries', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(both()[i % 2]!, 'wrong password', '10.141.0.1')),
    );
    expect(statusCounts(responses)).toEqual({
      401: FREE_TRIES_PER_ACCOUNT_AND_ADDRESS,
      429: 30 - FREE_TRIES_PER_ACCOUNT_AND_ADDRESS,
    });
    expect((await login(b, ADMIN_PASSWORD, '10.141.0.1')).statusCode).toBe(429);
    // Counted in Redis, not in the database.
    expect(await a.db.selectFrom('login_throttle').selectAll().execute()).toEqual([]);
  });

  it('issue 14: a known device signed in through one instance is known to the other', async () => {
    const first = await login(a, ADMIN_PASSWORD, '10.142.0.1');
    expect(first.statusCode).toBe(200);
    const device = knownDeviceOf(first);
    // Lock the account for unknown browsers from elsewhere, through both instances.
    const wrong = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(both()[i % 2]!, 'wrong password', `10.142.1.${i}`)),
    );
    expect(statusCounts(wrong)).toEqual({ 401: 10 });
    expect((await login(a, ADMIN_PASSWORD, '10.142.0.2')).statusCode).toBe(429);
    expect((await login(b, ADMIN_PASSWORD, '10.142.0.2', device)).statusCode).toBe(200);
  });

  it('issue 14: a notification added through one instance is on the other at once, well within its cache lifetime', async () => {
    const list = (on: TestApp) => on.app.inject({ method: 'GET', url: notificationPaths.list });
    const titles = (response: LightMyRequestResponse) =>
      (response.json() as { title: string }[]).map((n) => n.title);
    expect(b.app.responseCache.lifetimeMs).toBe(CACHE_LIFETIME_SHARED_MS);
    const before = titles(await list(b)); // now held by b for the shared lifetime
    const cookie = cookieOf(await login(a, ADMIN_PASSWORD, '10.143.0.1'));
    const added = await a.app.inject({
      method: 'POST',
      url: notificationPaths.add,
      headers: { cookie },
      payload: { title: 'Shared across instances', description: 'Seen everywhere at once' },
    });
    expect(added.statusCode).toBe(201);
    const took = await waitUntil(
      async () => titles(await list(b)).includes('Shared across instances'),
      CACHE_LIFETIME_SHARED_MS / 10,
    );
    expect(before).not.toContain('Shared across instances');
    expect(took).toBeLessThan(CACHE_LIFETIME_SHARED_MS);
  });

  it('issue 14: an instance that loses the invalidation channel keeps answers only briefly, and catches up when it is back', async () => {
    const subscriber = b.app.redis!.subscriber();
    const list = () => b.app.inject({ method: 'GET', url: notificationPaths.list });
    const cookie = cookieOf(await login(a, ADMIN_PASSWORD, '10.144.0.1'));
    const add = (title: string) =>
      a.app.inject({
        method: 'POST',
        url: notificationPaths.add,
        headers: { cookie },
        payload: { title, description: 'x' },
      });
    const seen = async (title: string) => list().then((r) => r.body.includes(title));

    await list();
    subscriber.disconnect();
    await waitUntil(async () => b.app.responseCache.lifetimeMs === CACHE_LIFETIME_ALONE_MS, 2000);
    await add('Written while b was deaf');
    await waitUntil(() => seen('Written while b was deaf'), CACHE_LIFETIME_ALONE_MS + 1000);

    await subscriber.connect();
    await waitUntil(async () => b.app.responseCache.lifetimeMs === CACHE_LIFETIME_SHARED_MS, 2000);
    await list();
    await add('Written after b came back');
    await waitUntil(() => seen('Written after b came back'), CACHE_LIFETIME_ALONE_MS / 2);
  });

  it('hardening 3: set-password clears the login locks kept in Redis', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login(both()[i % 2]!, 'wrong password', '10.145.0.1')),
    );
    expect(statusCounts(responses)[429]).toBeGreaterThan(0);
    await setPassword(a.db, ADMIN_EMAIL, ADMIN_PASSWORD, createLoginThrottle(a.db, a.app.redis, a.app.log));
    expect((await login(b, ADMIN_PASSWORD, '10.145.0.1')).statusCode).toBe(200);
  });
});

describe('an instance whose Redis cannot be reached', () => {
  let t: TestApp;
  let logged = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (logged += chunk.toString()));
    // Nothing listens on this port.
    const env = { REDIS_URL: 'redis://127.0.0.1:4349', FORM_RATE_LIMIT_PER_MINUTE: '2', LOG_LEVEL: 'warn' };
    t = await createTestApp('sqlite', env, { logStream: stream });
  });
  afterAll(() => t?.close());

  it('issue 14: keeps the public forms answering: the rate limit fails open rather than with a 500', async () => {
    for (let i = 0; i < 4; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Meera', message: `hello ${i}` },
        remoteAddress: '10.146.0.1',
      });
      expect(response.statusCode).toBe(201);
    }
    expect(logged.match(/rate limits cannot be counted in Redis/g)).toHaveLength(1);
  });

  it('issue 14: still signs the administrator in, and still counts failed logins, in the database', async () => {
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: ADMIN_EMAIL, password },
        remoteAddress: '10.147.0.1',
      });
    expect((await login(ADMIN_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < FREE_TRIES_PER_ACCOUNT_AND_ADDRESS; i += 1) {
      expect((await login('wrong password')).statusCode).toBe(401);
    }
    expect((await login(ADMIN_PASSWORD)).statusCode).toBe(429);
    expect(logged).toContain('login throttle: Redis unreachable, counting in the database');
  });

  it('issue 14: serves the public lists, kept only for the short lifetime', async () => {
    expect((await t.app.inject({ method: 'GET', url: notificationPaths.list })).statusCode).toBe(200);
    expect(t.app.responseCache.lifetimeMs).toBe(CACHE_LIFETIME_ALONE_MS);
  });
});
