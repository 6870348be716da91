import type { Db } from '../../db/database.ts';
import type { SubscriberRole } from '../../../shared/api/subscriptions.ts';

const columns = ['id', 'email', 'role', 'status', 'subscribed_at', 'unsubscribed_at'] as const;

export async function listSubscriptions(db: Db) {
  return db
    .selectFrom('subscriptions')
    .select(columns)
    .orderBy('subscribed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findByEmail(db: Db, email: string) {
  return db.selectFrom('subscriptions').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findById(db: Db, id: number) {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertSubscription(
  db: Db,
  values: { email: string; role: SubscriberRole; status: string; now: string },
) {
  return db
    .insertInto('subscriptions')
    .values({
      email: values.email,
      role: values.role,
      status: values.status,
      subscribed_at: values.now,
      confirmed_at: values.status === 'active' ? values.now : null,
      unsubscribed_at: null,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

export async function resubscribe(
  db: Db,
  id: number,
  values: { role: SubscriberRole; status: string; now: string },
) {
  await db
    .updateTable('subscriptions')
    .set({
      role: values.role,
      status: values.status,
      subscribed_at: values.now,
      confirmed_at: values.status === 'active' ? values.now : null,
      unsubscribed_at: null,
    })
    .where('id', '=', id)
    .execute();
}

export async function markUnsubscribed(db: Db, id: number, now: string) {
  await db
    .updateTable('subscriptions')
    .set({ status: 'unsubscribed', unsubscribed_at: now })
    .where('id', '=', id)
    .where('status', '!=', 'unsubscribed')
    .execute();
}

export async function markConfirmed(db: Db, id: number, now: string) {
  await db
    .updateTable('subscriptions')
    .set({ status: 'active', confirmed_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}
