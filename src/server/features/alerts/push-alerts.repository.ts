import { sql } from 'kysely';
import type { Db } from '#server/db/database';

/* Notifications sent as alerts (push_alerts) and the devices each has still to reach (push_deliveries). */

/**
 * Sends a notification to every device with alerts on now: its alert row, counting them, and one delivery
 * each, due at once, in one transaction. A second request for the same notification changes nothing.
 * Returns the number of devices, or undefined when the notification was already sent as an alert.
 */
export async function createAlert(db: Db, notificationId: number, now: string) {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('push_alerts')
      .select('devices')
      .where('notification_id', '=', notificationId)
      .executeTakeFirst();
    if (existing) return undefined;
    const { n } = await trx
      .selectFrom('push_subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const devices = Number(n);
    await trx
      .insertInto('push_alerts')
      .values({
        notification_id: notificationId,
        devices,
        queued_at: now,
        finished_at: devices === 0 ? now : null,
      })
      .execute();
    await trx
      .insertInto('push_deliveries')
      .columns(['notification_id', 'subscription_id', 'attempts', 'next_try_at'])
      .expression((eb) =>
        eb
          .selectFrom('push_subscriptions')
          .select([
            sql.lit(notificationId).as('notification_id'),
            'id',
            sql.lit(0).as('attempts'),
            sql.lit(now).as('next_try_at'),
          ]),
      )
      .execute();
    return devices;
  });
}

/** A delivery due now, with what sending it needs. */
export interface DueDelivery {
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
  attempts: number;
}

export function dueDeliveries(db: Db, notificationId: number, now: string, limit: number) {
  return db
    .selectFrom('push_deliveries as d')
    .innerJoin('push_subscriptions as s', 's.id', 'd.subscription_id')
    .select(['d.subscription_id', 's.endpoint', 's.p256dh', 's.auth', 's.language', 'd.attempts'])
    .where('d.notification_id', '=', notificationId)
    .where('d.next_try_at', '<=', now)
    .orderBy('d.next_try_at')
    .orderBy('d.subscription_id')
    .limit(limit)
    .execute() as Promise<DueDelivery[]>;
}

/** The notice an alert is about, while it exists and is sent as an alert. */
export function alertNotice(db: Db, notificationId: number) {
  return db
    .selectFrom('push_alerts as a')
    .innerJoin('notifications as n', 'n.id', 'a.notification_id')
    .select(['n.id', 'n.title'])
    .where('a.notification_id', '=', notificationId)
    .executeTakeFirst();
}

type Count = 'reached' | 'gone' | 'failed';

/** The delivery is over (reached, or given up): it leaves the queue and its alert counts it. */
export async function endDelivery(db: Db, notificationId: number, subscriptionId: number, count: Count) {
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('push_deliveries')
      .where('notification_id', '=', notificationId)
      .where('subscription_id', '=', subscriptionId)
      .executeTakeFirst();
    // Counted once, even if another instance ended it meanwhile (its lease ran out under a slow send).
    if (Number(removed.numDeletedRows) === 0) return;
    await trx
      .updateTable('push_alerts')
      .set((eb) => ({ [count]: eb(count, '+', 1) }))
      .where('notification_id', '=', notificationId)
      .execute();
  });
}

/** The device is gone (its push service said 404 or 410): its subscription goes, with its other deliveries. */
export async function endGoneDevice(db: Db, notificationId: number, subscriptionId: number) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('push_alerts')
      .set((eb) => ({ gone: eb('gone', '+', 1) }))
      .where('notification_id', '=', notificationId)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('push_deliveries')
            .select('subscription_id')
            .where('notification_id', '=', notificationId)
            .where('subscription_id', '=', subscriptionId),
        ),
      )
      .execute();
    await trx.deleteFrom('push_subscriptions').where('id', '=', subscriptionId).execute();
  });
}

/** The device is to be tried again at `nextTryAt`. */
export async function retryDelivery(
  db: Db,
  notificationId: number,
  subscriptionId: number,
  nextTryAt: string,
) {
  await db
    .updateTable('push_deliveries')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_try_at: nextTryAt }))
    .where('notification_id', '=', notificationId)
    .where('subscription_id', '=', subscriptionId)
    .execute();
}

/** When the alert's next delivery is due; undefined when none is left. */
export async function nextDeliveryAt(db: Db, notificationId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('push_deliveries')
    .select((eb) => eb.fn.min('next_try_at').as('next'))
    .where('notification_id', '=', notificationId)
    .executeTakeFirst();
  return (row?.next as string | null | undefined) ?? undefined;
}

export async function finishAlert(db: Db, notificationId: number, now: string) {
  await db
    .updateTable('push_alerts')
    .set({ finished_at: now })
    .where('notification_id', '=', notificationId)
    .where('finished_at', 'is', null)
    .execute();
}

/** The most recent alerts, newest first, with how many devices each has still to reach. */
export function listAlerts(db: Db, limit: number) {
  return db
    .selectFrom('push_alerts as a')
    .select((eb) => [
      'a.notification_id',
      'a.devices',
      'a.reached',
      'a.gone',
      'a.failed',
      'a.queued_at',
      'a.finished_at',
      eb
        .selectFrom('push_deliveries as d')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('d.notification_id', '=', 'a.notification_id')
        .as('pending'),
    ])
    .orderBy('a.queued_at', 'desc')
    .orderBy('a.notification_id', 'desc')
    .limit(limit)
    .execute();
}
