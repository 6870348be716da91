import type { Kysely } from 'kysely';
import { idKey } from './helpers.ts';

// Frozen: never edit a migration that has shipped; add a new one.
// Bank statement matching (issue 23, must have 8):
// - the column layout of each bank's CSV export, by the name the administrator gave the account, so the
//   next statement of that bank is read the same way;
// - every credit of an uploaded statement, once, by a fingerprint of its line, with the donation it paid
//   once confirmed or recorded, so a statement uploaded again proposes nothing already used.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bank_layouts')
    .addColumn('bank_key', 'text', (c) => c.primaryKey())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('layout', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('bank_credits')
    .addColumn('id', 'integer', idKey(db))
    .addColumn('fingerprint', 'text', (c) => c.notNull().unique())
    .addColumn('bank_key', 'text', (c) => c.notNull())
    .addColumn('booked_on', 'text', (c) => c.notNull())
    // Paise: a credit above ₹2 crore does not fit PostgreSQL's integer.
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('narration', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'text', (c) => c.notNull())
    .addColumn('donation_id', 'integer', (c) => c.references('donations.id'))
    .addColumn('used_as', 'text')
    .addColumn('used_at', 'text')
    .addColumn('used_by', 'text')
    .execute();
  await db.schema.createIndex('bank_credits_donation_idx').on('bank_credits').column('donation_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bank_credits').execute();
  await db.schema.dropTable('bank_layouts').execute();
}
