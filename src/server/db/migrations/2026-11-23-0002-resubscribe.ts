import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// An address that unsubscribed comes back only through a mailed link. The request that asked for it is
// kept on the subscription: when it was made (the link is bound to this time, and at most one such mail
// goes out per address per day) and the role it chose.
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  await db.schema.alterTable('subscriptions').addColumn('resubscribe_requested_at', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('resubscribe_role', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('resubscribe_role').execute();
  await db.schema.alterTable('subscriptions').dropColumn('resubscribe_requested_at').execute();
}
