import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// Mail in the subscriber's language (docs/languages.md): each subscriber's language ('en', 'kn', 'hi' or
// 'mr'; every earlier subscriber is English), the language an unsubscribed address asked to come back in
// (it becomes the language when the mailed link is followed, as resubscribe_role becomes the role), and a
// campaign's versions in other languages: JSON {"hi": {"subject": …, "message": …}}, null when English only,
// and each delivery's language, copied from its subscriber when it is queued (the worker picks the version by
// it without reading the subscriptions table again).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('subscriptions')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await db.schema.alterTable('subscriptions').addColumn('resubscribe_language', 'text').execute();
  await db.schema.alterTable('campaigns').addColumn('versions', 'text').execute();
  await db.schema
    .alterTable('deliveries')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('deliveries').dropColumn('language').execute();
  await db.schema.alterTable('campaigns').dropColumn('versions').execute();
  await db.schema.alterTable('subscriptions').dropColumn('resubscribe_language').execute();
  await db.schema.alterTable('subscriptions').dropColumn('language').execute();
}
