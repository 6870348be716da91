import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// Indexes for the mail queue: per-campaign progress counts, the daily cap (messages sent since midnight UTC)
// and skipping the queued mail of a subscriber who unsubscribed. Receipts: each message the mail server
// accepted is written here at once (a cheap append) and folded into deliveries in batches.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('delivery_receipts')
    .addColumn('delivery_id', 'integer', (c) => c.primaryKey())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('deliveries_campaign_status_idx')
    .on('deliveries')
    .columns(['campaign_id', 'status'])
    .execute();
  await db.schema.createIndex('deliveries_sent_at_idx').on('deliveries').column('sent_at').execute();
  // Without the status column, so status changes never touch it.
  await db.schema
    .createIndex('deliveries_subscription_idx')
    .on('deliveries')
    .column('subscription_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('deliveries_subscription_idx').execute();
  await db.schema.dropIndex('deliveries_sent_at_idx').execute();
  await db.schema.dropIndex('deliveries_campaign_status_idx').execute();
  await db.schema.dropTable('delivery_receipts').execute();
}
