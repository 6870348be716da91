import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// When a photo's processing started and ended (shown to the administrator, measured by the benchmark), and
// how often it was tried, so a photo that brings the server down on every start is given up, not retried forever.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media').addColumn('processing_started_at', 'text').execute();
  await db.schema.alterTable('media').addColumn('processing_finished_at', 'text').execute();
  await db.schema
    .alterTable('media')
    .addColumn('processing_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('media_status_idx').on('media').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('media_status_idx').execute();
  await db.schema.alterTable('media').dropColumn('processing_attempts').execute();
  await db.schema.alterTable('media').dropColumn('processing_finished_at').execute();
  await db.schema.alterTable('media').dropColumn('processing_started_at').execute();
}
