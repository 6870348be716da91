import type { Kysely } from 'kysely';
import { idKey } from './helpers.ts';

// Frozen: never edit a migration that has shipped; add a new one.
// Giving: pledges and donations (PAN and Aadhaar numbers encrypted), 80G receipts numbered in a series
// per financial year that never reuses a number, and the series' counters.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('donations')
    .addColumn('id', 'integer', idKey(db))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('donor_name', 'text', (c) => c.notNull())
    .addColumn('donor_email', 'text', (c) => c.notNull())
    .addColumn('donor_mobile', 'text', (c) => c.notNull())
    .addColumn('donor_address', 'text')
    .addColumn('id_code', 'text')
    .addColumn('id_number', 'text')
    .addColumn('utr', 'text')
    .addColumn('mode', 'text')
    .addColumn('received_on', 'text')
    .addColumn('cheque_number', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('donations_status_idx')
    .on('donations')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createTable('receipt_series')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_serial', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('receipts')
    .addColumn('id', 'integer', idKey(db))
    .addColumn('donation_id', 'integer', (c) => c.notNull().references('donations.id'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('serial', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('mailed_at', 'text')
    .addColumn('mail_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('receipts_donation_idx').on('receipts').column('donation_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('receipts').execute();
  await db.schema.dropTable('receipt_series').execute();
  await db.schema.dropTable('donations').execute();
}
