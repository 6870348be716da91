import { describe, expect, it } from 'vitest';
import { testEngines, withTestApp } from '#server/testing/helpers';
import { claimJob, completeJob, enqueueJob, releaseJob } from './jobs.repository.ts';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 25, 10, 0, 0, ms)).toISOString();

/** Issue 14, item 3: the database's job queue, as every instance's worker meets it. */
describe.each(testEngines)('issue 14: the job queue, on %s', (engine) => {
  const t = withTestApp(engine);
  const job = { kind: 'test', ref: 'site' };
  const claim = (lockedBy: string, now: number, leaseMs = 1000) =>
    claimJob(
      t.db,
      t.app.dbEngine,
      { kind: 'test' },
      { now: at(now), leaseUntil: at(now + leaseMs), lockedBy },
    );
  const open = () =>
    t.db.selectFrom('jobs').select(['state', 'run_after']).where('kind', '=', 'test').execute();

  it('issue 14: a burst of requests is one job, due at the earliest time asked; a request during its run is one more', async () => {
    await enqueueJob(t.db, { ...job, runAfter: at(200), now: at(0) });
    await enqueueJob(t.db, { ...job, runAfter: at(100), now: at(0) });
    await enqueueJob(t.db, { ...job, runAfter: at(300), now: at(0) });
    expect(await open()).toEqual([{ state: 'queued', run_after: at(100) }]);

    expect(await claim('a', 50)).toBeUndefined();
    const first = await claim('a', 100);
    expect(first).toMatchObject({ ...job, attempts: 1 });
    // Asked for again while it runs: one more afterwards, which waits while the first runs under its lease.
    await enqueueJob(t.db, { ...job, runAfter: at(150), now: at(150) });
    await enqueueJob(t.db, { ...job, runAfter: at(160), now: at(160) });
    expect(await claim('b', 200)).toBeUndefined();
    await completeJob(t.db, first!, 'a');
    const second = await claim('b', 200);
    expect(second).toMatchObject({ ...job, attempts: 1 });
    await completeJob(t.db, second!, 'b');
    expect(await open()).toEqual([]);
  });

  it('issue 14: a job whose lease ran out is claimed again, its attempts counted, and the first holder cannot end it', async () => {
    await enqueueJob(t.db, { ...job, runAfter: at(0), now: at(0) });
    const held = await claim('crashed', 0, 1000);
    expect(await claim('b', 999)).toBeUndefined();
    const retaken = await claim('b', 1001);
    expect(retaken).toMatchObject({ id: held!.id, attempts: 2 });
    await completeJob(t.db, held!, 'crashed');
    expect(await open()).toHaveLength(1);
    await completeJob(t.db, retaken!, 'b');
    expect(await open()).toEqual([]);
  });

  it('issue 14: a job given back while another waits for the same thing leaves only the waiting one', async () => {
    await enqueueJob(t.db, { ...job, runAfter: at(0), now: at(0) });
    const running = await claim('a', 0);
    await enqueueJob(t.db, { ...job, runAfter: at(10), now: at(10) });
    await releaseJob(t.db, running!, 'a', at(20));
    expect(await open()).toEqual([{ state: 'queued', run_after: at(10) }]);
    const next = await claim('a', 20);
    await releaseJob(t.db, next!, 'a', at(30));
    expect(await open()).toEqual([{ state: 'queued', run_after: at(30) }]);
    await completeJob(t.db, (await claim('a', 30))!, 'a');
  });
});
