import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// A pledge's confirmation mail is queued on the pledge itself: when it was queued (null: no mail for this
// row, as for pledges made before this migration, donations recorded by the administrator, or an address
// past its daily cap), when it reached the donor's mail server, and how many times sending was tried.
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  await db.schema.alterTable('donations').addColumn('pledge_mail_queued_at', 'text').execute();
  await db.schema.alterTable('donations').addColumn('pledge_mailed_at', 'text').execute();
  await db.schema
    .alterTable('donations')
    .addColumn('pledge_mail_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The daily cap counts an address's queued confirmations.
  await db.schema
    .createIndex('donations_pledge_mail_idx')
    .on('donations')
    .columns(['donor_email', 'pledge_mail_queued_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('donations_pledge_mail_idx').execute();
  await db.schema.alterTable('donations').dropColumn('pledge_mail_attempts').execute();
  await db.schema.alterTable('donations').dropColumn('pledge_mailed_at').execute();
  await db.schema.alterTable('donations').dropColumn('pledge_mail_queued_at').execute();
}
