import type { Kysely } from 'kysely';
import { idKey } from './helpers.ts';

// Frozen: never edit a migration that has shipped; add a new one.
// The organisation's logo and the signatory's signature as drawn on receipts. Each upload (or removal: an
// empty row) is a new row, never changed: a document names the images it was drawn with, so a cancelled one
// is drawn again exactly as issued.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('receipt_images')
    .addColumn('id', 'integer', idKey(db))
    .addColumn('kind', 'text', (c) => c.notNull())
    // A PNG, base64; null: the image was removed from then on.
    .addColumn('png', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('receipt_images_kind_idx')
    .on('receipt_images')
    .columns(['kind', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('receipt_images').execute();
}
