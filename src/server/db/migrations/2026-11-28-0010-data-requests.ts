import type { Kysely } from 'kysely';
import { idKey } from './helpers.ts';

// Frozen: never edit a migration that has shipped; add a new one.
// A person's requests to see, correct or erase what is kept on their e-mail address (docs/data-requests.md).
// The links mailed for them (the confirmation, the download of an export) are kept only as the sha256 of
// their token. An export's file is sealed with the data key in the storage's data-exports/ folder.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_requests')
    .addColumn('id', 'integer', idKey(db))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('token_expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('due_at', 'text')
    .addColumn('done_at', 'text')
    .addColumn('done_by', 'text')
    .addColumn('export_key', 'text')
    .addColumn('export_token_hash', 'text', (c) => c.unique())
    .addColumn('export_made_at', 'text')
    .addColumn('export_expires_at', 'text')
    .addColumn('export_downloaded_at', 'text')
    .execute();
  await db.schema.createIndex('data_requests_email_idx').on('data_requests').column('email').execute();
  await db.schema
    .createIndex('data_requests_status_due_idx')
    .on('data_requests')
    .columns(['status', 'due_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_requests').execute();
}
