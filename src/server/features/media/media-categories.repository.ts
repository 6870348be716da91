import { sql } from 'kysely';
import { engineOf, type Db } from '#server/db/database';

export interface CategoryRow {
  id: number;
  name: string;
  position: number;
}

/** The categories in the gallery's order. */
export async function listCategories(db: Db): Promise<CategoryRow[]> {
  return db.selectFrom('media_categories').selectAll().orderBy('position').orderBy('id').execute();
}

/**
 * Holds every category row until the transaction ends (PostgreSQL), so two edits of the list run one after
 * the other; SQLite runs one write transaction at a time anyway.
 */
export async function lockCategories(trx: Db): Promise<void> {
  if (engineOf(trx) === 'postgres') await sql`select id from media_categories for update`.execute(trx);
}

export async function findCategory(db: Db, id: number): Promise<CategoryRow | undefined> {
  return db.selectFrom('media_categories').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The category of that name, whatever its case. */
export async function findCategoryByName(db: Db, name: string): Promise<CategoryRow | undefined> {
  return db
    .selectFrom('media_categories')
    .selectAll()
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

/** How many media items name each category ('' for those kept in the library only). */
export async function countMediaByCategory(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('media')
    .select(['media_category', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('media_category')
    .execute();
  return new Map(rows.map((row) => [row.media_category, Number(row.count)]));
}

export async function insertCategory(db: Db, name: string): Promise<CategoryRow> {
  const last = await db
    .selectFrom('media_categories')
    .select((eb) => eb.fn.max<number | null>('position').as('position'))
    .executeTakeFirst();
  return db
    .insertInto('media_categories')
    .values({ name, position: Number(last?.position ?? 0) + 1 })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function renameCategory(db: Db, id: number, name: string): Promise<void> {
  await db.updateTable('media_categories').set({ name }).where('id', '=', id).execute();
}

export async function setPosition(db: Db, id: number, position: number): Promise<void> {
  await db.updateTable('media_categories').set({ position }).where('id', '=', id).execute();
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.deleteFrom('media_categories').where('id', '=', id).execute();
}

/** Every item of category `from` goes to `to` ('' keeps it in the library only); returns how many moved. */
export async function moveMedia(db: Db, from: string, to: string, now: string): Promise<number> {
  const result = await db
    .updateTable('media')
    .set({ media_category: to, updated_at: now })
    .where('media_category', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
