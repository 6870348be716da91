import type { Db } from '#server/db/database';
import type { PageRow } from '#server/db/schema';

export type PageValues = Pick<PageRow, 'slug' | 'menu_slot' | 'status' | 'publish_at' | 'data'>;

const columns = [
  'id',
  'slug',
  'menu_slot',
  'status',
  'publish_at',
  'data',
  'created_at',
  'updated_at',
] as const;

export async function listPages(db: Db): Promise<PageRow[]> {
  return db.selectFrom('pages').select(columns).orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
}

/** Published pages and scheduled ones whose time has come, by `now`. */
export async function listVisiblePages(db: Db, now: string): Promise<PageRow[]> {
  return db
    .selectFrom('pages')
    .select(columns)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'published'),
        eb.and([eb('status', '=', 'scheduled'), eb('publish_at', '<=', now)]),
      ]),
    )
    .orderBy('slug')
    .execute();
}

export async function findPage(db: Db, id: number): Promise<PageRow | undefined> {
  return db.selectFrom('pages').select(columns).where('id', '=', id).executeTakeFirst();
}

export async function findPageBySlug(db: Db, slug: string): Promise<PageRow | undefined> {
  return db.selectFrom('pages').select(columns).where('slug', '=', slug).executeTakeFirst();
}

export async function insertPage(db: Db, values: PageValues, now: string): Promise<PageRow> {
  return db
    .insertInto('pages')
    .values({ ...values, created_at: now, updated_at: now })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export async function updatePage(db: Db, id: number, values: PageValues, now: string) {
  return db
    .updateTable('pages')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
}

export async function deletePage(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('pages').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertRevision(db: Db, pageId: number, data: string, savedAt: string) {
  await db.insertInto('page_revisions').values({ page_id: pageId, data, saved_at: savedAt }).execute();
}

export async function listRevisions(db: Db, pageId: number) {
  return db
    .selectFrom('page_revisions')
    .select(['id', 'data', 'saved_at'])
    .where('page_id', '=', pageId)
    .orderBy('id', 'desc')
    .execute();
}

export async function findRevision(db: Db, pageId: number, revisionId: number) {
  return db
    .selectFrom('page_revisions')
    .select(['id', 'data', 'saved_at'])
    .where('page_id', '=', pageId)
    .where('id', '=', revisionId)
    .executeTakeFirst();
}

/** The earliest time after `now` at which a scheduled page becomes visible, if any. */
export async function nextPublishTime(db: Db, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('pages')
    .select((eb) => eb.fn.min('publish_at').as('next'))
    .where('status', '=', 'scheduled')
    .where('publish_at', '>', now)
    .executeTakeFirst();
  return (row?.next as string | null | undefined) ?? null;
}
