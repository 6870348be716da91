import { randomBytes } from 'node:crypto';
import type { Db } from '#server/db/database';
import { messages } from '#shared/messages';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '#server/errors';
import { isRole, type Role } from '#shared/staff/roles';
import { getDecoyHash, hashPassword, verifyPassword } from './password.ts';
import * as repo from './auth.repository.ts';
import { issueKnownDevice, verifyKnownDevice } from './known-device.ts';
import { databaseThrottle, throttleAddress, throttleKeys, type ThrottleStore } from './login-throttle.ts';
import { hashToken } from './token-hash.ts';
import {
  checkSecondFactor,
  methodsOf,
  type SecondFactorAnswer,
} from './second-factor/second-factor.service.ts';
import type { RelyingParty } from './second-factor/relying-party.ts';
import { passkeySignInOptions } from './second-factor/passkeys.ts';
import { closeChallenge, findChallenge, openChallenge } from './second-factor/sign-in-challenges.ts';
import type { SecondFactorMethod } from '#shared/api/second-factor';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export { hashToken };
/** For a person's own account (features/account): a new password, and the login locks it clears. */
export { hashPassword, verifyPassword } from './password.ts';
export { createLoginThrottle } from './throttle-store.ts';
export { findAdminByEmail } from './auth.repository.ts';

/** Where a browser signs in from: its address, its known-device cookie if any, its User-Agent. */
export interface SignInClient {
  ip: string;
  knownDevice?: string | undefined;
  userAgent?: string | undefined;
}

export type SignedIn = {
  step: 'signed-in';
  token: string;
  email: string;
  expiresAt: Date;
  knownDevice: { value: string; expiresAt: Date };
};
/** The password was right and the person has a second factor: `challenge` is the next step's token. */
export type SecondFactorAsked = {
  step: 'second-factor';
  email: string;
  challenge: string;
  methods: SecondFactorMethod[];
};

type Account = NonNullable<Awaited<ReturnType<typeof repo.findAdminByEmail>>>;

/**
 * The throttle keys of one attempt (docs/decisions/007). A browser holding a valid known-device cookie for
 * this account is throttled only under its own key; every other browser under its address, the account
 * from its address, and the account as a whole.
 */
function attemptKeys(
  account: Account | undefined,
  email: string,
  client: SignInClient,
  secret: string,
  now: Date,
) {
  const device =
    account && client.knownDevice ? verifyKnownDevice(secret, client.knownDevice, account, now) : null;
  const address = throttleAddress(client.ip);
  const personal = device
    ? throttleKeys.knownDevice(device.adminId, device.deviceId)
    : throttleKeys.accountAndAddress(email, address);
  const keys = device ? [personal] : [personal, throttleKeys.address(address), throttleKeys.account(email)];
  return { personal, keys };
}

/**
 * Runs `check` as one attempt under the login throttle: the attempt is reserved (counted as a failure in
 * advance) before the check, so parallel guesses count like sequential ones; a check that passes gives it
 * back. Used for the password and for the second factor alike.
 */
async function throttled(
  throttle: ThrottleStore,
  attempt: ReturnType<typeof attemptKeys>,
  now: Date,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const reserved = await throttle.reserve(attempt.keys, now);
  if (!reserved.granted) {
    throw new TooManyRequestsError(messages.auth.tooManyAttempts, Math.ceil(reserved.retryAfterMs / 1000));
  }
  if (!(await check())) return false;
  await throttle.release(reserved.reservation, [attempt.personal.key]);
  return true;
}

async function signedIn(
  db: Db,
  account: Account,
  client: SignInClient,
  policy: SessionPolicy,
  knownDeviceSecret: string,
  now: Date,
): Promise<SignedIn> {
  const { token, expiresAt } = await startSession(db, account.id, client, policy, now);
  return {
    step: 'signed-in',
    token,
    email: account.email,
    expiresAt,
    knownDevice: issueKnownDevice(knownDeviceSecret, account, now),
  };
}

/**
 * Checks a password under the login throttle. A person with a second factor is not signed in yet: they get
 * the token of the second step (completeSignIn), valid a few minutes.
 */
export async function login(
  db: Db,
  throttle: ThrottleStore,
  input: SignInClient & { email: string; password: string },
  policy: SessionPolicy,
  knownDeviceSecret: string,
  now = new Date(),
): Promise<SignedIn | SecondFactorAsked> {
  const admin = await repo.findAdminByEmail(db, input.email);
  const attempt = attemptKeys(admin, input.email, input, knownDeviceSecret, now);
  const valid = await throttled(throttle, attempt, now, async () => {
    const right = await verifyPassword(input.password, admin?.password_hash ?? (await getDecoyHash()));
    return Boolean(admin) && right;
  });
  // A wrong password keeps the reservation: it was counted as a failure in advance.
  if (!admin || !valid) throw new UnauthorizedError(messages.auth.invalidCredentials);
  // Told only to whoever knows the password: the account exists, an owner has suspended it.
  if (admin.status !== 'active') throw new ForbiddenError(messages.auth.suspended);

  const methods = await methodsOf(db, admin.id);
  if (methods.length > 0) {
    const challenge = await openChallenge(db, 'sign-in', admin.id, now);
    return { step: 'second-factor', email: admin.email, challenge, methods };
  }
  return signedIn(db, admin, input, policy, knownDeviceSecret, now);
}

/**
 * The second step of a sign-in: a code of the person's authenticator app or a recovery code, counted by
 * the login throttle like a password. Right, it opens the session and ends the step's token.
 */
export async function completeSignIn(
  db: Db,
  throttle: ThrottleStore,
  input: SignInClient & SecondFactorAnswer & { challenge: string },
  policy: SessionPolicy,
  secrets: { knownDevice: string; dataKey: Buffer; rp: RelyingParty },
  now = new Date(),
): Promise<SignedIn> {
  const step = await findChallenge(db, 'sign-in', input.challenge, now);
  const admin = step ? await repo.findAdminById(db, step.admin_id) : undefined;
  if (!step || !admin || admin.status !== 'active') {
    throw new UnauthorizedError(messages.secondFactor.expired);
  }
  const attempt = attemptKeys(admin, admin.email, input, secrets.knownDevice, now);
  const right = await throttled(throttle, attempt, now, () =>
    checkSecondFactor(db, secrets, { adminId: admin.id, challenge: step.challenge }, input, now),
  );
  if (!right) throw new UnauthorizedError(messages.secondFactor.wrongCode, 'code');
  if (!(await closeChallenge(db, input.challenge)))
    throw new UnauthorizedError(messages.secondFactor.expired);
  return signedIn(db, admin, input, policy, secrets.knownDevice, now);
}

/**
 * The browser's instructions to answer a sign-in's second step with a passkey; the challenge is kept with
 * the step. Undefined when the step is unknown or over.
 */
export async function passkeyOptionsForSignIn(db: Db, challenge: string, rp: RelyingParty, now = new Date()) {
  const step = await findChallenge(db, 'sign-in', challenge, now);
  if (!step) return undefined;
  const options = await passkeySignInOptions(db, step.admin_id, rp);
  await db
    .updateTable('sign_in_challenges')
    .set({ challenge: options.challenge })
    .where('id', '=', step.id)
    .execute();
  return options;
}

/** Whose sign-in waits behind a second step's token (for the activity log), if it is still live. */
export async function signingInAs(db: Db, challenge: string, now = new Date()): Promise<string | undefined> {
  const step = await findChallenge(db, 'sign-in', challenge, now);
  return step ? (await repo.findAdminById(db, step.admin_id))?.email : undefined;
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
  /** An authenticator app or a passkey is set up (a role may require one: features/auth/second-factor). */
  hasSecondFactor: boolean;
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
    hasSecondFactor: session.totp_enabled_at !== null || Boolean(session.has_passkey),
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
