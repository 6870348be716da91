import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '#server/db/database';
import { messages } from '#shared/messages';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '#server/errors';
import { isRole, type Role } from '#shared/staff/roles';
import { getDecoyHash, hashPassword, verifyPassword } from './password.ts';
import * as repo from './auth.repository.ts';
import { issueKnownDevice, verifyKnownDevice } from './known-device.ts';
import { databaseThrottle, throttleAddress, throttleKeys, type ThrottleStore } from './login-throttle.ts';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Checks a password under the login throttle (docs/decisions/007). A browser holding a valid known-device
 * cookie for this account is throttled only under its own key; every other browser under its address, the
 * account from its address, and the account as a whole. The attempt is reserved before the slow hash.
 */
export async function login(
  db: Db,
  throttle: ThrottleStore,
  input: {
    email: string;
    password: string;
    ip: string;
    knownDevice?: string | undefined;
    userAgent?: string | undefined;
  },
  policy: SessionPolicy,
  knownDeviceSecret: string,
  now = new Date(),
): Promise<{
  token: string;
  email: string;
  expiresAt: Date;
  knownDevice: { value: string; expiresAt: Date };
}> {
  const admin = await repo.findAdminByEmail(db, input.email);
  const device =
    admin && input.knownDevice ? verifyKnownDevice(knownDeviceSecret, input.knownDevice, admin, now) : null;
  const address = throttleAddress(input.ip);
  const personal = device
    ? throttleKeys.knownDevice(device.adminId, device.deviceId)
    : throttleKeys.accountAndAddress(input.email, address);
  const keys = device
    ? [personal]
    : [personal, throttleKeys.address(address), throttleKeys.account(input.email)];

  const attempt = await throttle.reserve(keys, now);
  if (!attempt.granted) {
    throw new TooManyRequestsError(messages.auth.tooManyAttempts, Math.ceil(attempt.retryAfterMs / 1000));
  }
  const valid = await verifyPassword(input.password, admin?.password_hash ?? (await getDecoyHash()));
  // A wrong password keeps the reservation: it was counted as a failure in advance.
  if (!admin || !valid) throw new UnauthorizedError(messages.auth.invalidCredentials);
  await throttle.release(attempt.reservation, [personal.key]);
  // Told only to whoever knows the password: the account exists, an owner has suspended it.
  if (admin.status !== 'active') throw new ForbiddenError(messages.auth.suspended);

  const { token, expiresAt } = await startSession(db, admin.id, input, policy, now);
  return {
    token,
    email: admin.email,
    expiresAt,
    knownDevice: issueKnownDevice(knownDeviceSecret, admin, now),
  };
}

/**
 * Opens a session for a person whose identity is already proven (a password, an accepted invitation) and
 * returns the cookie's token, which is stored only as its sha256.
 */
export async function startSession(
  db: Db,
  adminId: number,
  client: { ip: string; userAgent?: string | undefined },
  policy: SessionPolicy,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + policy.absoluteMs);
  await repo.deleteExpiredSessions(db, now.toISOString());
  await repo.insertSession(db, {
    id: hashToken(token),
    adminId,
    now: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    userAgent: client.userAgent?.slice(0, USER_AGENT_KEPT) ?? null,
    ipAddress: client.ip,
  });
  return { token, expiresAt };
}

const TOUCH_EVERY_MS = 60_000;
const USER_AGENT_KEPT = 300;

/** The signed-in person behind a request (request.admin). */
export interface StaffMember {
  adminId: number;
  email: string;
  name: string;
  role: Role;
  /** The session's key (the sha256 of its cookie token), to tell the current device from the others. */
  sessionId: string;
}

/**
 * The person behind a cookie token, or undefined when the session is unknown, idle too long or expired,
 * or its person is suspended.
 */
export async function authenticate(
  db: Db,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<StaffMember | undefined> {
  const id = hashToken(token);
  const session = await repo.findSession(db, id);
  if (!session || session.status !== 'active' || !isRole(session.role)) return undefined;
  const lastSeen = Date.parse(session.last_seen_at);
  if (Date.parse(session.expires_at) <= now.getTime() || lastSeen + policy.idleMs <= now.getTime()) {
    await repo.deleteSession(db, id);
    return undefined;
  }
  if (now.getTime() - lastSeen > TOUCH_EVERY_MS) await repo.touchSession(db, id, now.toISOString());
  return {
    email: session.email,
    adminId: session.admin_id,
    name: session.name,
    role: session.role,
    sessionId: id,
  };
}

export async function logout(db: Db, token: string): Promise<void> {
  await repo.deleteSession(db, hashToken(token));
}

/** At start: the first admin comes from the configuration, or gets a generated password printed once. */
export async function ensureFirstAdmin(
  db: Db,
  config: { adminEmail: string | undefined; adminPassword: string | undefined },
  announce: (text: string) => void,
): Promise<void> {
  if ((await repo.countAdmins(db)) > 0) return;
  const email = config.adminEmail ?? 'admin@localhost';
  const generated = config.adminPassword ? undefined : randomBytes(12).toString('base64url');
  const password = config.adminPassword ?? generated!;
  const now = new Date().toISOString();
  try {
    await repo.insertAdmin(db, email, await hashPassword(password), now);
  } catch (error) {
    // Another instance created the admin at the same moment.
    if ((await repo.countAdmins(db)) > 0) return;
    throw error;
  }
  if (generated) {
    announce(
      `Created the administrator ${email} with the password ${generated}\n` +
        'It is shown only this once. Change it with: npm run admin -- set-password ' +
        email,
    );
  }
}

/** `throttle`: where the login locks it clears are kept (the database unless Redis is configured). */
export async function setPassword(
  db: Db,
  email: string,
  password: string,
  throttle = databaseThrottle(db),
): Promise<'updated' | 'created'> {
  const now = new Date().toISOString();
  const hash = await hashPassword(password);
  const normalized = email.trim().toLowerCase();
  let result: 'updated' | 'created' = 'created';
  if (await repo.updateAdminPassword(db, normalized, hash, now)) {
    await repo.deleteSessionsOfAdmin(db, normalized);
    result = 'updated';
  } else {
    await repo.insertAdmin(db, normalized, hash, now);
  }
  // The new hash already revokes the known-device cookies issued before (they are bound to it).
  const admin = await repo.findAdminByEmail(db, normalized);
  if (admin) await throttle.clear(admin);
  return result;
}
