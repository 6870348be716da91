import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// A campaign written in the rich-text editor keeps its cleaned HTML in `message` with message_format
// 'html' (every earlier campaign is plain text). A campaign sent later waits with status 'scheduled' until
// send_at (UTC ISO); its recipients are chosen when it starts, so a single recipient's address is kept in
// recipient_email until then. The worker finds due campaigns by (status, send_at).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('campaigns')
    .addColumn('message_format', 'text', (c) => c.notNull().defaultTo('text'))
    .execute();
  await db.schema.alterTable('campaigns').addColumn('send_at', 'text').execute();
  await db.schema.alterTable('campaigns').addColumn('recipient_email', 'text').execute();
  await db.schema
    .createIndex('campaigns_status_send_at')
    .on('campaigns')
    .columns(['status', 'send_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('campaigns_status_send_at').execute();
  await db.schema.alterTable('campaigns').dropColumn('recipient_email').execute();
  await db.schema.alterTable('campaigns').dropColumn('send_at').execute();
  await db.schema.alterTable('campaigns').dropColumn('message_format').execute();
}
