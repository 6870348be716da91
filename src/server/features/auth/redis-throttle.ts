import type { Redis } from 'ioredis';
import type { RedisConnection } from '#server/plugins/redis';
import {
  BASE_LOCK_MS,
  FORGET_AFTER_MS,
  locksOf,
  MAX_LOCK_MS,
  type HeldKey,
  type ThrottleStore,
} from './login-throttle.ts';

/**
 * The login throttle's counts in Redis, with the same rules as the database's (docs/decisions/007): one
 * Lua script refuses or reserves an attempt under all its keys at once (Redis runs a script alone, so
 * parallel attempts on any instance are counted exactly), another gives a reservation back. Each key is a
 * hash (f: failures, l: locked until, u: updated at; times in ms) that Redis deletes itself an hour after
 * its last change, when it would count as zero anyway.
 */
const RESERVE = `
local now = tonumber(ARGV[1])
local forget = tonumber(ARGV[2])
local base = tonumber(ARGV[3])
local maxLock = tonumber(ARGV[4])
local wait = 0
for _, key in ipairs(KEYS) do
  local locked = tonumber(redis.call('HGET', key, 'l') or '0')
  if locked - now > wait then wait = locked - now end
end
if wait > 0 then return {0, wait} end
local result = {1}
for i, key in ipairs(KEYS) do
  local row = redis.call('HMGET', key, 'f', 'u')
  local failures = tonumber(row[1] or '0')
  if now - tonumber(row[2] or '0') > forget then failures = 0 end
  failures = failures + 1
  local over = failures - tonumber(ARGV[4 + i])
  local locked = 0
  if over >= 0 then locked = now + math.min(maxLock, base * 2 ^ math.min(over, 20)) end
  local lockedText = string.format('%.0f', locked)
  redis.call('HSET', key, 'f', failures, 'l', lockedText, 'u', string.format('%.0f', now))
  redis.call('PEXPIRE', key, forget)
  result[i + 1] = lockedText
end
return result
`;

/** ARGV[i]: 'forget' deletes the key; otherwise one failure less, and the lock ARGV[i] names is lifted. */
const RELEASE = `
for i, key in ipairs(KEYS) do
  if ARGV[i] == 'forget' then
    redis.call('DEL', key)
  elseif redis.call('EXISTS', key) == 1 then
    if tonumber(redis.call('HGET', key, 'f') or '0') > 0 then redis.call('HINCRBY', key, 'f', -1) end
    if ARGV[i] ~= '0' and redis.call('HGET', key, 'l') == ARGV[i] then redis.call('HSET', key, 'l', '0') end
  end
end
return 0
`;

interface ThrottleCommands {
  gurukulThrottleReserve(keyCount: number, ...args: string[]): Promise<(number | string)[]>;
  gurukulThrottleRelease(keyCount: number, ...args: string[]): Promise<number>;
}

function commands(client: Redis): ThrottleCommands {
  const scripted = client as Redis & Partial<ThrottleCommands>;
  if (!scripted.gurukulThrottleReserve) client.defineCommand('gurukulThrottleReserve', { lua: RESERVE });
  if (!scripted.gurukulThrottleRelease) client.defineCommand('gurukulThrottleRelease', { lua: RELEASE });
  return scripted as Redis & ThrottleCommands;
}

/** SCAN's MATCH is a glob: an address or e-mail address must match only itself. */
const globEscape = (text: string) => text.replace(/[*?[\]\\]/g, '\\$&');

async function deleteByPrefix(client: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${globEscape(prefix)}*`, 'COUNT', 500);
    if (keys.length > 0) await client.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
}

export function redisThrottle(redis: RedisConnection): ThrottleStore {
  const { client } = redis;
  const script = commands(client);
  const prefix = `${redis.prefix}login-throttle:`;
  return {
    async reserve(keys, now) {
      const reply = await script.gurukulThrottleReserve(
        keys.length,
        ...keys.map((k) => prefix + k.key),
        String(now.getTime()),
        String(FORGET_AFTER_MS),
        String(BASE_LOCK_MS),
        String(MAX_LOCK_MS),
        ...keys.map((k) => String(k.freeTries)),
      );
      if (Number(reply[0]) === 0) return { granted: false, retryAfterMs: Number(reply[1]) };
      const held: HeldKey[] = keys.map(({ key }, i) => {
        const locked = String(reply[i + 1]);
        return { key, lockedUntil: locked === '0' ? null : locked };
      });
      return { granted: true, reservation: { held } };
    },
    async release(reservation, forget) {
      const { held } = reservation;
      await script.gurukulThrottleRelease(
        held.length,
        ...held.map(({ key }) => prefix + key),
        ...held.map(({ key, lockedUntil }) => (forget.includes(key) ? 'forget' : (lockedUntil ?? '0'))),
      );
    },
    async clear(account) {
      const { key, prefixes } = locksOf(account);
      await client.del(prefix + key);
      for (const start of prefixes) await deleteByPrefix(client, prefix + start);
    },
  };
}
