import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll } from 'vitest';

/**
 * The Redis the tests share state through: TEST_REDIS_URL, or a Redis on the default port when one
 * answers there. When TEST_REDIS_URL is set (CI), an unreachable Redis fails the tests instead of skipping
 * them.
 */
export const testRedisUrl = await findTestRedis();

async function findTestRedis(): Promise<string | undefined> {
  const url = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return url;
  } catch (error) {
    if (process.env.TEST_REDIS_URL) throw error;
    return undefined;
  } finally {
    probe.disconnect();
  }
}

/**
 * A key prefix of this test file's own, whose keys are deleted after its tests: test files running at
 * the same time never count in each other's keys or hear each other's channel.
 */
export function uniqueRedisPrefix(): string {
  const prefix = `test-${randomBytes(6).toString('hex')}:`;
  afterAll(async () => {
    if (!testRedisUrl) return;
    const client = new Redis(testRedisUrl);
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await client.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
    client.disconnect();
  });
  return prefix;
}
