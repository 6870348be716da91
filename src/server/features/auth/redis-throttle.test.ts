import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisConnection, type RedisConnection } from '#server/plugins/redis';
import { testRedisUrl, uniqueRedisPrefix } from '#server/testing/redis';
import {
  BASE_LOCK_MS,
  FORGET_AFTER_MS,
  FREE_TRIES_PER_ACCOUNT_AND_ADDRESS,
  throttleKeys,
  type ReserveResult,
} from './login-throttle.ts';
import { redisThrottle } from './redis-throttle.ts';

const quiet = { warn: () => {}, info: () => {} };

/** The rules of decision 007, held by the Redis store as the database store holds them (login-throttle.test.ts). */
describe.skipIf(!testRedisUrl)('the login throttle kept in Redis', () => {
  const prefix = uniqueRedisPrefix();
  let redis: RedisConnection;
  beforeAll(async () => {
    redis = createRedisConnection(testRedisUrl!, prefix, quiet);
    await redis.connected();
  });
  afterAll(() => redis?.close());
  const store = () => redisThrottle(redis);
  const granted = (result: ReserveResult) => {
    if (!result.granted) throw new Error(`refused for ${result.retryAfterMs} ms`);
    return result.reservation;
  };

  it('hardening 2: grants the free tries, then refuses with the wait of the lock the last one set, doubling', async () => {
    const key = throttleKeys.accountAndAddress('a@example.org', '10.150.0.1');
    const now = new Date();
    for (let i = 1; i < FREE_TRIES_PER_ACCOUNT_AND_ADDRESS; i += 1) {
      expect(granted(await store().reserve([key], now)).held).toEqual([{ key: key.key, lockedUntil: null }]);
    }
    const last = granted(await store().reserve([key], now));
    expect(last.held[0]!.lockedUntil).toBe(String(now.getTime() + BASE_LOCK_MS));
    expect(await store().reserve([key], now)).toEqual({ granted: false, retryAfterMs: BASE_LOCK_MS });
    const later = new Date(now.getTime() + BASE_LOCK_MS);
    const next = granted(await store().reserve([key], later));
    expect(next.held[0]!.lockedUntil).toBe(String(later.getTime() + 2 * BASE_LOCK_MS));
  });

  it('hardening 2: a correct password gives the attempt back and lifts the lock it set; forgotten keys go', async () => {
    const account = throttleKeys.account('b@example.org');
    const personal = throttleKeys.accountAndAddress('b@example.org', '10.151.0.1');
    const now = new Date();
    for (let i = 1; i < account.freeTries; i += 1) await store().reserve([account], now);
    const reservation = granted(await store().reserve([personal, account], now));
    expect(reservation.held[1]!.lockedUntil).not.toBeNull();
    await store().release(reservation, [personal.key]);
    expect(await redis.client.hgetall(`${prefix}login-throttle:${account.key}`)).toMatchObject({
      f: String(account.freeTries - 1),
      l: '0',
    });
    expect(await redis.client.exists(`${prefix}login-throttle:${personal.key}`)).toBe(0);
    expect((await store().reserve([account], now)).granted).toBe(true);
  });

  it('hardening 2: a key untouched for an hour counts as zero, and Redis forgets it by then', async () => {
    const key = throttleKeys.address('10.152.0.1');
    const now = new Date();
    for (let i = 0; i < 25; i += 1) await store().reserve([key], now);
    const ttl = await redis.client.pttl(`${prefix}login-throttle:${key.key}`);
    expect(ttl).toBeGreaterThan(FORGET_AFTER_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(FORGET_AFTER_MS);
    const hourLater = new Date(now.getTime() + FORGET_AFTER_MS + 1);
    expect(granted(await store().reserve([key], hourLater)).held[0]!.lockedUntil).toBeNull();
  });

  it('hardening 3: clearing an account takes its keys and every address key, and nobody else’s', async () => {
    const odd = 'a*[x]?@example.org';
    const now = new Date();
    const keys = [
      throttleKeys.account(odd),
      throttleKeys.accountAndAddress(odd, '10.153.0.1'),
      throttleKeys.knownDevice(7, 'device-one'),
      throttleKeys.address('10.153.0.2'),
      throttleKeys.account('ab@example.org'),
      throttleKeys.accountAndAddress('ab@example.org', '10.153.0.1'),
      throttleKeys.knownDevice(8, 'device-two'),
    ];
    const earlier = await redis.client.keys(`${prefix}login-throttle:*`);
    if (earlier.length > 0) await redis.client.del(...earlier);
    for (const key of keys) await store().reserve([key], now);
    await store().clear({ id: 7, email: odd });
    const left = await redis.client.keys(`${prefix}login-throttle:*`);
    expect(left.map((k) => k.slice(`${prefix}login-throttle:`.length)).sort()).toEqual([
      'account-address:ab@example.org|10.153.0.1',
      'account:ab@example.org',
      'device:8:device-two',
    ]);
  });
});
