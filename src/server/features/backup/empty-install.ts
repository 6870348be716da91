import { sql } from 'kysely';
import type { Db } from '#server/db/database';
import { listTables } from './database-tables.ts';

/**
 * An install is empty (docs/backup.md "An empty install") while nothing the organisation made is in it:
 *  - at most one staff account (the first owner);
 *  - no change made through the dashboard in the activity log, other than sign-ins, the owner's own
 *    account (setting up two-step sign-in) and backups;
 *  - no rows in any table but those a new install fills by itself (below): no media, notification,
 *    subscriber, message, form, donation, consent record, request... nor any table added later.
 * Only then does the dashboard offer to upload a backup over it.
 */
const filledByTheInstall = new Set([
  'admins',
  'settings',
  'content_entries',
  'content_seeded',
  'pages',
  'page_revisions',
  'audiences',
  'media_categories',
  'jobs',
  'login_throttle',
  'audit_log',
  'sessions',
  'sign_in_challenges',
  'rendered_pages',
  'site_versions',
  'recovery_codes',
  'passkeys',
  'account_tokens',
  'transactional_mails',
  'backup_runs',
]);
const areasOfAnEmptyInstall = ['Sign-in', 'Own account', 'Backup and restore'];

export async function isEmptyInstall(db: Db): Promise<boolean> {
  const admins = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(admins.n) > 1) return false;
  const changes = await db
    .selectFrom('audit_log')
    .select('id')
    .where('area', 'not in', areasOfAnEmptyInstall)
    .limit(1)
    .executeTakeFirst();
  if (changes) return false;
  for (const table of await listTables(db)) {
    if (filledByTheInstall.has(table.name)) continue;
    const { rows } = await sql`select 1 from ${sql.table(table.name)} limit 1`.execute(db);
    if (rows.length > 0) return false;
  }
  return true;
}
