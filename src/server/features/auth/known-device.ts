import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '#server/db/database';
import { loadStoredSecret } from '#server/db/stored-secret';

/**
 * "Known device" cookies, after OWASP's "Slow Down Online Guessing Attacks with Device Cookies": a browser
 * in which an administrator has signed in gets a signed cookie, and with it is throttled on its own
 * rather than by the lock that guards the account against everyone else.
 *
 * The cookie is `v1.<admin id>.<issued at, seconds>.<random id>.<HMAC-SHA256>`. The MAC covers the
 * administrator's current password hash, so setting a new password (new salt) revokes every cookie issued
 * before; deleting the secret from the settings table revokes all of them.
 */
export const KNOWN_DEVICE_LIFETIME_MS = 180 * 86_400_000;

const SECRET_KEY = 'known_device_secret';
const COOKIE_PATTERN = /^v1\.([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export interface KnownDevice {
  adminId: number;
  /** Random per cookie: the key this browser is throttled under. */
  deviceId: string;
}

interface Account {
  id: number;
  password_hash: string;
}

function mac(secret: string, adminId: number, issuedAt: number, deviceId: string, passwordHash: string) {
  return createHmac('sha256', secret)
    .update(`known-device:${adminId}:${issuedAt}:${deviceId}:${passwordHash}`)
    .digest('base64url');
}

export function issueKnownDevice(
  secret: string,
  admin: Account,
  now: Date,
): { value: string; expiresAt: Date } {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const deviceId = randomBytes(16).toString('base64url');
  return {
    value: `v1.${admin.id}.${issuedAt}.${deviceId}.${mac(secret, admin.id, issuedAt, deviceId, admin.password_hash)}`,
    expiresAt: new Date(issuedAt * 1000 + KNOWN_DEVICE_LIFETIME_MS),
  };
}

/** The device, when the cookie was made by us for this administrator and password and has not expired. */
export function verifyKnownDevice(
  secret: string,
  value: string,
  admin: Account,
  now: Date,
): KnownDevice | null {
  const match = COOKIE_PATTERN.exec(value);
  if (!match) return null;
  const adminId = Number(match[1]);
  const issuedAt = Number(match[2]);
  const deviceId = match[3]!;
  if (adminId !== admin.id) return null;
  const age = now.getTime() - issuedAt * 1000;
  if (age < -60_000 || age > KNOWN_DEVICE_LIFETIME_MS) return null;
  const expected = Buffer.from(mac(secret, adminId, issuedAt, deviceId, admin.password_hash));
  const given = Buffer.from(match[4]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { adminId, deviceId } : null;
}

/**
 * A random secret generated on first use and kept in the settings table (as the mail links' secret is),
 * so known devices stay known after a restart and on every instance.
 */
export function loadKnownDeviceSecret(db: Db): Promise<string> {
  return loadStoredSecret(db, SECRET_KEY);
}
