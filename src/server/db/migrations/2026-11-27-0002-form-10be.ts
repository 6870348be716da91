import type { Kysely } from 'kysely';
import { idKey } from './helpers.ts';

// Frozen: never edit a migration that has shipped; add a new one.
// Form 10BE (issue 23, must have 7): the certificates of donation the portal issues after Form 10BD, each
// kept as its PDF (in the storage's private receipts folder), what was read on it (encrypted: it holds the
// donor's identity number), the donation that names its donor, how it was matched, and its mail, claimed
// by one instance at a time like a receipt's. One file is kept once per year (its hash).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('donation_certificates')
    .addColumn('id', 'integer', idKey(db))
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('name_read', 'text')
    .addColumn('identity_read', 'text')
    .addColumn('donation_id', 'integer', (c) => c.references('donations.id'))
    .addColumn('matched_by', 'text')
    .addColumn('unmatched_reason', 'text')
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('mail_queued_at', 'text')
    .addColumn('mailed_at', 'text')
    .addColumn('mail_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mail_claimed_until', 'text')
    .execute();
  await db.schema
    .createIndex('donation_certificates_file_idx')
    .on('donation_certificates')
    .columns(['financial_year', 'content_hash'])
    .unique()
    .execute();
  await db.schema
    .createIndex('donation_certificates_mail_idx')
    .on('donation_certificates')
    .columns(['mailed_at', 'mail_queued_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('donation_certificates').execute();
}
