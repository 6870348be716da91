import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '#shared/api/media';
import * as videoMigration from '#server/db/migrations/2026-11-23-0003-video-processing';
import { testEngines, type TestApp } from '#server/testing/helpers';
import { captureLog } from '#server/testing/log-lines';
import {
  filesIn,
  mp4File,
  mp4WithMetadata,
  testFfmpeg,
  upload,
  videoSecrets,
} from './testing/media-fixtures.ts';
import { listMedia, withRestarts } from './testing/restarts.ts';
import { uuid } from './testing/video-checks.ts';
import { VIDEO_POSTER_FILE, VIDEO_POSTER_URL } from './media-poster.ts';
import { NO_FFMPEG_NOTICE } from './media-video.ts';

describe.each(testEngines)('hardening 9: a server without ffmpeg, on %s', (engine) => {
  const { firstRun, restart: restartOn } = withRestarts(engine);

  /** A second server on the same data and database, with the given ffmpeg. */
  const restart = (t: TestApp, ffmpegPath: string, logStream?: NodeJS.WritableStream) =>
    restartOn(t, { mediaProcessing: 'manual', logStream }, { ffmpegPath });

  it('hardening 9: publishes the video as uploaded with a warning in the log once and a notice in List Media, and cleans it once ffmpeg is there', async () => {
    const log = captureLog();
    const { t, cookie } = await firstRun(
      { FFMPEG_PATH: path.join(os.tmpdir(), 'no-such-dir', 'ffmpeg'), LOG_LEVEL: 'warn' },
      { logStream: log.stream },
    );
    const fixture = mp4WithMetadata({ seconds: 1 });
    const response = await upload(t.app, cookie, { type: 'Video', file: mp4File(fixture) });
    const id = response.json<{ media: MediaItem }>().media.medias_id;
    await t.app.mediaJobs.drain();

    const [visible] = await listMedia(t.app);
    expect(visible).toMatchObject({ medias_id: id, status: 'ready', poster_url: VIDEO_POSTER_URL });
    expect(visible!.media_url).toMatch(new RegExp(`^/uploads/${uuid}\\.mp4$`));
    expect(visible).not.toHaveProperty('status_notice');
    const [forAdmin] = await listMedia(t.app, cookie);
    expect(forAdmin!.status_notice).toBe(NO_FFMPEG_NOTICE);
    expect(NO_FFMPEG_NOTICE).toMatch(
      /^Published with its original metadata.*ffmpeg is not installed on the server/,
    );
    // Published as it came: never silently.
    expect((await t.app.inject({ method: 'GET', url: visible!.media_url })).rawPayload.equals(fixture)).toBe(
      true,
    );
    const warnings = log.lines.filter((line) => line.level === 40);
    expect(warnings.filter((line) => line.mediaId === id)).toHaveLength(1);
    expect(warnings.find((line) => line.mediaId === id)!.msg).toMatch(
      /^video published with its original metadata .*ffmpeg is not installed/,
    );
    expect(warnings.filter((line) => /ffmpeg is not installed/.test(line.msg))).toHaveLength(2);

    // Still no ffmpeg: nothing changes, and no second warning for the video.
    const again = await restart(t, t.config.ffmpegPath, log.stream);
    await again.mediaJobs.drain();
    expect((await listMedia(again, cookie))[0]).toMatchObject({ status_notice: NO_FFMPEG_NOTICE });
    expect(log.lines.filter((line) => line.mediaId === id)).toHaveLength(1);

    // With ffmpeg: cleaned at start, the notice goes, the file published with its metadata is removed.
    const withFfmpeg = await restart(t, testFfmpeg, log.stream);
    await withFfmpeg.mediaJobs.drain();
    const [cleaned] = await listMedia(withFfmpeg, cookie);
    expect(cleaned).toMatchObject({ medias_id: id, status: 'ready', status_notice: null });
    expect(cleaned!.media_url).toMatch(new RegExp(`^/uploads/${uuid}-web\\.mp4$`));
    const served = (await withFfmpeg.inject({ method: 'GET', url: cleaned!.media_url })).rawPayload;
    expect(served.includes(videoSecrets.location)).toBe(false);
    expect((await withFfmpeg.inject({ method: 'GET', url: visible!.media_url })).statusCode).toBe(404);
    expect(filesIn(t.config.originalsDir)).toEqual([]);
    expect(filesIn(t.config.uploadsDir).sort()).toEqual(
      [VIDEO_POSTER_FILE, path.basename(cleaned!.media_url), path.basename(cleaned!.poster_url!)].sort(),
    );
  });

  it('hardening 9: videos published before videos were cleaned get the notice, and a server with ffmpeg cleans them', async () => {
    const { t, cookie } = await firstRun();
    // The database and files as the previous version left them: the video published as uploaded.
    await videoMigration.down(t.db);
    const key = '0b7e3c1a-8a5e-4b8e-9a51-3c2d7f1e4a10.mp4';
    fs.writeFileSync(path.join(t.config.uploadsDir, key), mp4WithMetadata({ seconds: 1 }));
    const now = new Date().toISOString();
    await t.db
      .insertInto('media')
      .values({
        media_url: `/uploads/${key}`,
        media_type: 'Video',
        media_category: 'ISRO Show',
        alt_text: null,
        storage_key: key,
        mime: 'video/mp4',
        size_bytes: 1,
        status: 'ready',
        status_reason: null,
        width: null,
        height: null,
        placeholder: null,
        poster_url: VIDEO_POSTER_URL,
        variants: '[]',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await videoMigration.up(t.db);
    expect((await listMedia(t.app, cookie))[0]!.status_notice).toMatch(
      /^Published with its original metadata .*uploaded before videos were cleaned/,
    );

    const app = await restart(t, testFfmpeg);
    await app.mediaJobs.drain();
    const [cleaned] = await listMedia(app, cookie);
    expect(cleaned).toMatchObject({ status: 'ready', status_notice: null });
    expect(cleaned!.media_url).toBe(`/uploads/${key.replace('.mp4', '-web.mp4')}`);
    const served = (await app.inject({ method: 'GET', url: cleaned!.media_url })).rawPayload;
    expect(served.includes(videoSecrets.location)).toBe(false);
    expect(fs.existsSync(path.join(t.config.uploadsDir, key))).toBe(false);
  });
});
