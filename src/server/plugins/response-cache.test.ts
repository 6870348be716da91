import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache.ts';

async function serve(cache: ResponseCache, keys: string[], size: number) {
  const app = Fastify();
  app.get('/:key', (request, reply) => {
    const { key } = request.params as { key: string };
    return cache.send(request, reply, key, async () => ({ key, filler: 'x'.repeat(size) }));
  });
  for (const key of keys)
    await app.inject({ method: 'GET', url: `/${key}`, headers: { 'accept-encoding': 'gzip, br' } });
  await app.close();
}

describe('ResponseCache', () => {
  it('hardening 1: never holds more bytes than its bound, whatever the keys', async () => {
    const cache = new ResponseCache(60_000, 64 * 1024);
    await serve(
      cache,
      Array.from({ length: 500 }, (_, n) => `key-${n}`),
      4000,
    );
    expect(cache.usage.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.usage.entries).toBeGreaterThan(0);
    expect(cache.usage.entries).toBeLessThan(500);
  });

  it('hardening 1: evicts the least recently used entry first', async () => {
    const cache = new ResponseCache(60_000, 10_000);
    await serve(cache, ['a', 'b', 'a', 'c'], 3000);
    const before = cache.usage.entries;
    expect(before).toBe(3);
    await serve(cache, ['d'], 3000);
    // 'b' was the least recently used; 'a' was read after it and stays.
    let loads = 0;
    const app = Fastify();
    app.get('/:key', (request, reply) =>
      cache.send(request, reply, (request.params as { key: string }).key, async () => {
        loads += 1;
        return {};
      }),
    );
    await app.inject('/a');
    expect(loads).toBe(0);
    await app.inject('/b');
    expect(loads).toBe(1);
    await app.close();
  });

  it('keeps nothing of an answer larger than the whole bound, and nothing when told not to store', async () => {
    const cache = new ResponseCache(60_000, 1000);
    await serve(cache, ['big'], 5000);
    expect(cache.usage).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('counts the bytes of compressed copies and gives them back on invalidation', async () => {
    const cache = new ResponseCache(60_000);
    await serve(cache, ['media:1', 'media:2'], 20_000);
    expect(cache.usage.bytes).toBeGreaterThan(40_000);
    cache.invalidate('media:');
    expect(cache.usage).toMatchObject({ entries: 0, bytes: 0 });
  });
});

describe('ResponseCache compression choice', () => {
  it('sends brotli to a browser that takes it, else gzip, else the plain bytes, for more distinct Accept-Encoding values than it remembers', async () => {
    const cache = new ResponseCache(60_000);
    const app = Fastify();
    app.get('/list', (request, reply) =>
      cache.send(request, reply, 'list', async () => ({ filler: 'x'.repeat(4000) })),
    );
    const variants = Array.from({ length: 100 }, (_, n) => [
      [`gzip;q=0.${n % 10}, deflate, br`, 'br'],
      [`gzip, deflate, identity;q=0.${n % 10}`, 'gzip'],
      [`deflate;q=0.${n % 10}`, undefined],
      [`x-custom-${n}, br`, 'br'],
    ]).flat();
    for (const [acceptEncoding, expected] of variants) {
      const response = await app.inject({
        url: '/list',
        headers: { 'accept-encoding': acceptEncoding! },
      });
      expect(response.headers['content-encoding'], acceptEncoding).toBe(expected);
    }
    await app.close();
  });
});
