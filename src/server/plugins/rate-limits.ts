import { createRequire } from 'node:module';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import rateLimit, { type FastifyRateLimitStore, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Counted = { current: number; ttl: number };
type StoreCallback = (error: Error | null, result?: Counted) => void;
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
interface RedisStoreCtor {
  new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    nameSpace: string,
  ): FastifyRateLimitStore;
}

// The plugin's own Redis store (one Lua script: INCR and PEXPIRE), which it does not export by name.
const RedisStore = createRequire(import.meta.url)(
  '@fastify/rate-limit/store/RedisStore.js',
) as RedisStoreCtor;

/**
 * The plugin's Redis store, failing open: while Redis cannot count, a request is let through (as if it
 * were the first of its window) and the outage is logged once. The public forms stay usable; what limits
 * them for that while is the request deadline and body limits (docs/decisions/013).
 */
class FailOpenStore implements FastifyRateLimitStore {
  constructor(
    private readonly inner: FastifyRateLimitStore,
    private readonly outage: { failing: boolean; log: FastifyBaseLogger },
  ) {}

  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    this.inner.incr(
      key,
      (error, result) => {
        if (!error) {
          if (this.outage.failing) this.outage.log.info('rate limits are counted in Redis again');
          this.outage.failing = false;
          return callback(null, result);
        }
        if (!this.outage.failing) {
          this.outage.log.warn(
            { err: error },
            'rate limits cannot be counted in Redis: letting requests through',
          );
        }
        this.outage.failing = true;
        callback(null, { current: 1, ttl: timeWindow });
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    return new FailOpenStore(this.inner.child(routeOptions), this.outage);
  }
}

/**
 * `@fastify/rate-limit` for the routes that set `config.rateLimit` (none by default). With Redis, every
 * instance counts in the same keys (`<prefix>rate-limit:<method><url>-<address>`); without it, in memory.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  const options: RateLimitPluginOptions = { global: false };
  const redis = app.redis;
  if (redis) {
    const outage = { failing: false, log: app.log };
    const { client, prefix } = redis;
    const nameSpace = `${prefix}rate-limit:`;
    options.store = class extends FailOpenStore {
      constructor(settings: RateLimitPluginOptions) {
        const { continueExceeding = false, exponentialBackoff = false } = settings;
        super(new RedisStore(continueExceeding, exponentialBackoff, client, nameSpace), outage);
      }
    };
  }
  await app.register(rateLimit, options);
}
