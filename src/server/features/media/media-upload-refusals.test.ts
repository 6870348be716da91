import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages';
import { testEngines } from '#server/testing/helpers';
import { jpegFile, jpegWithMetadata, tinyMp4 } from './testing/media-fixtures.ts';
import { withMediaApp } from './testing/media-app.ts';
import { corruptVideoMessage } from './media.service.ts';

/** A picture in `format`, without its last `cut` bytes, as an upload names it. */
async function truncated(picture: Sharp, format: 'png' | 'gif' | 'webp', cut: number) {
  const bytes = await picture.toFormat(format).toBuffer();
  return { bytes: bytes.subarray(0, bytes.length - cut), name: `a.${format}`, type: `image/${format}` };
}

describe.each(testEngines)('uploads refused on %s', (engine) => {
  const { allFiles, upload, adminList } = withMediaApp(engine);

  it.each([
    ['a truncated JPEG', async () => jpegFile((await jpegWithMetadata(640, 480)).subarray(0, 9000))],
    [
      'a JPEG whose header is garbage',
      async () => jpegFile(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 0x41)])),
    ],
    [
      'a truncated PNG',
      async () =>
        truncated(sharp({ create: { width: 300, height: 200, channels: 3, background: '#c84' } }), 'png', 20),
    ],
    ['a truncated GIF', async () => truncated(sharp(await jpegWithMetadata(300, 200)), 'gif', 40)],
    ['a truncated WebP', async () => truncated(sharp(await jpegWithMetadata(300, 200)), 'webp', 100)],
  ])('refuses %s with 400 and leaves no file and no row', async (_name, make) => {
    const response = await upload({ file: await make() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: messages.media.corruptImage, code: 'bad_request' });
    expect(await adminList()).toEqual([]);
    expect(allFiles()).toEqual([]);
  });

  it.each([
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>'],
    ['HTML', '<!doctype html><html><body><script>alert(1)</script></body></html>'],
  ])('refuses %s disguised as a JPEG with 415', async (_name, text) => {
    const response = await upload({ file: jpegFile(Buffer.from(text), 'photo.jpg') });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: messages.media.unsupportedType, code: 'unsupported_media' });
    expect(await adminList()).toEqual([]);
    expect(allFiles()).toEqual([]);
  });

  it('refuses a file whose content does not match the chosen type with 400', async () => {
    const photoAsVideo = await upload({
      type: 'Video',
      file: jpegFile(await jpegWithMetadata(100, 100)),
    });
    const videoAsPhoto = await upload({
      type: 'Photo',
      file: { bytes: tinyMp4(), name: 'clip.mp4', type: 'video/mp4' },
    });
    for (const response of [photoAsVideo, videoAsPhoto]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: messages.media.typeMismatch, code: 'bad_request' });
    }
    expect(await adminList()).toEqual([]);
    expect(allFiles()).toEqual([]);
  });

  it('refuses a truncated MP4 with 400', async () => {
    const mp4 = tinyMp4();
    const response = await upload({
      type: 'Video',
      file: { bytes: mp4.subarray(0, mp4.length - 500), name: 'clip.mp4', type: 'video/mp4' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: corruptVideoMessage, code: 'bad_request' });
    expect(await adminList()).toEqual([]);
  });
});
