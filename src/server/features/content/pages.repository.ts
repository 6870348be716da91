import type { Db } from '#server/db/database';
import type { PageRow } from '#server/db/schema';

/**
 * A page as the editor keeps it. The column `menu_slot` (the page's former menu place) is left out: it is only
 * read to seed the menus of an install that placed pages with it (placed-pages.ts).
 */
export type StoredPage = Omit<PageRow, 'menu_slot'>;
export type PageValues = Pick<StoredPage, 'slug' | 'status' | 'publish_at' | 'data'>;

const columns = ['id', 'slug', 'status', 'publish_at', 'data', 'created_at', 'updated_at'] as const;

export async function listPages(db: Db): Promise<StoredPage[]> {
  return db.selectFrom('pages').select(columns).orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
}

/** Published pages and scheduled ones whose time has come, by `now`. */
export async function listVisiblePages(db: Db, now: string): Promise<StoredPage[]> {
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

export async function findPage(db: Db, id: number): Promise<StoredPage | undefined> {
  return db.selectFrom('pages').select(columns).where('id', '=', id).executeTakeFirst();
}

export async function findPageBySlug(db: Db, slug: string): Promise<StoredPage | undefined> {
  return db.selectFrom('pages').select(columns).where('slug', '=', slug).executeTakeFirst();
}

export async function insertPage(db: Db, values: PageValues, now: string): Promise<StoredPage> {
  return db
    .insertInto('pages')
    .values({ ...values, menu_slot: null, created_at: now, updated_at: now })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/**
 * Leaves `menu_slot` as it is: until the administrator first saves the menus, they are seeded from it, and
 * clearing it here would take an edited page out of the site's menu.
 */
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
