import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '#shared/api/media';
import { messages } from '#shared/messages';
import { testEngines } from '#server/testing/helpers';
import {
  filesIn,
  jpegFile,
  jpegWithMetadata,
  pngWithDamagedPixels,
  secrets,
} from './testing/media-fixtures.ts';
import { withMediaApp } from './testing/media-app.ts';
import { metadataBlocks, NO_METADATA } from './testing/metadata-checks.ts';

describe.each(testEngines)('photo uploads and their processing on %s', (engine) => {
  const media = withMediaApp(engine);
  const { drain, dirs, allFiles, upload, publicList, adminList, get, remove } = media;

  it('answers 201 at once with the photo processing, hidden from visitors until its variants exist', async () => {
    const response = await upload({ file: jpegFile(await jpegWithMetadata(800, 600)) });
    expect(response.statusCode).toBe(201);
    const created = response.json<{ message: string; media: MediaItem }>();
    expect(created.message).toBe(messages.media.submitted);
    expect(created.media).toMatchObject({ status: 'processing', media_url: '', variants: [] });
    expect(await publicList()).toEqual([]);
    expect((await adminList()).map((item) => item.status)).toEqual(['processing']);

    await drain();
    const [ready] = await publicList();
    expect(ready).toMatchObject({
      medias_id: created.media.medias_id,
      status: 'ready',
      width: 800,
      height: 600,
    });
  });

  it('publishes no metadata (GPS EXIF, XMP, IPTC, ICC, comments) in any variant', async () => {
    const original = await jpegWithMetadata(2400, 1600);
    const inputMeta = await sharp(original).metadata();
    expect(inputMeta.exif && inputMeta.xmp && inputMeta.iptc && inputMeta.icc).toBeTruthy();

    await upload({ file: jpegFile(original) });
    await drain();
    const [item] = await publicList();
    expect(item!.variants).toHaveLength(12);
    for (const variant of item!.variants) {
      const response = await get(variant.url);
      expect(response.statusCode).toBe(200);
      const bytes = response.rawPayload;
      const meta = await sharp(bytes).metadata();
      expect(metadataBlocks(meta)).toEqual(NO_METADATA);
      for (const secret of Object.values(secrets)) expect(bytes.includes(secret)).toBe(false);
    }
    const placeholder = Buffer.from(item!.placeholder!.split(',')[1]!, 'base64');
    expect((await sharp(placeholder).metadata()).exif).toBeUndefined();
  });

  it('makes AVIF, WebP and JPEG at 320, 640, 1280 and 1920 wide, none wider than the original', async () => {
    await upload({ file: jpegFile(await jpegWithMetadata(2400, 1600)) });
    await drain();
    const [item] = await publicList();
    const expected = [320, 640, 1280, 1920].flatMap((width) =>
      ['avif', 'webp', 'jpeg'].map((format) => ({ format, width })),
    );
    expect(item!.variants.map(({ format, width }) => ({ format, width }))).toEqual(
      expect.arrayContaining(expected),
    );
    expect(item!.variants).toHaveLength(expected.length);
    for (const variant of item!.variants) {
      const meta = await sharp((await get(variant.url)).rawPayload).metadata();
      const format = variant.format === 'avif' ? 'heif' : variant.format;
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format,
        width: variant.width,
        height: Math.round((variant.width * 1600) / 2400),
      });
    }
    expect(item!.media_url).toBe(item!.variants.find((v) => v.format === 'jpeg' && v.width === 1920)!.url);
    expect(item!.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(item).toMatchObject({ width: 1920, height: 1280 });
  });

  it('never enlarges: a photo narrower than 320 px gets one width, its own', async () => {
    await upload({ file: jpegFile(await jpegWithMetadata(200, 150)) });
    await drain();
    const [item] = await publicList();
    expect(item!.variants.map((v) => `${v.format}@${v.width}`).sort()).toEqual([
      'avif@200',
      'jpeg@200',
      'webp@200',
    ]);
  });

  it('applies the EXIF orientation before it is removed', async () => {
    await upload({ file: jpegFile(await jpegWithMetadata(300, 100, 6)) });
    await drain();
    const [item] = await publicList();
    expect(item).toMatchObject({ width: 100, height: 300 });
    const meta = await sharp((await get(item!.media_url)).rawPayload).metadata();
    expect({ width: meta.width, height: meta.height, orientation: meta.orientation }).toEqual({
      width: 100,
      height: 300,
      orientation: undefined,
    });
  });

  it('keeps the original private: not under /uploads/, only in the originals folder', async () => {
    const response = await upload({ file: jpegFile(await jpegWithMetadata(640, 480)) });
    const id = response.json<{ media: MediaItem }>().media.medias_id;
    await drain();
    const originals = filesIn(dirs().originals);
    expect(originals).toHaveLength(1);
    const original = originals[0]!;
    expect(fs.readFileSync(path.join(dirs().originals, original)).includes(secrets.make)).toBe(true);
    for (const attempt of [
      `/uploads/${original}`,
      `/uploads/..%2foriginals%2f${original}`,
      `/uploads/../originals/${original}`,
      `/originals/${original}`,
    ]) {
      const response = await get(attempt);
      expect([403, 404]).toContain(response.statusCode);
      expect(response.rawPayload.includes(secrets.make)).toBe(false);
    }
    const [item] = await adminList();
    expect(item!.medias_id).toBe(id);
    const served = item!.variants.map((v) => v.url.replace('/uploads/', ''));
    expect(filesIn(dirs().uploads).sort()).toEqual(served.sort());
  });

  it('marks a photo that fails processing as failed with the reason, and removes every file', async () => {
    const response = await upload({
      file: { bytes: await pngWithDamagedPixels(), name: 'damaged.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(201);
    expect(filesIn(dirs().originals)).toHaveLength(1);
    await drain();
    const [item] = await adminList();
    expect(item).toMatchObject({ status: 'failed', media_url: '', variants: [] });
    expect(item!.status_reason).toMatch(/^The image is damaged or in a form that cannot be read\./);
    expect(item!.status_reason).not.toContain(media.t.config.dataDir);
    expect(await publicList()).toEqual([]);
    expect(allFiles()).toEqual([]);
  });

  it('deletes the original and every variant with the item', async () => {
    const response = await upload({ file: jpegFile(await jpegWithMetadata(1400, 900)) });
    await drain();
    expect(filesIn(dirs().uploads).length).toBeGreaterThan(0);
    const id = response.json<{ media: MediaItem }>().media.medias_id;
    const deleted = await remove(id);
    expect(deleted.json()).toEqual({ message: messages.media.deleted });
    expect([...filesIn(dirs().uploads), ...filesIn(dirs().originals)]).toEqual([]);
  });

  it('leaves nothing behind when a photo is deleted before its processing ran', async () => {
    const response = await upload({ file: jpegFile(await jpegWithMetadata(700, 500)) });
    const id = response.json<{ media: MediaItem }>().media.medias_id;
    await remove(id);
    await drain();
    expect(await adminList()).toEqual([]);
    expect([...filesIn(dirs().uploads), ...filesIn(dirs().originals)]).toEqual([]);
  });

  it('gives up a GIF animation: the first frame becomes the still variants', async () => {
    const frames = await sharp({
      create: { width: 120, height: 80, channels: 3, background: '#336699' },
    })
      .gif()
      .toBuffer();
    const animated = await sharp([frames, frames], { join: { animated: true } })
      .gif()
      .toBuffer();
    const response = await upload({
      file: { bytes: animated, name: 'a.gif', type: 'image/gif' },
    });
    expect(response.statusCode).toBe(201);
    await drain();
    const [item] = await publicList();
    const webp = item!.variants.find((v) => v.format === 'webp')!;
    expect((await sharp((await get(webp.url)).rawPayload).metadata()).pages ?? 1).toBe(1);
  });
});
