import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// A certificate given to its donor by hand (a donor without an e-mail address, or one who came to the office)
// counts as delivered without a mail: when, and by whom it was recorded.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('donation_certificates').addColumn('handed_over_at', 'text').execute();
  await db.schema.alterTable('donation_certificates').addColumn('handed_over_by', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('donation_certificates').dropColumn('handed_over_by').execute();
  await db.schema.alterTable('donation_certificates').dropColumn('handed_over_at').execute();
}
