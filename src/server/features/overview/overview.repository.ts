import { sql } from 'kysely';
import type { Db } from '#server/db/database';

/** A count as a number: PostgreSQL answers count(*) as a bigint, which may arrive as a string. */
const numberOf = (value: unknown) => Number(value ?? 0);

/** Active subscribers, and those who subscribed since `since` (any status). */
export async function countSubscribers(db: Db, since: string) {
  const row = await db
    .selectFrom('subscriptions')
    .select([
      sql<number>`sum(case when status = 'active' then 1 else 0 end)`.as('active'),
      sql<number>`sum(case when subscribed_at >= ${since} then 1 else 0 end)`.as('recent'),
    ])
    .executeTakeFirstOrThrow();
  return { active: numberOf(row.active), newLast30Days: numberOf(row.recent) };
}

/** Unread contact messages and unread Expression of Interest forms, each inbox on its own. */
export async function countUnread(db: Db) {
  const [contacts, interests] = await Promise.all([
    db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('read', '=', 0)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('interest_entries')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('read', '=', 0)
      .executeTakeFirstOrThrow(),
  ]);
  return { unreadContacts: numberOf(contacts.count), unreadInterests: numberOf(interests.count) };
}

export async function countMedia(db: Db) {
  const row = await db
    .selectFrom('media')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return numberOf(row.count);
}

/**
 * Pages by what visitors see at `now`: published, or scheduled and its time come (the rule of the pages
 * service's isVisible); drafts; and scheduled pages still waiting for their time.
 */
export async function countPages(db: Db, now: string) {
  const visible = sql`status = 'published' or (status = 'scheduled' and publish_at is not null and publish_at <= ${now})`;
  const row = await db
    .selectFrom('pages')
    .select([
      sql<number>`sum(case when ${visible} then 1 else 0 end)`.as('published'),
      sql<number>`sum(case when status = 'draft' then 1 else 0 end)`.as('drafts'),
      sql<number>`sum(case when status = 'scheduled' and not (${visible}) then 1 else 0 end)`.as('scheduled'),
    ])
    .executeTakeFirstOrThrow();
  return {
    published: numberOf(row.published),
    drafts: numberOf(row.drafts),
    scheduled: numberOf(row.scheduled),
  };
}
