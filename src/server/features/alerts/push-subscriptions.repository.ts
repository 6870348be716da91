import type { Db } from '#server/db/database';

/* The devices that turned alerts on (push_subscriptions). */

export interface NewPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
  addressKey: string;
  now: string;
}

/** The subscription with this endpoint, if the device has one already. */
export function findSubscription(db: Db, endpoint: string) {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'address_key'])
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
}

/**
 * Records a device's subscription; a device subscribing again (same endpoint) gets its new keys and language
 * and keeps its row, so it is never counted twice.
 */
export async function saveSubscription(db: Db, values: NewPushSubscription): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({
      endpoint: values.endpoint,
      p256dh: values.p256dh,
      auth: values.auth,
      language: values.language,
      address_key: values.addressKey,
      created_at: values.now,
      updated_at: values.now,
    })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        p256dh: values.p256dh,
        auth: values.auth,
        language: values.language,
        updated_at: values.now,
      }),
    )
    .execute();
}

/** Devices with alerts on: all of them, or those from one network. */
export async function countSubscriptions(db: Db, addressKey?: string): Promise<number> {
  let query = db.selectFrom('push_subscriptions').select((eb) => eb.fn.countAll<number>().as('n'));
  if (addressKey !== undefined) query = query.where('address_key', '=', addressKey);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Turns a device's alerts off; its deliveries still waiting go with it. False when there was none. */
export async function deleteSubscription(db: Db, where: { endpoint: string } | { id: number }) {
  const query = db.deleteFrom('push_subscriptions');
  const result = await (
    'id' in where ? query.where('id', '=', where.id) : query.where('endpoint', '=', where.endpoint)
  ).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
