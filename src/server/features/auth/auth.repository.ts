import type { Db } from '../../db/database.ts';

export async function findAdminByEmail(db: Db, email: string) {
  return db.selectFrom('admins').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertAdmin(db: Db, email: string, passwordHash: string, now: string) {
  await db
    .insertInto('admins')
    .values({ email, password_hash: passwordHash, created_at: now, updated_at: now })
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
  session: { id: string; adminId: number; now: string; expiresAt: string },
) {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      admin_id: session.adminId,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
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

export async function saveThrottle(
  db: Db,
  row: { key: string; failures: number; locked_until: string | null; updated_at: string },
) {
  await db
    .insertInto('login_throttle')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ failures: row.failures, locked_until: row.locked_until, updated_at: row.updated_at }),
    )
    .execute();
}

export async function clearThrottle(db: Db, key: string) {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}
