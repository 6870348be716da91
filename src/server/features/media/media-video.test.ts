import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '#shared/api/media';
import { messages } from '#shared/messages';
import { testEngines } from '#server/testing/helpers';
import { withMediaApp } from './testing/media-app.ts';
import { metadataBlocks, NO_METADATA } from './testing/metadata-checks.ts';
import {
  ffprobe,
  filesIn,
  mp4BoxPaths,
  mp4WithMetadata,
  testFfmpeg,
  tinyMp4,
  videoSecrets,
} from './testing/media-fixtures.ts';
import { forbiddenBytes, frameAt, meanDifference, uuid } from './testing/video-checks.ts';
import { VIDEO_POSTER_FILE, VIDEO_POSTER_URL } from './media-poster.ts';

describe.each(testEngines)('hardening 9: uploaded videos lose their metadata, on %s', (engine) => {
  const media = withMediaApp(engine);
  const { drain, dirs, publicList, adminList, get, remove } = media;
  let fixture: Buffer;
  beforeAll(() => {
    fixture = mp4WithMetadata();
  });

  const uploadVideo = async (bytes: Buffer, name = 'clip.mp4', type = 'video/mp4') => {
    const response = await media.upload({ type: 'Video', file: { bytes, name, type } });
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

    await drain();
    const [item] = await publicList();
    expect(item).toMatchObject({ medias_id: media.medias_id, status: 'ready', media_type: 'Video' });
    expect(item!.media_url).toMatch(new RegExp(`^/uploads/${uuid}-web\\.mp4$`));
    expect(item).not.toHaveProperty('status_notice');
    const [adminItem] = await adminList();
    expect(adminItem).toMatchObject({ status: 'ready', status_notice: null });
  });

  it('hardening 9: strips the GPS atom from an uploaded MP4, and every other metadata, and it still plays', async () => {
    await uploadVideo(fixture);
    await drain();
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
    await drain();
    const [item] = await publicList();
    expect(item!.poster_url).toMatch(new RegExp(`^/uploads/${uuid}-poster\\.jpg$`));
    expect(item!.poster_url).not.toBe(VIDEO_POSTER_URL);
    expect(filesIn(dirs().uploads)).not.toContain(VIDEO_POSTER_FILE);

    const response = await get(item!.poster_url!);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const poster = response.rawPayload;
    const meta = await sharp(poster).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, ...metadataBlocks(meta) }).toEqual({
      format: 'jpeg',
      width: 320,
      height: 240,
      ...NO_METADATA,
    });
    const pixels = await sharp(poster).removeAlpha().raw().toBuffer();
    // The test pattern's clock has moved between the first frame and the one at a second.
    expect(meanDifference(pixels, frameAt(fixture, 1))).toBeLessThan(4);
    expect(meanDifference(frameAt(fixture, 0), frameAt(fixture, 1))).toBeGreaterThan(0.2);
  });

  it('hardening 9: a video shorter than a second gets its first frame; a wide one a poster 1280 px wide', async () => {
    const short = mp4WithMetadata({ seconds: 0.5, width: 1600, height: 900 });
    await uploadVideo(short);
    await drain();
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
    await drain();
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
    await drain();
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
    await drain();
    expect(await adminList()).toEqual([]);
    expect([...filesIn(dirs().uploads), ...filesIn(dirs().originals)]).toEqual([]);
  });

  it('hardening 9: a video ffmpeg cannot read fails with the reason, and every file is removed', async () => {
    await uploadVideo(tinyMp4());
    await drain();
    const [item] = await adminList();
    expect(item).toMatchObject({ status: 'failed', media_url: '', poster_url: null });
    expect(item!.status_reason).toMatch(/^The video is damaged or in a form that cannot be read\./);
    expect(item!.status_reason).not.toContain(media.t.config.dataDir);
    expect(await publicList()).toEqual([]);
    expect([...filesIn(dirs().uploads), ...filesIn(dirs().originals)]).toEqual([]);
  });
});
