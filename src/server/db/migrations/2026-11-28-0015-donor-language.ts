import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// The donor's language (docs/languages.md): the language of the page a pledge was made on ('en', 'kn', 'hi'
// or 'mr'). Every mail to the donor (the pledge's confirmation, the receipt, the certificate) and the link to
// the donor's own page follow it. Every earlier donation, and every one the administrator records, is English.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('donations')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('donations').dropColumn('language').execute();
}
