import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation, type Db } from '#server/db/database';
import { BadRequestError, ConflictError, NotFoundError, ServiceUnavailableError } from '#server/errors';
import {
  INVITATION_DAYS,
  staffMessages as say,
  type InvitationDetails,
  type PendingInvitation,
  type StaffList,
} from '#shared/api/staff';
import { isRole, roleTexts, type Role } from '#shared/staff/roles';
import { hashPassword, type StaffMember as SignedIn } from '#server/features/auth/auth.service';
import { mailSenderOf, type TransactionalMail } from '#server/features/mail/mail.service';
import {
  accountTokenState,
  claimAccountToken,
  findLiveAccountToken,
  issueAccountToken,
} from './account-tokens.ts';
import { composeInvitationMail, type MailSettings } from './invitation-mail.ts';
import * as repo from './staff.repository.ts';

/** The single-use mailed links, for the other features that send one (features/account). */
export {
  claimAccountToken,
  findLiveAccountToken,
  issueAccountToken,
  revokeAccountTokens,
} from './account-tokens.ts';

/** One kind's sender of transactional mail, within the daily cap (features/mail). */
export type TransactionalMailer = ReturnType<TransactionalMail>;

export const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;

export interface StaffDeps {
  db: Db;
  mailer: TransactionalMailer;
  settings: MailSettings;
  log: FastifyBaseLogger;
  now: () => Date;
}

const roleOf = (value: string): Role => (isRole(value) ? value : 'editor');
const displayName = (person: { name: string | null; email: string }) => person.name || person.email;

export async function listStaff(db: Db, actor: SignedIn, now: Date): Promise<StaffList> {
  const [people, invitations] = await Promise.all([repo.listStaff(db), repo.listInvitations(db)]);
  return {
    people: people.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: roleOf(row.role),
      status: row.status === 'suspended' ? 'suspended' : 'active',
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at ?? null,
      isYou: row.id === actor.adminId,
    })),
    invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name ?? '',
      role: roleOf(row.role ?? ''),
      invitedBy: row.inviter_email ? displayName({ name: row.inviter_name, email: row.inviter_email }) : null,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      expired: row.expires_at <= now.toISOString(),
    })),
  };
}

/**
 * Stores a new invitation, mails its link, and only once the mail has gone deletes the earlier
 * invitations to that address: a mail that cannot be sent leaves everything as it was.
 */
async function sendInvitation(
  deps: StaffDeps,
  actor: SignedIn,
  input: { email: string; role: Role; name: string },
): Promise<PendingInvitation> {
  if (!(await deps.mailer.allowed())) throw new ServiceUnavailableError(say.dailyCapReached, 3600);
  const now = deps.now();
  const token = await issueAccountToken(deps.db, {
    purpose: 'invite',
    email: input.email,
    role: input.role,
    name: input.name,
    createdBy: actor.adminId,
    ttlMs: INVITATION_MS,
    now,
  });
  const row = (await findLiveAccountToken(deps.db, 'invite', token, now))!;
  try {
    const sender = await mailSenderOf(deps.db);
    await deps.mailer.send(
      composeInvitationMail(deps.settings, sender, {
        ...input,
        token,
        expiresAt: row.expires_at,
        inviter: { name: actor.name, email: actor.email },
      }),
    );
  } catch (error) {
    deps.log.error({ err: error }, 'an invitation could not be sent');
    await repo.deleteInvitation(deps.db, row.id);
    throw new ServiceUnavailableError(say.mailUnavailable, 60);
  }
  await repo.deleteOtherInvitations(deps.db, input.email, row.id);
  return {
    id: row.id,
    email: row.email,
    name: input.name,
    role: input.role,
    invitedBy: displayName(actor),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    expired: false,
  };
}

export async function invite(
  deps: StaffDeps,
  actor: SignedIn,
  input: { email: string; role: Role; name: string },
): Promise<PendingInvitation> {
  if (await repo.emailIsStaff(deps.db, input.email)) throw new ConflictError(say.alreadyStaff, 'email');
  return sendInvitation(deps, actor, input);
}

/** A new link (7 days from now) for the same address and role; the earlier link stops working. */
export async function resendInvitation(
  deps: StaffDeps,
  actor: SignedIn,
  id: string,
): Promise<PendingInvitation> {
  const row = await repo.findInvitation(deps.db, id);
  if (!row) throw new NotFoundError(say.invitationNotFound);
  if (await repo.emailIsStaff(deps.db, row.email)) throw new ConflictError(say.alreadyStaff, 'email');
  return sendInvitation(deps, actor, {
    email: row.email,
    role: roleOf(row.role ?? ''),
    name: row.name ?? '',
  });
}

export async function withdrawInvitation(db: Db, id: string): Promise<{ email: string }> {
  const row = await repo.findInvitation(db, id);
  if (!row || !(await repo.deleteInvitation(db, id))) throw new NotFoundError(say.invitationNotFound);
  return { email: row.email };
}

async function personOf(db: Db, id: number) {
  const person = await repo.findAdmin(db, id);
  if (!person) throw new NotFoundError(say.personNotFound);
  return person;
}

/**
 * Runs a change that may take an owner away inside one transaction, with the active owners locked: if no
 * active owner is left after it, it is undone and refused.
 */
async function keepingAnOwner<T>(db: Db, change: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await repo.lockActiveOwners(trx);
    const result = await change(trx);
    if ((await repo.countActiveOwners(trx)) === 0) throw new ConflictError(say.lastOwner);
    return result;
  });
}

export async function changeRole(db: Db, id: number, role: Role, now: Date) {
  const person = await personOf(db, id);
  await keepingAnOwner(db, async (trx) => {
    if (!(await repo.updateAdmin(trx, id, { role }, now.toISOString()))) {
      throw new NotFoundError(say.personNotFound);
    }
  });
  return { name: displayName(person), before: roleOf(person.role), role };
}

/** Suspending ends every session at once; restoring lets the person sign in again with their password. */
export async function setStatus(
  db: Db,
  actor: SignedIn,
  id: number,
  status: 'active' | 'suspended',
  now: Date,
) {
  if (status === 'suspended' && id === actor.adminId) throw new ConflictError(say.notYourselfSuspend);
  const person = await personOf(db, id);
  await keepingAnOwner(db, async (trx) => {
    if (!(await repo.updateAdmin(trx, id, { status }, now.toISOString()))) {
      throw new NotFoundError(say.personNotFound);
    }
    if (status === 'suspended') await repo.deleteSessionsOf(trx, id);
  });
  return { name: displayName(person), email: person.email, before: person.status };
}

export async function removePerson(db: Db, actor: SignedIn, id: number) {
  if (id === actor.adminId) throw new ConflictError(say.notYourselfRemove);
  const person = await personOf(db, id);
  await keepingAnOwner(db, async (trx) => {
    if (!(await repo.deleteAdmin(trx, id))) throw new NotFoundError(say.personNotFound);
  });
  return { name: displayName(person), email: person.email, role: roleOf(person.role) };
}

/** Someone else's sessions, all of them; one's own are signed out from one's account's devices list. */
export async function signOutEverywhere(db: Db, actor: SignedIn, id: number) {
  if (id === actor.adminId) throw new ConflictError(say.notYourselfSignOut);
  const person = await personOf(db, id);
  const count = await repo.deleteSessionsOf(db, id);
  return { name: displayName(person), email: person.email, count };
}

/** Why a link does not open an invitation, in words that say what to do. */
async function refuseLink(db: Db, token: string, now: Date): Promise<never> {
  const state = await accountTokenState(db, 'invite', token, now);
  const message = state === 'used' ? say.linkUsed : state === 'expired' ? say.linkExpired : say.linkUnknown;
  throw new BadRequestError(message, 'token');
}

/** What the invitation page shows: who invited which address as what, and until when. */
export async function invitationDetails(db: Db, token: string, now: Date): Promise<InvitationDetails> {
  const row = await findLiveAccountToken(db, 'invite', token, now);
  if (!row) return refuseLink(db, token, now);
  const inviter = row.created_by === null ? undefined : await repo.findAdmin(db, row.created_by);
  const role = roleOf(row.role ?? '');
  return {
    email: row.email,
    name: row.name ?? '',
    role,
    roleLabel: roleTexts[role].label,
    roleDescription: roleTexts[role].description,
    invitedBy: inviter ? { name: inviter.name, email: inviter.email } : null,
    expiresAt: row.expires_at,
  };
}

/**
 * Creates the account with the invitation's role and the person's own name and password, and uses the
 * link, both in one transaction: a second click, or an address taken meanwhile, changes nothing.
 */
export async function acceptInvitation(
  db: Db,
  input: { token: string; name: string; password: string },
  now: Date,
): Promise<{ adminId: number; email: string }> {
  if (!(await findLiveAccountToken(db, 'invite', input.token, now))) return refuseLink(db, input.token, now);
  // Hashed before the transaction: scrypt takes a while, and SQLite has one writer.
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await claimAccountToken(trx, 'invite', input.token, now);
      if (!row) return refuseLink(trx, input.token, now);
      const adminId = await repo.insertAdmin(trx, {
        email: row.email,
        name: input.name,
        role: roleOf(row.role ?? ''),
        passwordHash,
        now: now.toISOString(),
      });
      return { adminId, email: row.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(say.accountExists, 'token');
    throw error;
  }
}
