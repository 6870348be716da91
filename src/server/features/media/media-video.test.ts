import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MediaItem } from '#shared/api/media';
import { messages } from '#shared/messages';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import * as videoMigration from '#server/db/migrations/2026-11-23-0003-video-processing';
import { createTestApp, SITE, testEngines, type TestApp } from '#server/testing/helpers';
import {
  ffprobe,
  filesIn,
  mp4BoxPaths,
  mp4File,
  mp4WithMetadata,
  testFfmpeg,
  tinyMp4,
  upload,
  videoSecrets,
} from './media-test-fixtures.ts';
import { VIDEO_POSTER_FILE, VIDEO_POSTER_URL } from './media-poster.ts';
import { FfmpegMissingError, FfmpegStoppedError, NO_FFMPEG_NOTICE, runFfmpeg } from './media-video.ts';

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Every way the fixture's metadata could survive, as bytes: atoms, coordinates, names, dates. */
const forbiddenBytes = [
  '\u00a9xyz',
  '\u00a9mak',
  'loci',
  'com.apple.quicktime',
  '12.9716',
  '077.5946',
  '2024-05-01',
  'Lavf',
  ...Object.values(videoSecrets),
].map((text) => Buffer.from(text, 'latin1'));

/** The frame of a video file at a time, as raw RGB, decoded by ffmpeg itself. */
function frameAt(video: Buffer, seconds: number): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-frame-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    fs.writeFileSync(file, video);
    return execFileSync(
      testFfmpeg,
      [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-ss', String(seconds), '-i', file],
        ...['-frames:v', '1', '-pix_fmt', 'rgb24', '-f', 'rawvideo', 'pipe:1'],
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const meanDifference = (a: Buffer, b: Buffer) => {
  expect(a.length).toBe(b.length);
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
};

describe.each(testEngines)('hardening 9: uploaded videos lose their metadata, on %s', (engine) => {
  let t: TestApp;
  let cookie: string;
  let fixture: Buffer;
  const dirs = () => ({ uploads: t.config.uploadsDir, originals: t.config.originalsDir });

  beforeAll(async () => {
    fixture = mp4WithMetadata();
    t = await createTestApp(engine, {}, { mediaProcessing: 'manual' });
    cookie = await t.login();
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.app.mediaJobs.drain();
    for (const item of await adminList()) await remove(item.medias_id);
  });

  const publicList = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/images?category=All' })).json<MediaItem[]>();
  const adminList = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/images?category=All', headers: { cookie } })).json<
      MediaItem[]
    >();
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const remove = (id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/delete_media/${id}`, headers: { cookie, origin: SITE } });
  const uploadVideo = async (bytes: Buffer, name = 'clip.mp4', type = 'video/mp4') => {
    const response = await upload(t.app, cookie, { type: 'Video', file: { bytes, name, type } });
    expect(response.statusCode).toBe(201);
    return response.json<{ media: MediaItem }>().media;
  };

  it('hardening 9: the fixture does carry a GPS atom, phone and creation metadata', () => {
    for (const bytes of forbiddenBytes.filter((b) => b.toString('latin1') !== 'loci')) {
      expect(fixture.includes(bytes), bytes.toString('latin1')).toBe(true);
    }
    const probe = ffprobe(fixture);
    expect(probe.format.tags).toMatchObject({
      location: `${videoSecrets.location}/`,
      make: videoSecrets.androidMake,
      'com.apple.quicktime.make': videoSecrets.make,
      creation_time: '2024-05-01T04:30:00Z',
    });
    expect(probe.streams.map((s) => s.codec_type)).toEqual(['video', 'audio', 'subtitle']);
  });

  it('hardening 9: a video is processing, and unseen by visitors, until its clean copy exists', async () => {
    const media = await uploadVideo(fixture);
    expect(media).toMatchObject({ status: 'processing', media_url: '', poster_url: null });
    expect(await publicList()).toEqual([]);
    // The upload, with its metadata, is private meanwhile.
    expect(filesIn(dirs().uploads)).toEqual([]);
    expect(filesIn(dirs().originals)).toHaveLength(1);

    await t.app.mediaJobs.drain();
    const [item] = await publicList();
    expect(item).toMatchObject({ medias_id: media.medias_id, status: 'ready', media_type: 'Video' });
    expect(item!.media_url).toMatch(new RegExp(`^/uploads/${uuid}-web\\.mp4$`));
    expect(item).not.toHaveProperty('status_notice');
    const [adminItem] = await adminList();
    expect(adminItem).toMatchObject({ status: 'ready', status_notice: null });
  });

  it('hardening 9: strips the GPS atom from an uploaded MP4, and every other metadata, and it still plays', async () => {
    await uploadVideo(fixture);
    await t.app.mediaJobs.drain();
    const [item] = await publicList();
    const response = await get(item!.media_url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    const served = response.rawPayload;

    for (const bytes of forbiddenBytes) expect(served.includes(bytes), bytes.toString('latin1')).toBe(false);
    const boxes = mp4BoxPaths(served);
    expect(boxes.filter((box) => /(^|\/)(udta|meta|\u00a9xyz|keys|ilst)$/.test(box))).toEqual([]);
    // The index comes first, so playback starts before the download ends.
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));

    const probe = ffprobe(served);
    expect(Object.keys(probe.format.tags ?? {}).sort()).toEqual([
      'compatible_brands',
      'major_brand',
      'minor_version',
    ]);
    expect(probe.streams.map((s) => [s.codec_type, s.codec_name])).toEqual([
      ['video', 'mpeg4'],
      ['audio', 'aac'],
    ]);
    for (const stream of probe.streams) {
      expect(stream.tags).not.toHaveProperty('creation_time');
      expect(stream.tags?.handler_name).not.toBe(videoSecrets.handler);
    }
    const video = probe.streams[0]!;
    expect({ width: video.width, height: video.height }).toEqual({ width: 320, height: 240 });
    expect(Number(video.duration)).toBeCloseTo(2, 1);
    expect(Number(probe.format.duration)).toBeCloseTo(2, 1);

    const range = await get(item!.media_url, { range: 'bytes=0-99' });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload).toHaveLength(100);
  });

  it('hardening 9: the poster is a real frame at one second, the size of the video, without metadata', async () => {
    await uploadVideo(fixture);
    await t.app.mediaJobs.drain();
    const [item] = await publicList();
    expect(item!.poster_url).toMatch(new RegExp(`^/uploads/${uuid}-poster\\.jpg$`));
    expect(item!.poster_url).not.toBe(VIDEO_POSTER_URL);
    expect(filesIn(dirs().uploads)).not.toContain(VIDEO_POSTER_FILE);

    const response = await get(item!.poster_url!);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const poster = response.rawPayload;
    const meta = await sharp(poster).metadata();
    expect({
      format: meta.format,
      width: meta.width,
      height: meta.height,
      exif: meta.exif,
      xmp: meta.xmp,
      iptc: meta.iptc,
      icc: meta.icc,
      comments: meta.comments,
    }).toEqual({
      format: 'jpeg',
      width: 320,
      height: 240,
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
      icc: undefined,
      comments: undefined,
    });
    const pixels = await sharp(poster).removeAlpha().raw().toBuffer();
    // The test pattern's clock has moved between the first frame and the one at a second.
    expect(meanDifference(pixels, frameAt(fixture, 1))).toBeLessThan(4);
    expect(meanDifference(frameAt(fixture, 0), frameAt(fixture, 1))).toBeGreaterThan(0.2);
  });

  it('hardening 9: a video shorter than a second gets its first frame; a wide one a poster 1280 px wide', async () => {
    const short = mp4WithMetadata({ seconds: 0.5, width: 1600, height: 900 });
    await uploadVideo(short);
    await t.app.mediaJobs.drain();
    const [item] = await publicList();
    expect(ffprobe((await get(item!.media_url)).rawPayload).streams[0]).toMatchObject({
      width: 1600,
      height: 900,
    });
    const poster = (await get(item!.poster_url!)).rawPayload;
    expect(await sharp(poster).metadata()).toMatchObject({ width: 1280, height: 720 });
    const firstFrame = await sharp(frameAt(short, 0), { raw: { width: 1600, height: 900, channels: 3 } })
      .resize({ width: 1280 })
      .raw()
      .toBuffer();
    expect(meanDifference(await sharp(poster).removeAlpha().raw().toBuffer(), firstFrame)).toBeLessThan(4);
  });

  it('hardening 9: cleans a WebM too', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-webm-'));
    const file = path.join(dir, 'clip.webm');
    execFileSync(testFfmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin'],
      ...['-f', 'lavfi', '-i', 'testsrc=duration=1:size=160x120:rate=10', '-c:v', 'libvpx', '-b:v', '200k'],
      ...['-metadata', `location=${videoSecrets.location}`, '-metadata', `title=${videoSecrets.model}`],
      ...['-metadata', 'creation_time=2024-05-01T04:30:00Z', file],
    ]);
    const webm = fs.readFileSync(file);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(webm.includes(videoSecrets.model)).toBe(true);

    await uploadVideo(webm, 'clip.webm', 'video/webm');
    await t.app.mediaJobs.drain();
    const [item] = await publicList();
    expect(item!.media_url).toMatch(new RegExp(`^/uploads/${uuid}-web\\.webm$`));
    const served = (await get(item!.media_url)).rawPayload;
    for (const text of [videoSecrets.location, videoSecrets.model, '2024-05-01']) {
      expect(served.includes(text), text).toBe(false);
    }
    const probe = ffprobe(served);
    expect(probe.format.tags ?? {}).not.toHaveProperty('title');
    expect(probe.format.tags ?? {}).not.toHaveProperty('creation_time');
    expect(probe.streams.map((s) => [s.codec_type, s.codec_name, s.width])).toEqual([['video', 'vp8', 160]]);
    expect(await sharp((await get(item!.poster_url!)).rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 160,
    });
  });

  it('hardening 9: deleting a video removes its clean copy and its poster; the upload is already gone', async () => {
    const media = await uploadVideo(fixture);
    await t.app.mediaJobs.drain();
    const [item] = await publicList();
    const names = [item!.media_url, item!.poster_url!].map((url) => path.basename(url)).sort();
    expect(filesIn(dirs().uploads)).toEqual(names);
    expect(filesIn(dirs().originals)).toEqual([]);

    expect((await remove(media.medias_id)).json()).toEqual({ message: messages.media.deleted });
    expect([...filesIn(dirs().uploads), ...filesIn(dirs().originals)]).toEqual([]);
    expect((await get(item!.media_url)).statusCode).toBe(404);
    expect((await get(item!.poster_url!)).statusCode).toBe(404);
  });

  it('hardening 9: a video deleted before it was cleaned leaves nothing behind', async () => {
    const media = await uploadVideo(fixture);
    await remove(media.medias_id);
    await t.app.mediaJobs.drain();
    expect(await adminList()).toEqual([]);
    expect([...filesIn(dirs().uploads), ...filesIn(dirs().originals)]).toEqual([]);
  });

  it('hardening 9: a video ffmpeg cannot read fails with the reason, and every file is removed', async () => {
    await uploadVideo(tinyMp4());
    await t.app.mediaJobs.drain();
    const [item] = await adminList();
    expect(item).toMatchObject({ status: 'failed', media_url: '', poster_url: null });
    expect(item!.status_reason).toMatch(/^The video is damaged or in a form that cannot be read\./);
    expect(item!.status_reason).not.toContain(t.config.dataDir);
    expect(await publicList()).toEqual([]);
    expect([...filesIn(dirs().uploads), ...filesIn(dirs().originals)]).toEqual([]);
  });
});

describe.each(testEngines)('hardening 9: a server without ffmpeg, on %s', (engine) => {
  const cleanup: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const close of cleanup.splice(0).reverse()) await close();
  });

  const logged = () => {
    const stream = new PassThrough();
    const lines: Array<{ level: number; msg: string; mediaId?: number }> = [];
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const text = rest + chunk.toString();
      const parts = text.split('\n');
      rest = parts.pop()!;
      for (const line of parts) if (line) lines.push(JSON.parse(line));
    });
    return { stream, lines };
  };

  /** A second server on the same data and database, with the given ffmpeg. */
  async function restart(
    t: TestApp,
    ffmpegPath: string,
    logStream?: NodeJS.WritableStream,
  ): Promise<FastifyInstance> {
    const app = await buildApp(
      { ...t.config, ffmpegPath },
      { db: t.db, mediaProcessing: 'manual', logStream },
    );
    cleanup.push(() => app.close());
    await app.ready();
    return app;
  }

  const list = async (app: FastifyInstance, cookie?: string) =>
    (await app.inject({ method: 'GET', url: '/api/images', headers: cookie ? { cookie } : {} })).json<
      MediaItem[]
    >();

  it('hardening 9: publishes the video as uploaded with a warning in the log once and a notice in List Media, and cleans it once ffmpeg is there', async () => {
    const log = logged();
    const t = await createTestApp(
      engine,
      { FFMPEG_PATH: path.join(os.tmpdir(), 'no-such-dir', 'ffmpeg'), LOG_LEVEL: 'warn' },
      { mediaProcessing: 'manual', logStream: log.stream },
    );
    cleanup.push(() => t.close());
    const cookie = await t.login();
    const fixture = mp4WithMetadata({ seconds: 1 });
    const response = await upload(t.app, cookie, { type: 'Video', file: mp4File(fixture) });
    const id = response.json<{ media: MediaItem }>().media.medias_id;
    await t.app.mediaJobs.drain();

    const [visible] = await list(t.app);
    expect(visible).toMatchObject({ medias_id: id, status: 'ready', poster_url: VIDEO_POSTER_URL });
    expect(visible!.media_url).toMatch(new RegExp(`^/uploads/${uuid}\\.mp4$`));
    expect(visible).not.toHaveProperty('status_notice');
    const [forAdmin] = await list(t.app, cookie);
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
    expect((await list(again, cookie))[0]).toMatchObject({ status_notice: NO_FFMPEG_NOTICE });
    expect(log.lines.filter((line) => line.mediaId === id)).toHaveLength(1);

    // With ffmpeg: cleaned at start, the notice goes, the file published with its metadata is removed.
    const withFfmpeg = await restart(t, testFfmpeg, log.stream);
    await withFfmpeg.mediaJobs.drain();
    const [cleaned] = await list(withFfmpeg, cookie);
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
    const t = await createTestApp(engine, {}, { mediaProcessing: 'manual' });
    cleanup.push(() => t.close());
    const cookie = await t.login();
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
    expect((await list(t.app, cookie))[0]!.status_notice).toMatch(
      /^Published with its original metadata .*uploaded before videos were cleaned/,
    );

    const app = await restart(t, testFfmpeg);
    await app.mediaJobs.drain();
    const [cleaned] = await list(app, cookie);
    expect(cleaned).toMatchObject({ status: 'ready', status_notice: null });
    expect(cleaned!.media_url).toBe(`/uploads/${key.replace('.mp4', '-web.mp4')}`);
    const served = (await app.inject({ method: 'GET', url: cleaned!.media_url })).rawPayload;
    expect(served.includes(videoSecrets.location)).toBe(false);
    expect(fs.existsSync(path.join(t.config.uploadsDir, key))).toBe(false);
  });
});

describe('hardening 9: running ffmpeg', () => {
  it('hardening 9: stops a running ffmpeg when asked (server shutdown) and when it runs past its time limit', async () => {
    const endless = [
      '-hide_banner',
      '-nostdin',
      '-re',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=60',
      '-f',
      'null',
      '-',
    ];
    const shutdown = new AbortController();
    const started = performance.now();
    const running = runFfmpeg(testFfmpeg, endless, { timeoutMs: 60_000, signal: shutdown.signal });
    setTimeout(() => shutdown.abort(), 300);
    await expect(running).rejects.toBeInstanceOf(FfmpegStoppedError);
    await expect(runFfmpeg(testFfmpeg, endless, { timeoutMs: 300 })).rejects.toThrow(
      'Processing took too long.',
    );
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('hardening 9: FFMPEG_PATH names the ffmpeg to run; unset, ffmpeg is looked up on PATH', () => {
    expect(loadConfig({}).ffmpegPath).toBe('ffmpeg');
    expect(loadConfig({ FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg' }).ffmpegPath).toBe('/opt/ffmpeg/bin/ffmpeg');
  });

  it('hardening 9: tells a missing ffmpeg apart from a failing one', async () => {
    await expect(
      runFfmpeg(path.join(os.tmpdir(), 'no-such-dir', 'ffmpeg'), ['-version'], { timeoutMs: 5000 }),
    ).rejects.toBeInstanceOf(FfmpegMissingError);
    await expect(
      runFfmpeg(testFfmpeg, ['-hide_banner', '-i', 'file:/nonexistent.mp4'], { timeoutMs: 5000 }),
    ).rejects.toThrow(/No such file or directory/);
  });
});
