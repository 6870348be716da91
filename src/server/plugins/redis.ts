import { Redis, type RedisOptions } from 'ioredis';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * The connection to Redis that instances share their counters and cache invalidations through
 * (docs/decisions/013). Commands fail at once while Redis is away instead of queueing, so a visitor's
 * request never waits on a reconnection; every caller decides what an outage means for it.
 */
export interface RedisConnection {
  /** Commands: rate-limit and login-throttle counters, publishing, the health check. */
  readonly client: Redis;
  /** Starts every key and channel name. */
  readonly prefix: string;
  /** A connection of its own for subscribing (made on first use): a subscribed connection sends no commands. */
  subscriber(): Redis;
  /** Resolves once the first connection attempt succeeded or failed (bounded by the connect timeout). */
  connected(): Promise<void>;
  /** True once close() was called: connections that drop from then on are meant to. */
  readonly closing: boolean;
  close(): Promise<void>;
}

/** What the connection logs with: the app's logger, or the console in the command line. */
export type RedisLog = Pick<FastifyBaseLogger, 'warn' | 'info'>;

const commonOptions: RedisOptions = {
  connectTimeout: 2000,
  // A command that Redis does not answer within this time fails; the caller falls back.
  commandTimeout: 1000,
  maxRetriesPerRequest: 1,
  // Keep trying to reconnect, at most every two seconds.
  retryStrategy: (times) => Math.min(times * 200, 2000),
};

/** Logs the first error of an outage and the recovery; ioredis reports every failed reconnection. */
function watch(client: Redis, role: string, log: RedisLog): void {
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, `Redis (${role}) is unreachable; retrying in the background`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(`Redis (${role}) is reachable again`);
  });
}

export function createRedisConnection(url: string, prefix: string, log: RedisLog): RedisConnection {
  const client = new Redis(url, { ...commonOptions, enableOfflineQueue: false });
  watch(client, 'commands', log);
  let subscriber: Redis | undefined;
  let closing = false;
  const firstAttempt = new Promise<void>((resolve) => {
    client.once('ready', resolve);
    client.once('error', () => resolve());
  });
  const quit = async (connection: Redis) => {
    await connection.quit().catch(() => connection.disconnect());
  };
  return {
    client,
    prefix,
    subscriber() {
      if (!subscriber) {
        // The subscriber (re)subscribes itself on every `ready`, so it knows when it may trust the channel.
        subscriber = new Redis(url, { ...commonOptions, autoResubscribe: false });
        watch(subscriber, 'subscriber', log);
      }
      return subscriber;
    },
    connected: () => firstAttempt,
    get closing() {
      return closing;
    },
    async close() {
      closing = true;
      await Promise.all([quit(client), subscriber && quit(subscriber)]);
    },
  };
}

/**
 * With `REDIS_URL`: `app.redis`, waited for (briefly) before the app is ready and closed with it, and the
 * `redis` health check. Without it `app.redis` is undefined and everything stays in this process.
 */
export function registerRedis(app: FastifyInstance): void {
  const { redisUrl, redisKeyPrefix } = app.config;
  const redis = redisUrl ? createRedisConnection(redisUrl, redisKeyPrefix, app.log) : undefined;
  app.decorate('redis', redis);
  if (!redis) return;
  app.healthChecks.add({
    name: 'redis',
    required: true,
    check: async () => {
      await redis.client.ping();
    },
  });
  app.addHook('onReady', () => redis.connected());
  app.addHook('onClose', () => redis.close());
}
