import { sql } from 'kysely';
import type { Db } from '#server/db/database';

const columns = ['id', 'title', 'description', 'date', 'notification_date'] as const;

/**
 * The day a notice is shown with, as the home page reads it: its publication time, else its calendar day.
 * Written out so that SQLite and PostgreSQL put undated notices last alike (they disagree on where NULL sorts).
 */
const shownDate = sql<string | null>`coalesce(nullif(notification_date, ''), nullif(date, ''))`;

/** Newest first by the date a notice is shown with (SPEC section 7), undated last, then the newest row. */
export async function listNotifications(db: Db, limit?: number) {
  let query = db
    .selectFrom('notifications')
    .select(columns)
    .orderBy(sql`case when ${shownDate} is null then 1 else 0 end`)
    .orderBy(shownDate, 'desc')
    .orderBy('id', 'desc');
  if (limit) query = query.limit(limit);
  return query.execute();
}

export async function insertNotification(
  db: Db,
  values: { title: string; description: string; date: string; notification_date: string; now: string },
) {
  return db
    .insertInto('notifications')
    .values({
      title: values.title,
      description: values.description,
      date: values.date,
      notification_date: values.notification_date,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export async function updateNotification(
  db: Db,
  id: number,
  values: { title: string; description: string; now: string },
) {
  return db
    .updateTable('notifications')
    .set({ title: values.title, description: values.description, updated_at: values.now })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
}

export async function deleteNotification(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('notifications').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
