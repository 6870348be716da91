import type { Kysely } from 'kysely';
import { idKey } from './helpers.ts';

// Frozen: never edit a migration that has shipped; add a new one.
// Staff accounts (docs/staff.md): each administrator gets a name, a role and a status ('active' or
// 'suspended'); the account that existed before is the owner. A session remembers the browser and the
// address it was opened from, so its person can tell their devices apart.
// account_tokens holds the single-use links sent by mail (an invitation, a password reset, a change of
// address) by the sha256 of their token, never the token itself.
// audit_log is the record of who changed what; the product only ever inserts into it, and deletes entries
// older than the kept period.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('admins')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner'))
    .execute();
  await db.schema
    .alterTable('admins')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('ip_address', 'text').execute();
  await db.schema.createIndex('sessions_admin_id_idx').on('sessions').column('admin_id').execute();

  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('admin_id', 'integer')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text')
    .addColumn('name', 'text')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('account_tokens_purpose_email_idx')
    .on('account_tokens')
    .columns(['purpose', 'email'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', idKey(db))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_email', 'text')
    .addColumn('ip_address', 'text')
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('before_text', 'text')
    .addColumn('after_text', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'at']).execute();
  await db.schema.createIndex('audit_log_area_idx').on('audit_log').columns(['area', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('account_tokens').execute();
  await db.schema.dropIndex('sessions_admin_id_idx').execute();
  await db.schema.alterTable('sessions').dropColumn('ip_address').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
  await db.schema.alterTable('admins').dropColumn('status').execute();
  await db.schema.alterTable('admins').dropColumn('role').execute();
  await db.schema.alterTable('admins').dropColumn('name').execute();
}
