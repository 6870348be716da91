/**
 * npm run bench:shared-state — what sharing state through Redis costs and gains (decision 013), with two
 * instances of the app in this process on one database (SQLite, or DATABASE_URL) and the Redis at REDIS_URL (default
 * redis://127.0.0.1:6379; keys under a prefix of their own, deleted at the end):
 *
 * - how long after instance A answered a new notification's 201 instance B serves it (ROUNDS rounds,
 *   default 100; B's list is cached before each write): median and worst;
 * - login-throttle reservations per second, 20 at a time, in the database and in Redis (reserve only, as a
 *   wrong password does; the scrypt hash that follows is not part of it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { notificationPaths } from '#shared/api/notifications';
import { databaseThrottle, throttleKeys, type ThrottleStore } from '#server/features/auth/login-throttle';
import { redisThrottle } from '#server/features/auth/redis-throttle';

const rounds = Number(process.env.ROUNDS ?? 100);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `bench-${randomBytes(4).toString('hex')}:`;
const admin = { email: 'bench@example.org', password: 'bench password 1234' };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function reservationsPerSecond(store: ThrottleStore, count: number): Promise<number> {
  const started = performance.now();
  for (let done = 0; done < count; done += 20) {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.reserve([throttleKeys.address(`10.9.${done % 250}.${i}`)], new Date()),
      ),
    );
  }
  return count / ((performance.now() - started) / 1000);
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-bench-shared-'));
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // Measured and checked with a password sign-in; a second factor is not what this exercises.
    SECOND_FACTOR_REQUIRED_FOR: 'none',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
  };
  const a = await buildApp(loadConfig(env));
  await a.ready();
  const b = await buildApp(loadConfig({ ...env, DATA_DIR: path.join(dataDir, 'b') }), { db: a.db });
  await b.ready();
  try {
    const login = await a.inject({ method: 'POST', url: '/api/login', payload: admin });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const samples: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      await b.inject({ method: 'GET', url: notificationPaths.list });
      const title = `Bench ${i}`;
      const added = await a.inject({
        method: 'POST',
        url: notificationPaths.add,
        headers: { cookie },
        payload: { title, description: 'x' },
      });
      if (added.statusCode !== 201) throw new Error(`add: ${added.statusCode} ${added.body}`);
      const started = performance.now();
      while (!(await b.inject({ method: 'GET', url: notificationPaths.list })).body.includes(title)) {
        if (performance.now() - started > 10_000) throw new Error('B never served the new notification');
        // An answer from the cache never waits on I/O: let B's connection read the message.
        await new Promise((resolve) => setImmediate(resolve));
      }
      samples.push(performance.now() - started);
    }
    console.log(
      `write on A served by B after: median ${median(samples).toFixed(2)} ms, worst ${Math.max(...samples).toFixed(2)} ms (${rounds} rounds; cache lifetime ${b.responseCache.lifetimeMs} ms)`,
    );

    const count = 4000;
    const inDatabase = await reservationsPerSecond(databaseThrottle(a.db), count);
    const inRedis = await reservationsPerSecond(redisThrottle(a.redis!), count);
    console.log(
      `login-throttle reservations/s: database (${a.dbEngine}) ${inDatabase.toFixed(0)}, Redis ${inRedis.toFixed(0)}`,
    );
  } finally {
    await b.close();
    await a.close();
    const client = new Redis(redisUrl);
    const keys = await client.keys(`${prefix}*`);
    if (keys.length > 0) await client.del(...keys);
    client.disconnect();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
