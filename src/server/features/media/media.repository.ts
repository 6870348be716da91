import { sql } from 'kysely';
import type { Db } from '#server/db/database';
import type { MediaPatch, MediaRow, NewMedia } from '#server/db/schema';

export async function listMedia(
  db: Db,
  options: {
    category?: string;
    onlyReady: boolean;
    onlyInGallery?: boolean;
    /** Leaves out items with identifiable children and no consent on file (docs/media.md). */
    onlyPublishable?: boolean;
    limit?: number;
    beforeId?: number;
    /** Text the description contains, without regard to case. */
    search?: string;
  },
): Promise<MediaRow[]> {
  let query = db.selectFrom('media').selectAll().orderBy('id', 'desc');
  if (options.category) query = query.where('media_category', '=', options.category);
  if (options.onlyInGallery)
    query = query.where('media_category', 'in', db.selectFrom('media_categories').select('name'));
  if (options.onlyReady) query = query.where('status', '=', 'ready');
  if (options.onlyPublishable)
    query = query.where((eb) =>
      eb.or([
        eb('children', 'is', null),
        eb('children', '!=', 'yes'),
        eb('children_consent', 'is not', null),
      ]),
    );
  if (options.beforeId) query = query.where('id', '<', options.beforeId);
  if (options.search)
    query = query.where(
      sql<boolean>`lower(coalesce(alt_text, '')) like ${likePattern(options.search)} escape '\\'`,
    );
  if (options.limit) query = query.limit(options.limit);
  return query.execute();
}

/** `%`, `_` and the escape itself taken literally in a LIKE pattern. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function findMedia(db: Db, id: number) {
  return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertMedia(db: Db, values: NewMedia): Promise<MediaRow> {
  return db.insertInto('media').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateMedia(db: Db, id: number, patch: MediaPatch): Promise<MediaRow | undefined> {
  return db.updateTable('media').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Changes a row only while it is still being processed: a row deleted meanwhile is left alone. */
export async function updateProcessing(db: Db, id: number, patch: MediaPatch): Promise<MediaRow | undefined> {
  return db
    .updateTable('media')
    .set(patch)
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .returningAll()
    .executeTakeFirst();
}

/** Deletes and returns the row as it was at that moment, so its files are known exactly. */
export async function deleteMedia(db: Db, id: number): Promise<MediaRow | undefined> {
  return db.deleteFrom('media').where('id', '=', id).returningAll().executeTakeFirst();
}

/** Uploads whose processing has not finished, oldest first. */
export async function listProcessingIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('media')
    .select('id')
    .where('status', '=', 'processing')
    .where('storage_key', 'is not', null)
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Puts back into processing every uploaded video that is on the site with its original metadata (published
 * on a server without ffmpeg, or uploaded before videos were cleaned: those carry a status notice), so a
 * server that has ffmpeg cleans it. Returns how many.
 */
export async function requeueUncleanedVideos(db: Db): Promise<number> {
  const rows = await db
    .updateTable('media')
    .set({ status: 'processing', media_url: '', processing_attempts: 0 })
    .where('status', '=', 'ready')
    .where('status_notice', 'is not', null)
    .where('storage_key', 'is not', null)
    .where('mime', 'like', 'video/%')
    .returning('id')
    .execute();
  return rows.length;
}
