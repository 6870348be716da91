import type { Db } from '#server/db/database';
import { enqueueJob, RENDER_SITE_JOB } from '#server/features/jobs/jobs.service';

/**
 * The rendered pages are not in a backup: the restored site renders them again. Each instance holds the
 * pages of a version number in memory and reads them again when the number changes, so a restore keeps the
 * install's version numbers (a new rendering then gets a higher one, which every instance notices) and asks
 * for each build's rendering, which the next start or the running instances' workers do.
 */
export async function keepRenderingVersions(trx: Db): Promise<(now: string) => Promise<void>> {
  const rendered = await trx.selectFrom('site_versions').select(['build', 'version']).execute();
  return async (now) => {
    for (const { build, version } of rendered) {
      await trx.insertInto('site_versions').values({ build, version, job_id: 0, rendered_at: now }).execute();
      await enqueueJob(trx, { kind: RENDER_SITE_JOB, ref: build, runAfter: now, now });
    }
  };
}
