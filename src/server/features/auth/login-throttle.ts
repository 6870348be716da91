import { isIPv6 } from 'node:net';
import { engineOf, type Db } from '#server/db/database';
import * as repo from './auth.repository.ts';

/**
 * Failed-login throttling kept in the database, so it holds across restarts and instances.
 * Each key gets a few free tries; after that every failure locks the key for a wait that doubles each
 * time, up to an hour. A quiet hour forgives everything. Which keys an attempt is counted under is the
 * login's business (see `login` in auth.service.ts and docs/decisions/007).
 *
 * An attempt is reserved before the password is hashed: one transaction checks every key and counts the
 * attempt as a failure in advance, so parallel attempts are counted exactly like sequential ones. A
 * correct password then gives the reservation back.
 */
export const FREE_TRIES_PER_ADDRESS = 20;
export const FREE_TRIES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Shared by every browser that has not signed in to the account before (OWASP's "untrusted clients"). */
export const FREE_TRIES_PER_ACCOUNT = 10;
export const FREE_TRIES_PER_KNOWN_DEVICE = 5;
export const BASE_LOCK_MS = 30_000;
export const MAX_LOCK_MS = 3600_000;
export const FORGET_AFTER_MS = 3600_000;
const PRUNE_EVERY_MS = 600_000;

const ADDRESS_PREFIX = 'address:';

export interface ThrottleKey {
  key: string;
  freeTries: number;
}

export const throttleKeys = {
  address: (address: string): ThrottleKey => ({
    key: `${ADDRESS_PREFIX}${address}`,
    freeTries: FREE_TRIES_PER_ADDRESS,
  }),
  accountAndAddress: (email: string, address: string): ThrottleKey => ({
    key: `${accountAddressPrefix(email)}${address}`,
    freeTries: FREE_TRIES_PER_ACCOUNT_AND_ADDRESS,
  }),
  account: (email: string): ThrottleKey => ({ key: `account:${email}`, freeTries: FREE_TRIES_PER_ACCOUNT }),
  knownDevice: (adminId: number, deviceId: string): ThrottleKey => ({
    key: `${knownDevicePrefix(adminId)}${deviceId}`,
    freeTries: FREE_TRIES_PER_KNOWN_DEVICE,
  }),
};
const accountAddressPrefix = (email: string) => `account-address:${email}|`;
const knownDevicePrefix = (adminId: number) => `device:${adminId}:`;

/**
 * The address a client is throttled under: IPv4 as it is (also when written IPv4-mapped), IPv6 by its
 * /64 network, since one subscriber line is usually given a whole /64 to pick addresses from.
 */
export function throttleAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const bare = ip.split('%')[0]!;
  if (!isIPv6(bare)) return ip;
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head = '', tail] = bare.split('::');
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  const full = [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  return `${full
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** One key of a granted attempt, with the lock the attempt set on it (null when it set none). */
export interface HeldKey {
  key: string;
  lockedUntil: string | null;
}
export interface Reservation {
  held: HeldKey[];
}
export type ReserveResult =
  { granted: true; reservation: Reservation } | { granted: false; retryAfterMs: number };

/**
 * Where the counts live: the database by default, Redis when it is configured (redis-throttle.ts). Both
 * count every attempt exactly, however many arrive at once on however many instances.
 */
export interface ThrottleStore {
  /** Refuses the attempt (with the longest wait) or counts it in advance under every key. */
  reserve(keys: ThrottleKey[], now: Date): Promise<ReserveResult>;
  /** After a correct password: `forget` keys are cleared, the others get their attempt back. */
  release(reservation: Reservation, forget: string[]): Promise<void>;
  /** Clears whatever could refuse this administrator (set-password). */
  clear(account: { id: number; email: string }): Promise<void>;
}

export const databaseThrottle = (db: Db): ThrottleStore => ({
  reserve: (keys, now) => reserveAttempt(db, keys, now),
  release: (reservation, forget) => releaseAttempt(db, reservation, forget),
  clear: (account) => clearLoginLocks(db, account),
});

/** Thrown inside the transaction to roll it back, so a refused attempt leaves nothing behind. */
class Refused extends Error {
  constructor(readonly retryAfterMs: number) {
    super('locked');
  }
}

function waitMs(rows: { locked_until: string | null }[], now: Date): number {
  let wait = 0;
  for (const row of rows) {
    if (row.locked_until) wait = Math.max(wait, Date.parse(row.locked_until) - now.getTime());
  }
  return Math.max(0, wait);
}

function lockFor(failures: number, freeTries: number, now: Date): string | null {
  const over = failures - freeTries;
  if (over < 0) return null;
  return new Date(
    now.getTime() + Math.min(MAX_LOCK_MS, BASE_LOCK_MS * 2 ** Math.min(over, 20)),
  ).toISOString();
}

/**
 * Refuses the attempt (with the longest wait) when any key is locked; otherwise counts it under every key
 * as a failure, locking the keys it takes past their free tries, all in one transaction.
 */
export async function reserveAttempt(db: Db, keys: ThrottleKey[], now: Date): Promise<ReserveResult> {
  // Most refused attempts stop here without writing anything.
  const wait = waitMs(
    await repo.getThrottle(
      db,
      keys.map((k) => k.key),
    ),
    now,
  );
  if (wait > 0) return { granted: false, retryAfterMs: wait };

  // One order for everyone, so two attempts never hold a row each and wait for the other's.
  const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const nowText = now.toISOString();
  try {
    const reservation = await db.transaction().execute(async (trx) => {
      const rows = new Map(
        (
          await repo.lockThrottleRows(
            trx,
            sorted.map((k) => k.key),
            nowText,
          )
        ).map((row) => [row.key, row]),
      );
      const lockedWait = waitMs([...rows.values()], now);
      if (lockedWait > 0) throw new Refused(lockedWait);
      const held: HeldKey[] = [];
      for (const { key, freeTries } of sorted) {
        const row = rows.get(key)!;
        const stale = now.getTime() - Date.parse(row.updated_at) > FORGET_AFTER_MS;
        const failures = (stale ? 0 : row.failures) + 1;
        const lockedUntil = lockFor(failures, freeTries, now);
        await repo.saveThrottle(trx, { key, failures, locked_until: lockedUntil, updated_at: nowText });
        held.push({ key, lockedUntil });
      }
      return { held };
    });
    await pruneNowAndThen(db, now);
    return { granted: true, reservation };
  } catch (error) {
    if (error instanceof Refused) return { granted: false, retryAfterMs: error.retryAfterMs };
    throw error;
  }
}

/**
 * After a correct password: the keys in `forget` are cleared (the account from this address, or this
 * known device); every other key gets its reserved attempt back.
 */
export async function releaseAttempt(db: Db, reservation: Reservation, forget: string[]): Promise<void> {
  for (const { key, lockedUntil } of reservation.held) {
    if (forget.includes(key)) await repo.deleteThrottle(db, key);
    else await repo.releaseThrottle(db, key, lockedUntil);
  }
}

/**
 * Clears whatever could refuse this administrator: the account-wide lock, the account's per-address and
 * per-device locks, and every address lock (the administrator may come from any address next).
 */
export async function clearLoginLocks(db: Db, account: { id: number; email: string }): Promise<void> {
  const { key, prefixes } = locksOf(account);
  await repo.deleteThrottle(db, key);
  await repo.deleteThrottleByPrefix(db, prefixes);
}

/** The keys set-password clears: the account's own, and every key starting with one of the prefixes. */
export const locksOf = (account: { id: number; email: string }) => ({
  key: throttleKeys.account(account.email).key,
  prefixes: [accountAddressPrefix(account.email), knownDevicePrefix(account.id), ADDRESS_PREFIX],
});

const lastPrune = new WeakMap<Db, number>();
/**
 * Rows untouched for the forget time count as zero: delete them now and then, so what anonymous visitors
 * can make the server remember stays bounded (by the attempts of the last hour).
 */
async function pruneNowAndThen(db: Db, now: Date): Promise<void> {
  const last = lastPrune.get(db);
  if (last !== undefined && Math.abs(now.getTime() - last) < PRUNE_EVERY_MS) return;
  lastPrune.set(db, now.getTime());
  await repo.deleteStaleThrottle(
    db,
    new Date(now.getTime() - FORGET_AFTER_MS).toISOString(),
    engineOf(db) === 'postgres',
  );
}
