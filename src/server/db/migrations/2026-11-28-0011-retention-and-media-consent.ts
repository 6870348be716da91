import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// Children in photos (docs/media.md): whether identifiable children are in an item ('yes', 'no'; null: added
// before the question was asked) and where the parents' consent is on file (null: none on file).
// Mail delivery records erased by the daily clean-up (docs/retention.md) leave their numbers on the
// campaign, so its totals stay right.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media').addColumn('children', 'text').execute();
  await db.schema.alterTable('media').addColumn('children_consent', 'text').execute();
  await db.schema
    .alterTable('campaigns')
    .addColumn('erased_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('campaigns')
    .addColumn('erased_failed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The clean-up looks delivery records up by age.
  await db.schema
    .createIndex('deliveries_updated_at_idx')
    .on('deliveries')
    .columns(['updated_at', 'status'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('deliveries_updated_at_idx').execute();
  await db.schema.alterTable('campaigns').dropColumn('erased_failed').execute();
  await db.schema.alterTable('campaigns').dropColumn('erased_sent').execute();
  await db.schema.alterTable('media').dropColumn('children_consent').execute();
  await db.schema.alterTable('media').dropColumn('children').execute();
}
