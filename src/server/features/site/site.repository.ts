import { sql } from 'kysely';
import { engineOf, type Db } from '#server/db/database';
import { RENDER_SITE_JOB } from '#server/features/jobs/jobs.service';
import type { StoredFile } from './site-files.ts';

/** The site version of a build: bumped each time its pages are replaced; null before its first rendering. */
export async function currentVersion(db: Db, build: string): Promise<number | null> {
  const row = await db
    .selectFrom('site_versions')
    .select('version')
    .where('build', '=', build)
    .executeTakeFirst();
  return row?.version ?? null;
}

/** Every stored file of a build, with the version they belong to (read in one statement: one version). */
export async function loadPages(db: Db, build: string) {
  return db
    .selectFrom('rendered_pages')
    .select(['path', 'version', 'body', 'br', 'gz'])
    .where('build', '=', build)
    .execute();
}

/**
 * Replaces a build's pages with `files` and bumps its version in one transaction, so every instance reads
 * the old site or the new one, never a mix. Refused (null) when the rendering job is no longer this worker's
 * or a newer job's pages are already stored: an older rendering never replaces a newer one. Keeps the pages
 * of the most recent other build (instances of it may still run during a deploy) and drops older ones.
 */
export async function storeSite(
  db: Db,
  input: { build: string; jobId: number; lockedBy: string; files: StoredFile[]; now: string },
): Promise<{ version: number; droppedBuilds: string[] } | null> {
  const { build, jobId, now } = input;
  return db.transaction().execute(async (trx) => {
    // A write first: SQLite takes its write lock here, PostgreSQL locks the row below; concurrent stores queue.
    await trx
      .insertInto('site_versions')
      .values({ build, version: 0, job_id: 0, rendered_at: now })
      .onConflict((oc) => oc.column('build').doNothing())
      .execute();
    let current = trx.selectFrom('site_versions').select(['version', 'job_id']).where('build', '=', build);
    if (engineOf(trx) === 'postgres') current = current.forUpdate();
    const row = await current.executeTakeFirstOrThrow();
    const held = await trx
      .selectFrom('jobs')
      .select('id')
      .where('id', '=', jobId)
      .where('locked_by', '=', input.lockedBy)
      .executeTakeFirst();
    if (!held || row.job_id > jobId) return null;
    const version = row.version + 1;
    await trx.deleteFrom('rendered_pages').where('build', '=', build).execute();
    for (const file of input.files) {
      await trx
        .insertInto('rendered_pages')
        .values({ build, version, path: file.path, body: file.body, br: file.br, gz: file.gz })
        .execute();
    }
    await trx
      .updateTable('site_versions')
      .set({ version, job_id: jobId, rendered_at: now })
      .where('build', '=', build)
      .execute();
    const others = await trx
      .selectFrom('site_versions')
      .select('build')
      .where('build', '!=', build)
      .orderBy('rendered_at', 'desc')
      .execute();
    const droppedBuilds = others.slice(1).map((other) => other.build);
    if (droppedBuilds.length > 0) {
      await trx.deleteFrom('rendered_pages').where('build', 'in', droppedBuilds).execute();
      await trx.deleteFrom('site_versions').where('build', 'in', droppedBuilds).execute();
    }
    return { version, droppedBuilds };
  });
}

/**
 * Asks for the first rendering of a build, unless it has pages or a rendering job already. One statement, so
 * of several instances starting at once exactly one job is added, however their starts interleave.
 */
export async function askFirstRendering(db: Db, build: string, now: string): Promise<void> {
  await sql`
    insert into jobs (kind, ref, state, attempts, run_after, created_at)
    select ${RENDER_SITE_JOB}, ${build}, 'queued', 0, ${now}, ${now}
    where not exists (select 1 from jobs where kind = ${RENDER_SITE_JOB} and ref = ${build})
      and not exists (select 1 from site_versions where build = ${build})
    on conflict do nothing`.execute(db);
}
