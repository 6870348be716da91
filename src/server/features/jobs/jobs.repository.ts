import { sql } from 'kysely';
import { isUniqueViolation, type Db, type DbEngine } from '#server/db/database';

/* The job queue's claims: adding a job once, taking a due one under a lease, keeping, ending or giving it back. */

export interface ClaimedJob {
  id: number;
  kind: string;
  ref: string;
  /** Claims so far, this one included. */
  attempts: number;
}

/** Which jobs a worker takes: one kind, and for some kinds only one thing (the rendering of its own build). */
export interface JobFilter {
  kind: string;
  ref?: string;
}

/**
 * Asks for a job to run at `runAfter`. A job for the same thing that is still waiting absorbs the request
 * (runs at the earlier of the two times), so a burst of requests is one job; a job already running does not,
 * so a change made while it runs gets one more run afterwards.
 */
export async function enqueueJob(
  db: Db,
  job: JobFilter & { ref: string; runAfter: string; now: string },
): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      ref: job.ref,
      state: 'queued',
      locked_by: null,
      lease_until: null,
      run_after: job.runAfter,
      created_at: job.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['kind', 'ref'])
        .where(sql<boolean>`state = 'queued'`)
        .doUpdateSet({
          run_after: sql<string>`case when excluded.run_after < jobs.run_after then excluded.run_after else jobs.run_after end`,
        }),
    )
    .execute();
}

/** Waiting jobs for each of `refs` that has none, waiting or running (an upload whose job was lost). */
export async function enqueueMissing(db: Db, kind: string, refs: string[], now: string): Promise<number> {
  if (refs.length === 0) return 0;
  const present = new Set(
    (await db.selectFrom('jobs').select('ref').where('kind', '=', kind).execute()).map((row) => row.ref),
  );
  const missing = refs.filter((ref) => !present.has(ref));
  for (const ref of missing) {
    await db
      .insertInto('jobs')
      .values({ kind, ref, state: 'queued', run_after: now, created_at: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return missing.length;
}

/**
 * Takes the next due job and marks it running under this worker's lease in one statement, so no two workers
 * take the same one: SQLite runs the UPDATE as one write transaction; PostgreSQL locks the chosen row and
 * skips rows another instance is claiming at that moment (FOR UPDATE SKIP LOCKED). A running job whose lease
 * ran out (its worker died) is due again. A job is not taken while another job for the same thing still runs
 * under a live lease: the site is rendered by one instance at a time.
 */
export async function claimJob(
  db: Db,
  engine: DbEngine,
  filter: JobFilter,
  claim: { now: string; leaseUntil: string; lockedBy: string },
): Promise<ClaimedJob | undefined> {
  const { now } = claim;
  let due = db
    .selectFrom('jobs as j')
    .select('j.id')
    .where('j.kind', '=', filter.kind)
    .where((eb) =>
      eb.or([
        eb.and([eb('j.state', '=', 'queued'), eb('j.run_after', '<=', now)]),
        eb.and([eb('j.state', '=', 'running'), eb('j.lease_until', '<', now)]),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('jobs as r')
            .select('r.id')
            .whereRef('r.kind', '=', 'j.kind')
            .whereRef('r.ref', '=', 'j.ref')
            .whereRef('r.id', '!=', 'j.id')
            .where('r.state', '=', 'running')
            .where('r.lease_until', '>=', now),
        ),
      ),
    )
    .orderBy('j.run_after')
    .orderBy('j.id')
    .limit(1);
  if (filter.ref !== undefined) due = due.where('j.ref', '=', filter.ref);
  if (engine === 'postgres') due = due.forUpdate().skipLocked();
  return (
    db
      .updateTable('jobs')
      .set((eb) => ({
        state: 'running',
        locked_by: claim.lockedBy,
        lease_until: claim.leaseUntil,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', 'in', due)
      // Checked again on the row itself: PostgreSQL re-evaluates it if another claim changed the row meanwhile.
      .where((eb) =>
        eb.or([
          eb('state', '=', 'queued'),
          eb.and([eb('state', '=', 'running'), eb('lease_until', '<', now)]),
        ]),
      )
      .returning(['id', 'kind', 'ref', 'attempts'])
      .executeTakeFirst()
  );
}

/** Extends a held lease; false when the job is no longer this worker's (its lease ran out and was taken). */
export async function renewLease(db: Db, job: ClaimedJob, lockedBy: string, leaseUntil: string) {
  const result = await db
    .updateTable('jobs')
    .set({ lease_until: leaseUntil })
    .where('id', '=', job.id)
    .where('locked_by', '=', lockedBy)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The job is done: it leaves the queue. */
export async function completeJob(db: Db, job: ClaimedJob, lockedBy: string): Promise<void> {
  await db.deleteFrom('jobs').where('id', '=', job.id).where('locked_by', '=', lockedBy).execute();
}

/**
 * Gives a held job back to the queue, to run at `runAfter` (its attempts stay counted). If a job for the same
 * thing is already waiting, that one covers it and this one goes.
 */
export async function releaseJob(db: Db, job: ClaimedJob, lockedBy: string, runAfter: string) {
  try {
    await db
      .updateTable('jobs')
      .set({ state: 'queued', locked_by: null, lease_until: null, run_after: runAfter })
      .where('id', '=', job.id)
      .where('locked_by', '=', lockedBy)
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await completeJob(db, job, lockedBy);
  }
}

/** Jobs for one thing that run, or wait to run by `before`. */
export async function countOpenJobs(db: Db, filter: JobFilter & { ref: string }, before: string) {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', filter.kind)
    .where('ref', '=', filter.ref)
    .where((eb) => eb.or([eb('state', '=', 'running'), eb('run_after', '<=', before)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Drops the jobs of things that are gone (the rendering of a build no instance runs any more). */
export async function deleteJobs(db: Db, kind: string, refs: string[]): Promise<void> {
  if (refs.length === 0) return;
  await db.deleteFrom('jobs').where('kind', '=', kind).where('ref', 'in', refs).execute();
}
