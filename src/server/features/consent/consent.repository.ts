import type { Insertable, Selectable } from 'kysely';
import type { Db } from '#server/db/database';
import type { ConsentRecordsTable } from '#server/db/schema-consent';

export type ConsentRow = Selectable<ConsentRecordsTable>;

/* Queries of consent_records and stopped_addresses, each taking the executor first (a transaction too). */

export async function insertRecords(db: Db, rows: Insertable<ConsentRecordsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('consent_records').values(rows).execute();
}

export async function listByEmail(db: Db, email: string): Promise<ConsentRow[]> {
  return db
    .selectFrom('consent_records')
    .selectAll()
    .where('email', '=', email)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

/** The agreements given with these records (`table:id`). */
export async function givenFor(db: Db, refs: string[]): Promise<ConsentRow[]> {
  if (refs.length === 0) return [];
  return db
    .selectFrom('consent_records')
    .selectAll()
    .where('record_ref', 'in', refs)
    .where('action', '=', 'given')
    .orderBy('id')
    .execute();
}

/** The withdrawals made by these addresses, oldest first. */
export async function withdrawalsOf(db: Db, emails: string[]): Promise<ConsentRow[]> {
  if (emails.length === 0) return [];
  return db
    .selectFrom('consent_records')
    .selectAll()
    .where('email', 'in', emails)
    .where('action', '=', 'withdrawn')
    .orderBy('at')
    .execute();
}

export async function addStopped(db: Db, email: string, at: string): Promise<void> {
  await db
    .insertInto('stopped_addresses')
    .values({ email, stopped_at: at })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
}

export async function removeStopped(db: Db, email: string): Promise<void> {
  await db.deleteFrom('stopped_addresses').where('email', '=', email).execute();
}

export async function isStopped(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('stopped_addresses')
    .select('email')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}
