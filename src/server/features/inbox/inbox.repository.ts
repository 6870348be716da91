import type { Insertable } from 'kysely';
import type { Db } from '#server/db/database';
import type { ContactMessagesTable, InterestEntriesTable } from '#server/db/schema';

export type InboxKind = 'contact' | 'interest';
const tableOf = { contact: 'contact_messages', interest: 'interest_entries' } as const;

export async function insertContact(db: Db, values: Insertable<ContactMessagesTable>): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertInterest(db: Db, values: Insertable<InterestEntriesTable>): Promise<number> {
  const row = await db
    .insertInto('interest_entries')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listContacts(db: Db) {
  return db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function listInterests(db: Db) {
  return db
    .selectFrom('interest_entries')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function setRead(db: Db, kind: InboxKind, id: number, read: boolean): Promise<boolean> {
  const result = await db
    .updateTable(tableOf[kind])
    .set({ read: read ? 1 : 0 })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function remove(db: Db, kind: InboxKind, id: number): Promise<boolean> {
  const result = await db.deleteFrom(tableOf[kind]).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
