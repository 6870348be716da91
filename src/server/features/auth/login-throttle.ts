import type { Db } from '../../db/database.ts';
import { getThrottle, saveThrottle, clearThrottle } from './auth.repository.ts';

/**
 * Failed-login throttling kept in the database, so it holds across restarts and instances.
 * Each account and each client address gets a few free tries; after that every failure locks the key
 * for a wait that doubles each time, up to an hour. A quiet hour forgives everything.
 */
export const FREE_TRIES_PER_ACCOUNT = 5;
export const FREE_TRIES_PER_ADDRESS = 20;
const BASE_LOCK_MS = 30_000;
const MAX_LOCK_MS = 3600_000;
const FORGET_AFTER_MS = 3600_000;

export const accountKey = (email: string) => `account:${email}`;
export const addressKey = (ip: string) => `address:${ip}`;

/** Milliseconds until the caller may try again, or 0 when no key is locked. */
export async function lockedForMs(db: Db, keys: string[], now: Date): Promise<number> {
  const rows = await getThrottle(db, keys);
  let wait = 0;
  for (const row of rows) {
    if (row.locked_until) wait = Math.max(wait, Date.parse(row.locked_until) - now.getTime());
  }
  return Math.max(0, wait);
}

export async function recordFailure(
  db: Db,
  keys: { key: string; freeTries: number }[],
  now: Date,
): Promise<void> {
  const existing = new Map(
    (
      await getThrottle(
        db,
        keys.map((k) => k.key),
      )
    ).map((row) => [row.key, row]),
  );
  for (const { key, freeTries } of keys) {
    const row = existing.get(key);
    const stale = !row || now.getTime() - Date.parse(row.updated_at) > FORGET_AFTER_MS;
    const failures = (stale ? 0 : row.failures) + 1;
    const over = failures - freeTries;
    const lockedUntil =
      over >= 0
        ? new Date(
            now.getTime() + Math.min(MAX_LOCK_MS, BASE_LOCK_MS * 2 ** Math.min(over, 20)),
          ).toISOString()
        : null;
    await saveThrottle(db, { key, failures, locked_until: lockedUntil, updated_at: now.toISOString() });
  }
}

export async function recordSuccess(db: Db, key: string): Promise<void> {
  await clearThrottle(db, key);
}
