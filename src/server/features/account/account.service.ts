import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { Db } from '#server/db/database';
import { isUniqueViolation } from '#server/db/database';
import { messages } from '#shared/messages';
import type { Device, EmailChangeInput, PasswordChangeInput, Profile } from '#shared/api/account';
import { EMAIL_LINK_HOURS, RESET_LINK_MINUTES } from '#shared/api/account-paths';
import { BadRequestError, ConflictError, NotFoundError, ServiceUnavailableError } from '#server/errors';
import { isRole } from '#shared/staff/roles';
import {
  type createLoginThrottle,
  hashPassword,
  verifyPassword,
  type StaffMember,
} from '#server/features/auth/auth.service';
import { mailSenderOf, sendAfterAnswer, type TransactionalMail } from '#server/features/mail/mail.service';
import {
  claimAccountToken,
  findLiveAccountToken,
  issueAccountToken,
  revokeAccountTokens,
} from '#server/features/staff/staff.service';
import * as repo from './account.repository.ts';
import {
  composeEmailChangeNotice,
  composeEmailConfirmMail,
  composeResetMail,
  type MailSettings,
} from './account-mail.ts';
import { describeUserAgent } from './user-agent.ts';

const say = messages.account;
export const RESET_LINK_MS = RESET_LINK_MINUTES * 60_000;
export const EMAIL_LINK_MS = EMAIL_LINK_HOURS * 3600_000;

/** One kind's sender of transactional mail, within the daily cap (features/mail). */
export type TransactionalMailer = ReturnType<TransactionalMail>;
/** The login throttle's store, whose locks a new password clears. */
export type ThrottleStore = ReturnType<typeof createLoginThrottle>;

export interface AccountDeps {
  db: Db;
  mailer: TransactionalMailer;
  settings: MailSettings;
  /** The login throttle, whose locks a new password clears (as set-password does). */
  throttle: ThrottleStore;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Mails sent after the answer; the app waits for them when it closes. */
  sending: Set<Promise<void>>;
}

const sendLater = (deps: AccountDeps, what: string, compose: () => Promise<Mail.Options>) =>
  sendAfterAnswer(deps, 'an account mail could not be sent', what, compose);

async function adminOf(db: Db, admin: StaffMember) {
  const row = await repo.findAdminById(db, admin.adminId);
  // The session was valid a moment ago; its person removed since then is signed out by now.
  if (!row) throw new NotFoundError(say.sessionNotFound);
  return row;
}

export async function getProfile(db: Db, admin: StaffMember, now: Date): Promise<Profile> {
  const row = await adminOf(db, admin);
  return {
    email: row.email,
    name: row.name,
    role: isRole(row.role) ? row.role : admin.role,
    pendingEmail: await repo.pendingEmailOf(db, row.id, now.toISOString()),
  };
}

export async function setName(db: Db, admin: StaffMember, name: string, now: Date): Promise<Profile> {
  await repo.updateName(db, admin.adminId, name, now.toISOString());
  return getProfile(db, admin, now);
}

/**
 * A new password, given the current one: every other device of the person is signed out (this one stays),
 * their unused reset links go, and the login locks that could hold them out are cleared.
 */
export async function changePassword(
  deps: AccountDeps,
  admin: StaffMember,
  input: PasswordChangeInput,
): Promise<void> {
  const row = await adminOf(deps.db, admin);
  if (!(await verifyPassword(input.currentPassword, row.password_hash))) {
    throw new BadRequestError(say.currentPasswordWrong, 'currentPassword');
  }
  const hash = await hashPassword(input.newPassword);
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await repo.updatePassword(trx, row.id, hash, now);
    await repo.deleteSessionsOf(trx, row.id, admin.sessionId);
    await repo.deletePendingSignIns(trx, row.id);
    await repo.revokeTokensOf(trx, 'reset', row.id);
  });
  await deps.throttle.clear(row);
}

/**
 * A new address, given the password: a link goes to the new address (24 hours), and a word to the old
 * one. The address itself changes only when the link is opened (confirmEmail).
 */
export async function requestEmailChange(
  deps: AccountDeps,
  admin: StaffMember,
  input: EmailChangeInput,
): Promise<void> {
  const row = await adminOf(deps.db, admin);
  if (!(await verifyPassword(input.password, row.password_hash))) {
    throw new BadRequestError(say.currentPasswordWrong, 'password');
  }
  if (input.email === row.email) throw new BadRequestError(say.emailSameAsNow, 'email');
  if (await repo.findAdminByEmail(deps.db, input.email)) throw new ConflictError(say.emailTaken, 'email');
  if (!(await deps.mailer.allowed())) {
    throw new ServiceUnavailableError(say.mailNotSent, 3600);
  }
  const now = deps.now();
  await repo.revokeTokensOf(deps.db, 'email', row.id);
  const token = await issueAccountToken(deps.db, {
    purpose: 'email',
    email: input.email,
    adminId: row.id,
    createdBy: row.id,
    ttlMs: EMAIL_LINK_MS,
    now,
  });
  const sender = await mailSenderOf(deps.db);
  try {
    await deps.mailer.send(composeEmailConfirmMail(deps.settings, sender, input.email, token));
  } catch (error) {
    deps.log.error({ err: error }, 'the link to confirm a new address could not be sent');
    await repo.revokeTokensOf(deps.db, 'email', row.id);
    throw new ServiceUnavailableError(say.mailNotSent, 60);
  }
  sendLater(deps, 'email-notice', async () =>
    composeEmailChangeNotice(deps.settings, sender, row.email, input.email),
  );
}

/** The link of a change of address, opened: the address changes unless another account took it meanwhile. */
export async function confirmEmail(deps: AccountDeps, token: string): Promise<string> {
  const now = deps.now();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const link = await claimAccountToken(trx, 'email', token, now);
      if (!link || link.admin_id === null) throw new BadRequestError(say.emailLinkInvalid, 'token');
      const holder = await repo.findAdminByEmail(trx, link.email);
      if (holder && holder.id !== link.admin_id) throw new ConflictError(say.emailTaken, 'email');
      if (!(await repo.findAdminById(trx, link.admin_id))) {
        throw new BadRequestError(say.emailLinkInvalid, 'token');
      }
      await repo.updateEmail(trx, link.admin_id, link.email, now.toISOString());
      return link.email;
    });
  } catch (error) {
    // Two accounts confirming the same new address at once: the second meets the unique index.
    if (isUniqueViolation(error)) throw new ConflictError(say.emailTaken, 'email');
    throw error;
  }
}

/** A session's handle for its person's list: a hash of its key, so the list never shows a key itself. */
export const sessionHandle = (sessionId: string) =>
  createHash('sha256').update(`device:${sessionId}`).digest('base64url').slice(0, 32);

/** What "signed in" means now: a session past neither its end nor its idle limit (SESSION_IDLE_HOURS). */
const liveAt = (now: Date, idleMs: number) => ({
  now: now.toISOString(),
  seenSince: new Date(now.getTime() - idleMs).toISOString(),
});

export async function listDevices(db: Db, admin: StaffMember, now: Date, idleMs: number): Promise<Device[]> {
  const sessions = await repo.listSessions(db, admin.adminId, liveAt(now, idleMs));
  return sessions.map((session) => ({
    id: sessionHandle(session.id),
    browser: describeUserAgent(session.user_agent),
    ipAddress: session.ip_address,
    createdAt: session.created_at,
    lastSeenAt: session.last_seen_at,
    current: session.id === admin.sessionId,
  }));
}

/** Signs out one of the person's own devices (this one too, if asked); another person's never. */
export async function signOutDevice(
  db: Db,
  admin: StaffMember,
  handle: string,
  now: Date,
  idleMs: number,
): Promise<void> {
  const sessions = await repo.listSessions(db, admin.adminId, liveAt(now, idleMs));
  const session = sessions.find((candidate) => sessionHandle(candidate.id) === handle);
  if (!session || (await repo.deleteSessionOf(db, admin.adminId, session.id)) === 0) {
    throw new NotFoundError(say.sessionNotFound);
  }
}

/** Ends every other session of the person; answers how many of them the list showed (the live ones). */
export async function signOutOtherDevices(
  db: Db,
  admin: StaffMember,
  now: Date,
  idleMs: number,
): Promise<number> {
  const live = await repo.listSessions(db, admin.adminId, liveAt(now, idleMs));
  await repo.deleteSessionsOf(db, admin.adminId, admin.sessionId);
  return live.filter((session) => session.id !== admin.sessionId).length;
}

/**
 * "Forgot your password?": the same work whatever the address (one lookup, the same deletes, one link
 * stored, bound to no account when none uses the address), then a mail only to an active account, sent
 * after the answer. The caller answers the same words either way.
 */
export async function requestPasswordReset(deps: AccountDeps, email: string): Promise<void> {
  const now = deps.now();
  const admin = await repo.findAdminByEmail(deps.db, email);
  await repo.deleteExpiredTokens(deps.db, 'reset', now.toISOString());
  await revokeAccountTokens(deps.db, 'reset', email);
  const token = await issueAccountToken(deps.db, {
    purpose: 'reset',
    email,
    adminId: admin?.id ?? null,
    ttlMs: RESET_LINK_MS,
    now,
  });
  if (admin?.status !== 'active') return;
  sendLater(deps, 'reset', async () =>
    composeResetMail(deps.settings, await mailSenderOf(deps.db), admin.email, token),
  );
}

/**
 * A reset link used: the new password is set, the link is spent, every session of the person ends and
 * their login locks are cleared. A link that is unknown, used, expired or bound to no active account is
 * refused with nothing changed.
 */
export async function completePasswordReset(
  deps: AccountDeps,
  input: { token: string; password: string },
): Promise<string> {
  const invalid = () => new BadRequestError(say.resetLinkInvalid, 'token');
  // Checked first so a dead link costs no hash; claimed below, where it is decided.
  const live = await findLiveAccountToken(deps.db, 'reset', input.token, deps.now());
  if (!live || live.admin_id === null) throw invalid();
  const hash = await hashPassword(input.password);
  const admin = await deps.db.transaction().execute(async (trx) => {
    const link = await claimAccountToken(trx, 'reset', input.token, deps.now());
    if (!link || link.admin_id === null) throw invalid();
    const row = await repo.findAdminById(trx, link.admin_id);
    // The address must still be the account's: a link sent before a change of address is void.
    if (!row || row.status !== 'active' || row.email !== link.email) throw invalid();
    await repo.updatePassword(trx, row.id, hash, deps.now().toISOString());
    await repo.deleteSessionsOf(trx, row.id);
    await repo.deletePendingSignIns(trx, row.id);
    await repo.revokeTokensOf(trx, 'reset', row.id);
    return row;
  });
  await deps.throttle.clear(admin);
  return admin.email;
}
