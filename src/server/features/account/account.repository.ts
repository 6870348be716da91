import type { Db } from '#server/db/database';

/** The queries of each person's own account; the sessions and admins tables are auth's (auth.repository.ts). */

export async function findAdminByEmail(db: Db, email: string) {
  return db.selectFrom('admins').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findAdminById(db: Db, id: number) {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateName(db: Db, id: number, name: string, now: string) {
  await db.updateTable('admins').set({ name, updated_at: now }).where('id', '=', id).execute();
}

export async function updatePassword(db: Db, id: number, passwordHash: string, now: string) {
  await db
    .updateTable('admins')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function updateEmail(db: Db, id: number, email: string, now: string) {
  await db.updateTable('admins').set({ email, updated_at: now }).where('id', '=', id).execute();
}

/** The person's live sessions: not past their end, and active since `seenSince` (the idle limit). */
export async function listSessions(db: Db, adminId: number, live: { now: string; seenSince: string }) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'user_agent', 'ip_address'])
    .where('admin_id', '=', adminId)
    .where('expires_at', '>', live.now)
    .where('last_seen_at', '>', live.seenSince)
    .orderBy('last_seen_at', 'desc')
    .execute();
}

export async function deleteSessionOf(db: Db, adminId: number, sessionId: string) {
  const result = await db
    .deleteFrom('sessions')
    .where('admin_id', '=', adminId)
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every session of the person but `keep` (none kept when `keep` is undefined); how many ended. */
export async function deleteSessionsOf(db: Db, adminId: number, keep?: string) {
  let query = db.deleteFrom('sessions').where('admin_id', '=', adminId);
  if (keep !== undefined) query = query.where('id', '!=', keep);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Sign-ins of the person waiting for their second step (features/auth/second-factor): opened with the old
 * password, they must not become sessions after it changed.
 */
export async function deletePendingSignIns(db: Db, adminId: number) {
  await db
    .deleteFrom('sign_in_challenges')
    .where('admin_id', '=', adminId)
    .where('purpose', '=', 'sign-in')
    .execute();
}

/** The newest unused, unexpired link of a change of address this person asked for. */
export async function pendingEmailOf(db: Db, adminId: number, now: string) {
  const row = await db
    .selectFrom('account_tokens')
    .select('email')
    .where('purpose', '=', 'email')
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.email ?? null;
}

/** Unused links of this purpose that this person asked for (a new one replaces them). */
export async function revokeTokensOf(db: Db, purpose: 'reset' | 'email', adminId: number) {
  await db
    .deleteFrom('account_tokens')
    .where('purpose', '=', purpose)
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .execute();
}

/** Links of this purpose that expired: of no use any more. */
export async function deleteExpiredTokens(db: Db, purpose: 'reset' | 'email', now: string) {
  await db
    .deleteFrom('account_tokens')
    .where('purpose', '=', purpose)
    .where('expires_at', '<=', now)
    .execute();
}
