import type { Db } from '#server/db/database';

/* ---- Collections: entries as JSON, in order (decision 009) ---- */

export async function listEntries(db: Db, collection: string) {
  const rows = await db
    .selectFrom('content_entries')
    .select(['id', 'data'])
    .where('collection', '=', collection)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, data: JSON.parse(row.data) as Record<string, unknown> }));
}

export async function findEntry(db: Db, collection: string, id: number) {
  const row = await db
    .selectFrom('content_entries')
    .select(['id', 'data', 'position'])
    .where('collection', '=', collection)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, data: JSON.parse(row.data) as Record<string, unknown> };
}

export async function insertEntries(
  db: Db,
  collection: string,
  entries: Record<string, unknown>[],
  firstPosition: number,
  now: string,
) {
  if (entries.length === 0) return [];
  return db
    .insertInto('content_entries')
    .values(
      entries.map((data, index) => ({
        collection,
        position: firstPosition + index,
        data: JSON.stringify(data),
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
}

export async function nextPosition(db: Db, collection: string): Promise<number> {
  const row = await db
    .selectFrom('content_entries')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('collection', '=', collection)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function updateEntry(
  db: Db,
  collection: string,
  id: number,
  data: Record<string, unknown>,
  now: string,
  position?: number,
) {
  const result = await db
    .updateTable('content_entries')
    .set({ data: JSON.stringify(data), updated_at: now, ...(position === undefined ? {} : { position }) })
    .where('collection', '=', collection)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteEntry(db: Db, collection: string, id: number) {
  const result = await db
    .deleteFrom('content_entries')
    .where('collection', '=', collection)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteCollection(db: Db, collection: string) {
  await db.deleteFrom('content_entries').where('collection', '=', collection).execute();
}

/** Marks a collection filled with its defaults; false when it already was (another start got there first). */
export async function markSeeded(db: Db, collection: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('content_seeded')
    .values({ collection, seeded_at: now })
    .onConflict((conflict) => conflict.column('collection').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
