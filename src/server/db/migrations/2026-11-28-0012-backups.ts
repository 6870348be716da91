import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// Scheduled backups (docs/backup.md): one row per India day a scheduled backup was made on. The day is the
// key, so of several instances checking the schedule at once only the first to insert it makes the backup.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('backup_runs')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('name', 'text')
    .addColumn('error', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('backup_runs').execute();
}
