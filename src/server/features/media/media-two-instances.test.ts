import { describe, expect, it } from 'vitest';
import type { MediaItem } from '#shared/api/media';
import { testEngines } from '#server/testing/helpers';
import { captureLog } from '#server/testing/log-lines';
import { claimJob } from '../jobs/jobs.repository.ts';
import { MEDIA_JOB } from '../jobs/jobs.service.ts';
import { listMedia, withRestarts } from './testing/restarts.ts';
import { jpegFile, jpegWithMetadata, upload } from './testing/media-fixtures.ts';

/** Issue 14, item 3: uploads are jobs in the database that any instance's worker may take. */
describe.each(testEngines)('issue 14: two instances on one database process uploads, on %s', (engine) => {
  const { firstRun, restart } = withRestarts(engine);

  it('issue 14: photos uploaded through one instance are each processed exactly once, by either, and shown by both', async () => {
    const logA = captureLog();
    const logB = captureLog();
    const { t, cookie } = await firstRun(
      { LOG_LEVEL: 'info' },
      { mediaProcessing: 'background', logStream: logA.stream },
    );
    const b = await restart(t, { mediaProcessing: 'background', logStream: logB.stream });
    const ids: number[] = [];
    for (const width of [400, 500, 600, 700]) {
      const response = await upload(t.app, cookie, { file: jpegFile(await jpegWithMetadata(width, 300)) });
      expect(response.statusCode).toBe(201);
      ids.push(response.json<{ media: MediaItem }>().media.medias_id);
    }

    await expect
      .poll(async () => (await listMedia(b)).map((item) => item.status), { timeout: 30_000, interval: 100 })
      .toEqual(['ready', 'ready', 'ready', 'ready']);
    const processed = [...logA.lines, ...logB.lines]
      .filter((line) => line.msg === 'photo processed')
      .map((line) => line.mediaId)
      .sort();
    expect(processed).toEqual([...ids].sort());
    const rows = await t.db.selectFrom('media').select('processing_attempts').execute();
    expect(rows.map((row) => row.processing_attempts)).toEqual([1, 1, 1, 1]);
    expect(await t.db.selectFrom('jobs').selectAll().where('kind', '=', MEDIA_JOB).execute()).toEqual([]);
    // The other instance shows what it did not process itself.
    expect((await listMedia(t.app)).map((item) => item.medias_id).sort()).toEqual([...ids].sort());
  });

  it('issue 14: an upload held by an instance that died is taken again by another once its lease ran out', async () => {
    const { t, cookie } = await firstRun();
    await upload(t.app, cookie, { file: jpegFile(await jpegWithMetadata(400, 300)) });
    const b = await restart(t, { mediaProcessing: 'manual' });
    // An instance claims the upload, starts on it, and is killed: its lease is never renewed.
    const claimed = await claimJob(
      t.db,
      t.app.dbEngine,
      { kind: MEDIA_JOB },
      {
        now: new Date().toISOString(),
        leaseUntil: new Date(Date.now() + 2000).toISOString(),
        lockedBy: 'a-crashed-instance',
      },
    );
    expect(claimed).toMatchObject({ kind: MEDIA_JOB, attempts: 1 });
    await t.db.updateTable('media').set({ processing_attempts: 1 }).execute();

    // While the lease holds, the upload is the other instance's.
    await b.mediaJobs.drain();
    expect((await listMedia(b, cookie)).map((item) => item.status)).toEqual(['processing']);

    await expect
      .poll(
        async () => {
          await b.mediaJobs.drain();
          return (await listMedia(b)).map((item) => item.status);
        },
        { interval: 100 },
      )
      .toEqual(['ready']);
    const [row] = await t.db.selectFrom('media').select('processing_attempts').execute();
    expect(row!.processing_attempts).toBe(2);
    expect(await t.db.selectFrom('jobs').selectAll().where('kind', '=', MEDIA_JOB).execute()).toEqual([]);
  });
});
