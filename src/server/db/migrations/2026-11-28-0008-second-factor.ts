import type { Kysely } from 'kysely';
import { idKey } from './helpers.ts';

// Frozen: never edit a migration that has shipped; add a new one.
// A second factor (docs/staff.md): an authenticator app's secret, sealed with the data key like identity
// numbers, with the last time step it accepted (a code is used once); ten single-use recovery codes by
// their sha256; passkeys (WebAuthn credentials) by their id. A sign-in that passed the password and waits
// for its second factor, or a ceremony in progress, is a sign_in_challenges row, by the sha256 of the
// token its browser holds.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admins').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('admins').addColumn('totp_last_step', 'integer').execute();
  await db.schema.alterTable('admins').addColumn('totp_enabled_at', 'text').execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'integer', idKey(db))
    .addColumn('admin_id', 'integer', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('recovery_codes_admin_idx').on('recovery_codes').column('admin_id').execute();

  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'integer', (c) => c.notNull())
    .addColumn('transports', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('passkeys_admin_idx').on('passkeys').column('admin_id').execute();

  await db.schema
    .createTable('sign_in_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('admin_id', 'integer', (c) => c.notNull())
    .addColumn('challenge', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.alterTable('admins').dropColumn('totp_enabled_at').execute();
  await db.schema.alterTable('admins').dropColumn('totp_last_step').execute();
  await db.schema.alterTable('admins').dropColumn('totp_secret').execute();
}
