import type { Db } from '#server/db/database';

const columns = ['key', 'name', 'offered', 'position'] as const;

/** Every audience in its order, with how many subscribers (of any status) have it. */
export async function listAudiences(db: Db) {
  return db
    .selectFrom('audiences as a')
    .select(columns.map((column) => `a.${column}` as const))
    .select((eb) =>
      eb
        .selectFrom('subscriptions as s')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('s.role', '=', 'a.key')
        .as('subscribers'),
    )
    .orderBy('a.position')
    .orderBy('a.key')
    .execute();
}

/** The audiences the subscribe form offers, in order. */
export async function listOffered(db: Db) {
  return db
    .selectFrom('audiences')
    .select(['key', 'name'])
    .where('offered', '=', 1)
    .orderBy('position')
    .orderBy('key')
    .execute();
}

export async function findAudience(db: Db, key: string) {
  return db.selectFrom('audiences').select(columns).where('key', '=', key).executeTakeFirst();
}

export async function findByKeys(db: Db, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .selectFrom('audiences')
    .select(['key', 'name'])
    .where('key', 'in', keys)
    .orderBy('position')
    .orderBy('key')
    .execute();
}

export async function allKeysAndNames(db: Db) {
  return db.selectFrom('audiences').select(['key', 'name', 'offered']).execute();
}

export async function insertAudience(
  db: Db,
  values: { key: string; name: string; offered: boolean; now: string },
) {
  const last = await db
    .selectFrom('audiences')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  await db
    .insertInto('audiences')
    .values({
      key: values.key,
      name: values.name,
      offered: values.offered ? 1 : 0,
      position: Number(last?.position ?? 0) + 1,
      created_at: values.now,
    })
    .execute();
}

export async function updateAudience(db: Db, key: string, values: { name: string; offered: boolean }) {
  const result = await db
    .updateTable('audiences')
    .set({ name: values.name, offered: values.offered ? 1 : 0 })
    .where('key', '=', key)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setPosition(db: Db, key: string, position: number) {
  await db.updateTable('audiences').set({ position }).where('key', '=', key).execute();
}

/** Moves every subscriber of `from` (and any request to come back as one) to `to`; how many moved. */
export async function moveSubscribers(db: Db, from: string, to: string): Promise<number> {
  const result = await db
    .updateTable('subscriptions')
    .set({ role: to })
    .where('role', '=', from)
    .executeTakeFirst();
  await db
    .updateTable('subscriptions')
    .set({ resubscribe_role: to })
    .where('resubscribe_role', '=', from)
    .execute();
  return Number(result.numUpdatedRows);
}

export async function deleteAudience(db: Db, key: string) {
  await db.deleteFrom('audiences').where('key', '=', key).execute();
}

export async function setSubscriberAudience(db: Db, id: number, key: string) {
  const result = await db
    .updateTable('subscriptions')
    .set({ role: key })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
