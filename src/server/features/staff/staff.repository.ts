import type { Db } from '#server/db/database';
import { engineOf } from '#server/db/database';

/** Everyone with an account, oldest first, with when any of their sessions was last used. */
export async function listStaff(db: Db) {
  return db
    .selectFrom('admins')
    .leftJoin('sessions', 'sessions.admin_id', 'admins.id')
    .select((eb) => [
      'admins.id',
      'admins.name',
      'admins.email',
      'admins.role',
      'admins.status',
      'admins.created_at',
      eb.fn.max('sessions.last_seen_at').as('last_seen_at'),
    ])
    .groupBy([
      'admins.id',
      'admins.name',
      'admins.email',
      'admins.role',
      'admins.status',
      'admins.created_at',
    ])
    .orderBy('admins.id')
    .execute();
}

/** The invitations not yet accepted (expired ones too: they can be sent again), newest first. */
export async function listInvitations(db: Db) {
  return db
    .selectFrom('account_tokens')
    .leftJoin('admins', 'admins.id', 'account_tokens.created_by')
    .select([
      'account_tokens.id',
      'account_tokens.email',
      'account_tokens.name',
      'account_tokens.role',
      'account_tokens.created_at',
      'account_tokens.expires_at',
      'admins.name as inviter_name',
      'admins.email as inviter_email',
    ])
    .where('account_tokens.purpose', '=', 'invite')
    .where('account_tokens.used_at', 'is', null)
    .orderBy('account_tokens.created_at', 'desc')
    .orderBy('account_tokens.id')
    .execute();
}

export async function findInvitation(db: Db, id: string) {
  return db
    .selectFrom('account_tokens')
    .selectAll()
    .where('id', '=', id)
    .where('purpose', '=', 'invite')
    .where('used_at', 'is', null)
    .executeTakeFirst();
}

/** Deletes one unused invitation; false when it was used or deleted meanwhile. */
export async function deleteInvitation(db: Db, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('account_tokens')
    .where('id', '=', id)
    .where('purpose', '=', 'invite')
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The other unused invitations to the same address: the one just sent replaces them. */
export async function deleteOtherInvitations(db: Db, email: string, keepId: string): Promise<void> {
  await db
    .deleteFrom('account_tokens')
    .where('purpose', '=', 'invite')
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('id', '<>', keepId)
    .execute();
}

export async function findAdmin(db: Db, id: number) {
  return db
    .selectFrom('admins')
    .select(['id', 'name', 'email', 'role', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function emailIsStaff(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('admins').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

/**
 * Inside a transaction, before a change that could take away an owner: on PostgreSQL the active owners'
 * rows are locked until it ends, so two owners demoting each other at once are decided one after the
 * other and the second sees the first's change; SQLite runs one writing transaction at a time anyway.
 */
export async function lockActiveOwners(trx: Db): Promise<void> {
  const owners = trx
    .selectFrom('admins')
    .select('id')
    .where('role', '=', 'owner')
    .where('status', '=', 'active');
  await (engineOf(trx) === 'postgres' ? owners.forUpdate() : owners).execute();
}

export async function countActiveOwners(db: Db): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'owner')
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function updateAdmin(
  db: Db,
  id: number,
  change: { role?: string; status?: string },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set({ ...change, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every session of a person; how many there were. */
export async function deleteSessionsOf(db: Db, adminId: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('admin_id', '=', adminId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes the account, its sessions (by the foreign key's cascade, and here too for SQLite files opened
 * without foreign keys) and its unused mailed links. What the person did stays: records name people by
 * their address, not by the account.
 */
export async function deleteAdmin(db: Db, id: number): Promise<boolean> {
  await db.deleteFrom('sessions').where('admin_id', '=', id).execute();
  await db.deleteFrom('account_tokens').where('admin_id', '=', id).where('used_at', 'is', null).execute();
  const result = await db.deleteFrom('admins').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertAdmin(
  db: Db,
  admin: { email: string; name: string; role: string; passwordHash: string; now: string },
): Promise<number> {
  const row = await db
    .insertInto('admins')
    .values({
      email: admin.email,
      name: admin.name,
      role: admin.role,
      status: 'active',
      password_hash: admin.passwordHash,
      created_at: admin.now,
      updated_at: admin.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
