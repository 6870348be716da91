import fs from 'node:fs/promises';
import sharp from 'sharp';
import { messages } from '#shared/messages';
import { BadRequestError } from '#server/errors';

/** Larger photos would need more memory to decode than a small server should spend on one upload. */
export const MAX_INPUT_PIXELS = 100_000_000;
export const tooManyPixelsMessage =
  'The image is too large. Please upload a photo of at most 100 megapixels.';

export interface ImageInfo {
  /** Size as displayed, after the EXIF orientation is applied. */
  width: number;
  height: number;
}

/**
 * The cheap checks an upload gets before it is accepted, so a damaged file is refused at once with a
 * clear message instead of failing later: the header must decode, and the file must not end early.
 * Anything subtler (damaged pixel data) is caught when the photo is processed.
 */
export async function inspectImage(filePath: string, mime: string): Promise<ImageInfo> {
  let info: ImageInfo;
  try {
    const metadata = await sharp(filePath).metadata();
    info = { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
  } catch {
    throw new BadRequestError(messages.media.corruptImage);
  }
  if (!(info.width > 0 && info.height > 0)) throw new BadRequestError(messages.media.corruptImage);
  if (info.width * info.height > MAX_INPUT_PIXELS) throw new BadRequestError(tooManyPixelsMessage);
  if (!(await isComplete(filePath, mime))) throw new BadRequestError(messages.media.corruptImage);
  return info;
}

/** Whether a file of this type ends where its own structure says it should (a truncated upload does not). */
export async function isComplete(filePath: string, mime: string): Promise<boolean> {
  switch (mime) {
    case 'image/jpeg':
      return jpegDecodes(filePath);
    case 'image/png':
      return endsWith(filePath, Buffer.from('IEND'), 64);
    case 'image/gif':
      return gifTrailerLast(filePath);
    case 'image/webp':
      return riffLengthMatches(filePath);
    case 'image/avif':
    case 'video/mp4':
      return isoBoxesFillFile(filePath);
    default:
      return true;
  }
}

/**
 * JPEG keeps its end marker behind the scan data, and phones append trailers after it, so the reliable
 * test is to decode. At 1/8 scale (JPEG shrink-on-load) that costs a few tens of milliseconds for 12 MP.
 */
async function jpegDecodes(filePath: string): Promise<boolean> {
  try {
    await sharp(filePath, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width: 16, height: 16, fit: 'inside' })
      .raw()
      .toBuffer();
    return true;
  } catch {
    return false;
  }
}

async function readRange(filePath: string, start: number, length: number): Promise<Buffer> {
  const handle = await fs.open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, start);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The marker must appear within the last `window` bytes (a few writers add padding after it). */
async function endsWith(filePath: string, marker: Buffer, window: number): Promise<boolean> {
  const { size } = await fs.stat(filePath);
  const start = Math.max(0, size - window);
  const tail = await readRange(filePath, start, size - start);
  return tail.includes(marker);
}

/** A GIF ends with its trailer byte, possibly followed by zero padding. */
async function gifTrailerLast(filePath: string): Promise<boolean> {
  const { size } = await fs.stat(filePath);
  const start = Math.max(0, size - 64);
  const tail = await readRange(filePath, start, size - start);
  let last = tail.length - 1;
  while (last >= 0 && tail[last] === 0) last -= 1;
  return last >= 0 && tail[last] === 0x3b;
}

/** RIFF (WebP) stores the length of what follows its first 8 bytes. */
async function riffLengthMatches(filePath: string): Promise<boolean> {
  const { size } = await fs.stat(filePath);
  const header = await readRange(filePath, 0, 12);
  if (header.length < 12) return false;
  const declared = header.readUInt32LE(4) + 8;
  // An odd-sized payload may be followed by one pad byte.
  return size === declared || size === declared + 1;
}

/** ISO base media files (AVIF, MP4) are a chain of boxes; a truncated file's last box runs past its end. */
async function isoBoxesFillFile(filePath: string): Promise<boolean> {
  const { size } = await fs.stat(filePath);
  let offset = 0;
  for (let boxes = 0; offset < size; boxes += 1) {
    if (boxes > 10_000) return false;
    const header = await readRange(filePath, offset, 16);
    if (header.length < 8) return false;
    let boxSize = header.readUInt32BE(0);
    if (boxSize === 1) {
      if (header.length < 16) return false;
      boxSize = Number(header.readBigUInt64BE(8));
    } else if (boxSize === 0) {
      return true; // the last box runs to the end of the file
    }
    if (boxSize < 8) return false;
    offset += boxSize;
  }
  return offset === size;
}
