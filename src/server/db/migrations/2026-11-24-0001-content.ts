import type { Kysely } from 'kysely';
import { idKey } from './helpers.ts';

// Frozen: never edit a migration that has shipped; add a new one.
// The site's content, edited from the dashboard (decision 009): entries of each collection as JSON with
// translatable texts as language maps; pages with their revisions and attached documents.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_entries')
    .addColumn('id', 'integer', idKey(db))
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('content_entries_collection_idx')
    .on('content_entries')
    .columns(['collection', 'position'])
    .execute();
  await db.schema
    .createTable('content_seeded')
    .addColumn('collection', 'text', (c) => c.primaryKey())
    .addColumn('seeded_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pages')
    .addColumn('id', 'integer', idKey(db))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('menu_slot', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('publish_at', 'text')
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('page_revisions')
    .addColumn('id', 'integer', idKey(db))
    .addColumn('page_id', 'integer', (c) => c.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('page_revisions_page_idx')
    .on('page_revisions')
    .columns(['page_id', 'id'])
    .execute();
  await db.schema
    .createTable('documents')
    .addColumn('id', 'integer', idKey(db))
    .addColumn('page_id', 'integer', (c) => c.references('pages.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('year', 'integer')
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('documents_page_idx').on('documents').column('page_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('documents').execute();
  await db.schema.dropTable('page_revisions').execute();
  await db.schema.dropTable('pages').execute();
  await db.schema.dropTable('content_seeded').execute();
  await db.schema.dropTable('content_entries').execute();
}
