import { sql } from 'kysely';
import type { Db } from '#server/db/database';
import type { Role } from '#shared/staff/roles';

export async function findAdminByEmail(db: Db, email: string) {
  return db.selectFrom('admins').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findAdminById(db: Db, id: number) {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertAdmin(
  db: Db,
  email: string,
  passwordHash: string,
  now: string,
  person: { role: Role; name: string } = { role: 'owner', name: '' },
) {
  await db
    .insertInto('admins')
    .values({ email, password_hash: passwordHash, created_at: now, updated_at: now, ...person })
    .execute();
}

export async function updateAdminPassword(db: Db, email: string, passwordHash: string, now: string) {
  const result = await db
    .updateTable('admins')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertSession(
  db: Db,
  session: {
    id: string;
    adminId: number;
    now: string;
    expiresAt: string;
    userAgent: string | null;
    ipAddress: string | null;
  },
) {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      admin_id: session.adminId,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
      user_agent: session.userAgent,
      ip_address: session.ipAddress,
    })
    .execute();
}

export async function findSession(db: Db, id: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('admins', 'admins.id', 'sessions.admin_id')
    .select([
      'sessions.id',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'admins.email',
      'admins.id as admin_id',
      'admins.name',
      'admins.role',
      'admins.status',
      'admins.totp_enabled_at',
      (eb) =>
        eb
          .exists(
            eb.selectFrom('passkeys').select('passkeys.id').whereRef('passkeys.admin_id', '=', 'admins.id'),
          )
          .as('has_passkey'),
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
}

export async function touchSession(db: Db, id: string, now: string) {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string) {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteSessionsOfAdmin(db: Db, email: string) {
  await db
    .deleteFrom('sessions')
    .where('admin_id', 'in', (eb) =>
      eb.selectFrom('admins').select('admins.id').where('admins.email', '=', email),
    )
    .execute();
}

export async function deleteExpiredSessions(db: Db, now: string) {
  await db.deleteFrom('sessions').where('expires_at', '<', now).execute();
}

export async function getThrottle(db: Db, keys: string[]) {
  return db.selectFrom('login_throttle').selectAll().where('key', 'in', keys).execute();
}

/**
 * Inside a transaction: creates the missing rows and takes a write lock on all of them until the
 * transaction ends (a row lock on PostgreSQL, the database's write lock on SQLite), then returns them as
 * they are now. Callers pass the keys in one global order, so two attempts never wait on each other in a
 * circle.
 */
export async function lockThrottleRows(trx: Db, keys: string[], now: string) {
  return trx
    .insertInto('login_throttle')
    .values(keys.map((key) => ({ key, failures: 0, locked_until: null, updated_at: now })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({ failures: eb.ref('login_throttle.failures') })),
    )
    .returningAll()
    .execute();
}

export async function saveThrottle(
  db: Db,
  row: { key: string; failures: number; locked_until: string | null; updated_at: string },
) {
  await db
    .updateTable('login_throttle')
    .set({ failures: row.failures, locked_until: row.locked_until, updated_at: row.updated_at })
    .where('key', '=', row.key)
    .execute();
}

/** Gives back one reserved attempt; the lock that attempt set, if any and still in place, goes with it. */
export async function releaseThrottle(db: Db, key: string, lockedByAttempt: string | null) {
  await db
    .updateTable('login_throttle')
    .set((eb) => ({
      failures: eb
        .case()
        .when('failures', '>', 0)
        .then(eb('failures', '-', 1))
        .else(0)
        .end(),
      ...(lockedByAttempt === null
        ? {}
        : {
            locked_until: eb
              .case()
              .when('locked_until', '=', lockedByAttempt)
              .then(sql<string | null>`null`)
              .else(eb.ref('locked_until'))
              .end(),
          }),
    }))
    .where('key', '=', key)
    .execute();
}

/** One key per statement: a single-row delete never holds one row while it waits for another. */
export async function deleteThrottle(db: Db, key: string) {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}

/** Deletes every key that starts with one of the prefixes (compared as text, so no LIKE wildcards). */
export async function deleteThrottleByPrefix(db: Db, prefixes: string[]) {
  if (prefixes.length === 0) return;
  await db
    .deleteFrom('login_throttle')
    .where((eb) =>
      eb.or(
        prefixes.map((prefix) =>
          eb(sql<string>`substr(${sql.ref('key')}, 1, ${sql.lit([...prefix].length)})`, '=', prefix),
        ),
      ),
    )
    .execute();
}

/**
 * Deletes rows untouched since `before`: they count as zero anyway. On PostgreSQL rows locked by a login
 * in progress are skipped, so this never waits on one.
 */
export async function deleteStaleThrottle(db: Db, before: string, skipLocked: boolean) {
  await db
    .deleteFrom('login_throttle')
    .where('key', 'in', (eb) => {
      const stale = eb.selectFrom('login_throttle').select('key').where('updated_at', '<', before);
      return skipLocked ? stale.forUpdate().skipLocked() : stale;
    })
    .execute();
}
