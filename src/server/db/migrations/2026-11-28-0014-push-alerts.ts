import type { Kysely } from 'kysely';
import { idKey } from './helpers.ts';

// Frozen: never edit a migration that has shipped; add a new one.
// Alerts on visitors' phones (Web Push, docs/alerts.md). A device that turned alerts on is a row of
// push_subscriptions: its push service's endpoint (unique: subscribing again replaces the keys), the keys its
// messages are encrypted to, the language it subscribed in, and a keyed hash of the network it came from (the
// per-address cap counts them; the address itself is not kept).
// A notification published "as an alert" gets one row of push_alerts with its counts (devices it was sent to,
// reached, gone, failed), and one row of push_deliveries per device still to reach: the open work, deleted
// when the device answers, is gone, or is given up. The `push_alert` job of the job queue sends them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', idKey(db))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('address_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_address_idx')
    .on('push_subscriptions')
    .column('address_key')
    .execute();

  await db.schema
    .createTable('push_alerts')
    .addColumn('notification_id', 'integer', (c) =>
      c.primaryKey().references('notifications.id').onDelete('cascade'),
    )
    .addColumn('devices', 'integer', (c) => c.notNull())
    .addColumn('reached', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gone', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('queued_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();

  await db.schema
    .createTable('push_deliveries')
    .addColumn('notification_id', 'integer', (c) =>
      c.notNull().references('push_alerts.notification_id').onDelete('cascade'),
    )
    .addColumn('subscription_id', 'integer', (c) =>
      c.notNull().references('push_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_try_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('push_deliveries_pk', ['notification_id', 'subscription_id'])
    .execute();
  await db.schema
    .createIndex('push_deliveries_due_idx')
    .on('push_deliveries')
    .columns(['notification_id', 'next_try_at'])
    .execute();
  await db.schema
    .createIndex('push_deliveries_subscription_idx')
    .on('push_deliveries')
    .column('subscription_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_deliveries').execute();
  await db.schema.dropTable('push_alerts').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
