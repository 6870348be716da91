import { sql, type Kysely } from 'kysely';
import { idKey, isPostgres } from './helpers.ts';

// Frozen: never edit a migration that has shipped; add a new one.
// Work that any instance may do (processing an upload, rendering the site) is a row of `jobs`, claimed with
// a lease, so a second instance takes over what a crashed one held (decision 014). A finished job is deleted:
// the result is recorded where it belongs (the media row, the rendered pages).
// The rendered public pages live in the database, per build of the client (their assets' names differ from
// one build to the next), replaced whole in one transaction that bumps the build's site version.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', idKey(db))
    .addColumn('kind', 'text', (c) => c.notNull())
    // What the job is about: an upload's id, or the build whose pages are rendered.
    .addColumn('ref', 'text', (c) => c.notNull())
    // 'queued' until claimed, then 'running' while an instance holds its lease.
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_by', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // At most one waiting job per thing: a burst of changes asks for one rendering, not one each.
  await db.schema
    .createIndex('jobs_queued_once')
    .on('jobs')
    .columns(['kind', 'ref'])
    .unique()
    .where(sql.ref('state'), '=', 'queued')
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['kind', 'state', 'run_after']).execute();

  const bytes = isPostgres(db) ? 'bytea' : 'blob';
  await db.schema
    .createTable('rendered_pages')
    .addColumn('build', 'text', (c) => c.notNull())
    // A file below the site's root: 'index.html', 'team/index.html', 'sitemap.xml'.
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('body', bytes, (c) => c.notNull())
    .addColumn('br', bytes, (c) => c.notNull())
    .addColumn('gz', bytes, (c) => c.notNull())
    .addPrimaryKeyConstraint('rendered_pages_pk', ['build', 'path'])
    .execute();
  await db.schema
    .createTable('site_versions')
    .addColumn('build', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    // The rendering job whose pages these are: an older job never replaces a newer one's pages.
    .addColumn('job_id', 'integer', (c) => c.notNull())
    .addColumn('rendered_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_versions').execute();
  await db.schema.dropTable('rendered_pages').execute();
  await db.schema.dropTable('jobs').execute();
}
