import type { Kysely } from 'kysely';
import { idKey } from './helpers.ts';

// Frozen: never edit a migration that has shipped; add a new one.
// Consent (docs/privacy.md): every agreement to the privacy notice and every withdrawal, one row each, with
// the notice's version and the words shown; and the addresses that asked us to stop contacting them, which
// the mail of the site is checked against.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('consent_records')
    .addColumn('id', 'integer', idKey(db))
    .addColumn('email', 'text')
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('notice_version', 'text')
    .addColumn('wording', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('record_ref', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consent_records_email_idx').on('consent_records').column('email').execute();
  await db.schema.createIndex('consent_records_ref_idx').on('consent_records').column('record_ref').execute();

  await db.schema
    .createTable('stopped_addresses')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('stopped_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stopped_addresses').execute();
  await db.schema.dropTable('consent_records').execute();
}
