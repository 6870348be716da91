import type { Db } from '#server/db/database';
import type { RedisConnection, RedisLog } from '#server/plugins/redis';
import { databaseThrottle, type Reservation, type ThrottleStore } from './login-throttle.ts';
import { redisThrottle } from './redis-throttle.ts';

/**
 * The login throttle's store: the database alone, or with `REDIS_URL` Redis first and the database while
 * Redis cannot be reached, so the administrator can still sign in during an outage and guesses are still
 * counted (docs/decisions/013). A reservation is given back to the store that granted it.
 */
export function createLoginThrottle(
  db: Db,
  redis: RedisConnection | undefined,
  log: RedisLog,
): ThrottleStore {
  const database = databaseThrottle(db);
  if (!redis) return database;
  const shared = redisThrottle(redis);
  const grantedByDatabase = new WeakSet<Reservation>();
  let failing = false;
  const fellBack = (error: unknown) => {
    if (!failing) log.warn({ err: error }, 'login throttle: Redis unreachable, counting in the database');
    failing = true;
  };
  return {
    async reserve(keys, now) {
      try {
        const result = await shared.reserve(keys, now);
        failing = false;
        return result;
      } catch (error) {
        fellBack(error);
        const result = await database.reserve(keys, now);
        if (result.granted) grantedByDatabase.add(result.reservation);
        return result;
      }
    },
    async release(reservation, forget) {
      if (grantedByDatabase.has(reservation)) return database.release(reservation, forget);
      // Redis that granted it and is gone now: the count stays until it expires, as for a wrong password.
      await shared.release(reservation, forget).catch(fellBack);
    },
    async clear(account) {
      await database.clear(account);
      await shared.clear(account).catch((error: unknown) => {
        throw new Error(`the login locks kept in Redis could not be cleared (${String(error)})`);
      });
    },
  };
}
