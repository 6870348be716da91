import type { Kysely } from 'kysely';
import { idKey } from './helpers.ts';

// Frozen: never edit a migration that has shipped; add a new one.
// Every mail the server sends on its own (a pledge's confirmation, a receipt, a certificate, a subscriber's
// confirmation) is written down when sent, so the daily mail cap counts it with the campaigns' deliveries.
// A pledge keeps a key of the client that made it (a keyed hash, never the address itself), so the pledge
// mails one client can trigger in a day are capped as well as those to one mailbox.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('transactional_mails')
    .addColumn('id', 'integer', idKey(db))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('transactional_mails_sent_idx')
    .on('transactional_mails')
    .column('sent_at')
    .execute();

  await db.schema.alterTable('donations').addColumn('pledge_client_key', 'text').execute();
  await db.schema
    .createIndex('donations_client_idx')
    .on('donations')
    .columns(['pledge_client_key', 'pledge_mail_queued_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('donations_client_idx').execute();
  await db.schema.alterTable('donations').dropColumn('pledge_client_key').execute();
  await db.schema.dropTable('transactional_mails').execute();
}
