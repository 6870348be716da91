import { describe, expect, it } from 'vitest';
import { testEngines } from '#server/testing/helpers';
import { listMedia, withRestarts } from './testing/restarts.ts';
import {
  filesIn,
  jpegFile,
  jpegWithMetadata,
  mp4File,
  mp4WithMetadata,
  upload,
} from './testing/media-fixtures.ts';
import { MAX_PROCESSING_ATTEMPTS } from './media-jobs.ts';

describe.each(testEngines)('photo processing jobs on %s', (engine) => {
  const { firstRun, restart } = withRestarts(engine);

  it('recovers photos left processing by a stopped server and finishes them', async () => {
    const { t, cookie } = await firstRun();
    for (const width of [500, 700]) {
      expect(
        (await upload(t.app, cookie, { file: jpegFile(await jpegWithMetadata(width, 400)) })).statusCode,
      ).toBe(201);
    }
    expect((await listMedia(t.app, cookie)).map((item) => item.status)).toEqual(['processing', 'processing']);

    const app = await restart(t);
    await app.mediaJobs.drain();
    const items = await listMedia(app);
    expect(items.map((item) => [item.status, item.width])).toEqual([
      ['ready', 700],
      ['ready', 500],
    ]);
    const rows = await t.db.selectFrom('media').selectAll().execute();
    for (const row of rows) {
      expect(row.processing_attempts).toBe(1);
      expect(Date.parse(row.processing_finished_at!)).toBeGreaterThanOrEqual(
        Date.parse(row.processing_started_at!),
      );
    }
  });

  it('gives up a photo whose processing was interrupted too often, leaving no file', async () => {
    const { t, cookie } = await firstRun();
    await upload(t.app, cookie, { file: jpegFile(await jpegWithMetadata(400, 300)) });
    await t.db.updateTable('media').set({ processing_attempts: MAX_PROCESSING_ATTEMPTS }).execute();

    const app = await restart(t);
    await app.mediaJobs.drain();
    const [item] = await listMedia(app, cookie);
    expect(item).toMatchObject({ status: 'failed', media_url: '' });
    expect(item!.status_reason).toMatch(/interrupted too many times/);
    expect([...filesIn(t.config.originalsDir), ...filesIn(t.config.uploadsDir)]).toEqual([]);
  });

  it('hardening 9: gives up a video whose cleaning was interrupted too often, leaving no file', async () => {
    const { t, cookie } = await firstRun();
    await upload(t.app, cookie, { type: 'Video', file: mp4File(mp4WithMetadata({ seconds: 1 })) });
    expect(filesIn(t.config.originalsDir)).toHaveLength(1);
    await t.db.updateTable('media').set({ processing_attempts: MAX_PROCESSING_ATTEMPTS }).execute();

    const app = await restart(t);
    await app.mediaJobs.drain();
    const [item] = await listMedia(app, cookie);
    expect(item).toMatchObject({ status: 'failed', media_url: '', status_notice: null });
    expect(item!.status_reason).toMatch(/interrupted too many times\. Please upload the video again/);
    expect([...filesIn(t.config.originalsDir), ...filesIn(t.config.uploadsDir)]).toEqual([]);
  });

  it('hardening 9: a server shutting down stops cleaning a video; the next start cleans it', async () => {
    const { t, cookie } = await firstRun();
    await upload(t.app, cookie, { type: 'Video', file: mp4File(mp4WithMetadata({ seconds: 1 })) });
    const draining = t.app.mediaJobs.drain();
    await t.app.mediaJobs.stop();
    await draining;
    const [stopped] = await listMedia(t.app, cookie);
    expect(stopped).toMatchObject({ status: 'processing', media_url: '' });
    expect(filesIn(t.config.uploadsDir)).toEqual([]);
    expect(filesIn(t.config.originalsDir)).toHaveLength(1);

    const app = await restart(t);
    await app.mediaJobs.drain();
    const [item] = await listMedia(app);
    expect(item).toMatchObject({ status: 'ready', media_type: 'Video' });
    expect(filesIn(t.config.originalsDir)).toEqual([]);
  });

  it('keeps answering other requests while a large photo is processed in the background', async () => {
    const { t, cookie } = await firstRun({}, { mediaProcessing: 'background' });
    await upload(t.app, cookie, { file: jpegFile(await jpegWithMetadata(3000, 2000)) });
    expect(t.app.mediaJobs.pending).toBe(1);
    const started = performance.now();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    const elapsed = performance.now() - started;
    expect(health.statusCode).toBe(200);
    expect(t.app.mediaJobs.pending).toBe(1);
    expect(elapsed).toBeLessThan(500);
    await t.app.mediaJobs.drain();
    expect((await listMedia(t.app)).map((item) => item.status)).toEqual(['ready']);
  });
});
