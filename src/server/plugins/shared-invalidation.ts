import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ResponseCache } from './response-cache.ts';

/**
 * How long a cached public answer lives. Alone (no Redis, or Redis unreachable) another instance's write
 * is seen only when the entry expires, so it stays short; while subscribed, writes anywhere drop the
 * entry at once and the lifetime only bounds the harm of a message this instance never got.
 */
export const CACHE_LIFETIME_ALONE_MS = 2000;
export const CACHE_LIFETIME_SHARED_MS = 30_000;

interface Message {
  from: string;
  prefix: string;
}

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Message).from === 'string' &&
  typeof (value as Message).prefix === 'string';

/**
 * Every instance's cache drops what a write on any of them made stale, through one Redis channel. The
 * longer lifetime holds only while this instance's subscription is up: when it drops, entries fall back
 * to the short lifetime (messages may be missed from then on); when it is back, everything held is
 * dropped once (messages may have been missed meanwhile).
 */
export function registerSharedInvalidation(app: FastifyInstance, cache: ResponseCache): void {
  const { redis, log } = app;
  if (!redis) return;
  const channel = `${redis.prefix}cache-invalidation`;
  const self = randomUUID();
  let subscribed = false;

  cache.onInvalidate = (prefix) => {
    redis.client.publish(channel, JSON.stringify({ from: self, prefix })).catch((error: unknown) => {
      log.warn({ err: error }, 'could not tell other instances to drop their cached answers');
    });
  };

  const subscriber = redis.subscriber();
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (isMessage(message) && message.from !== self) cache.forget(message.prefix);
  });
  let firstAttempt: () => void = () => {};
  // The app waits for the first attempt before it is ready, so an instance with Redis starts shared.
  const attempted = new Promise<void>((resolve) => (firstAttempt = resolve));
  subscriber.once('error', () => firstAttempt());
  subscriber.on('ready', () => {
    subscriber
      .subscribe(channel)
      .then(
        () => {
          cache.forget('');
          cache.setLifetime(CACHE_LIFETIME_SHARED_MS);
          subscribed = true;
          log.info('cached answers are invalidated across instances');
        },
        (error: unknown) => log.warn({ err: error }, 'could not subscribe to cache invalidations'),
      )
      .finally(firstAttempt);
  });
  subscriber.on('close', () => {
    if (!subscribed) return;
    subscribed = false;
    if (redis.closing) return;
    cache.setLifetime(CACHE_LIFETIME_ALONE_MS);
    log.warn(
      `lost the cache invalidation channel: cached answers live ${CACHE_LIFETIME_ALONE_MS} ms until it is back`,
    );
  });
  app.addHook('onReady', () => attempted);
}
