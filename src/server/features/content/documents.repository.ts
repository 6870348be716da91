import type { Db } from '#server/db/database';

const columns = ['id', 'page_id', 'title', 'year', 'storage_key', 'size_bytes', 'created_at'] as const;

export async function listDocuments(db: Db, pageId?: number) {
  let query = db.selectFrom('documents').select(columns);
  if (pageId !== undefined) query = query.where('page_id', '=', pageId);
  return query.orderBy('year', 'desc').orderBy('id', 'desc').execute();
}

export async function findDocument(db: Db, id: number) {
  return db.selectFrom('documents').select(columns).where('id', '=', id).executeTakeFirst();
}

export async function insertDocument(
  db: Db,
  values: {
    page_id: number | null;
    title: string;
    year: number | null;
    storage_key: string;
    size_bytes: number;
  },
  now: string,
) {
  return db
    .insertInto('documents')
    .values({ ...values, created_at: now })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export async function updateDocument(
  db: Db,
  id: number,
  values: { page_id: number | null; title: string; year: number | null },
) {
  return db.updateTable('documents').set(values).where('id', '=', id).returning(columns).executeTakeFirst();
}

export async function deleteDocument(db: Db, id: number) {
  return db.deleteFrom('documents').where('id', '=', id).returning('storage_key').executeTakeFirst();
}

/** Documents with whether their page is published: by id, or every document of one page, or all. */
export async function listPlacements(db: Db, which: { ids?: number[]; pageId?: number } = {}) {
  let query = db
    .selectFrom('documents')
    .leftJoin('pages', 'pages.id', 'documents.page_id')
    .select(['documents.id', 'documents.title', 'documents.storage_key', 'pages.status']);
  if (which.ids) {
    if (which.ids.length === 0) return [];
    query = query.where('documents.id', 'in', which.ids);
  }
  if (which.pageId !== undefined) query = query.where('documents.page_id', '=', which.pageId);
  return query.orderBy('documents.id').execute();
}
