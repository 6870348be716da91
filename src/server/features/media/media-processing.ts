import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { MediaVariant } from '#shared/api/media';
import { MAX_INPUT_PIXELS } from './media-inspect.ts';
import { removeFiles } from './media-files.ts';

/** Widths a browser picks from with srcset: a phone tile, a tablet tile, a laptop view, a full-screen view. */
export const VARIANT_WIDTHS = [320, 640, 1280, 1920] as const;
const formats = [
  { format: 'avif', ext: 'avif' },
  { format: 'webp', ext: 'webp' },
  { format: 'jpeg', ext: 'jpg' },
] as const;

/**
 * The widths made for a photo this wide: never wider than the photo, always at least one, and no step so
 * close to the largest that it would only repeat it.
 */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, VARIANT_WIDTHS.at(-1)!);
  return [...VARIANT_WIDTHS.filter((w) => w < largest * 0.9), largest];
}

export function variantFileName(base: string, width: number, ext: string): string {
  return `${base}-${width}.${ext}`;
}

/** Every file name processing could write for a photo of this width (to clean up after an interruption). */
export function possibleVariantFiles(base: string, width: number | null): string[] {
  const widths = new Set<number>([...VARIANT_WIDTHS, ...(width ? variantWidths(width) : [])]);
  return [...widths].flatMap((w) => formats.map(({ ext }) => variantFileName(base, w, ext)));
}

export interface ProcessedPhoto {
  width: number;
  height: number;
  /** A 16 px wide WebP as a data: URL, drawn blurred while the real image loads. */
  placeholder: string;
  variants: MediaVariant[];
  /** The largest JPEG: the address older clients read as media_url. */
  mediaUrl: string;
}

/**
 * Makes the public variants of a private original: orientation applied, converted to sRGB, every metadata
 * block (EXIF with GPS, XMP, IPTC, ICC, comments) left out because no output asks to keep it, resized to each
 * width in AVIF, WebP and JPEG. The original is decoded once (JPEG shrink-on-load does most of the
 * downscaling) into the largest width, and every variant is made from that smaller copy.
 * On failure every file written so far is removed and the error is thrown.
 */
export async function processPhoto(
  originalPath: string,
  uploadsDir: string,
  base: string,
): Promise<ProcessedPhoto> {
  const written: string[] = [];
  try {
    const source = sharp(originalPath, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const metadata = await source.metadata();
    const widths = variantWidths(metadata.autoOrient.width);
    const largest = widths.at(-1)!;
    const { data, info } = await source
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;

    const variants: MediaVariant[] = [];
    for (const width of [...widths].reverse()) {
      for (const { format, ext } of formats) {
        const fileName = variantFileName(base, width, ext);
        const target = path.join(uploadsDir, fileName);
        written.push(target);
        let pipeline = sharp(data, raw);
        if (width !== info.width) pipeline = pipeline.resize({ width });
        await encode(pipeline, format).toFile(target);
        variants.push({ format, width, url: `/uploads/${fileName}` });
      }
    }
    const tiny = await sharp(data, raw).resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
    return {
      width: info.width,
      height: info.height,
      placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
      variants: variants.sort((a, b) => a.width - b.width),
      mediaUrl: `/uploads/${variantFileName(base, largest, 'jpg')}`,
    };
  } catch (error) {
    await removeFiles(written);
    throw error;
  }
}

// Settings chosen for a 12 MP photo in about a second on two cores at sizes a phone can afford:
// AVIF at effort 2 is several times faster than the default and barely larger.
function encode(pipeline: Sharp, format: (typeof formats)[number]['format']): Sharp {
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: 50, effort: 2 });
    case 'webp':
      return pipeline.webp({ quality: 72, effort: 3 });
    case 'jpeg':
      return pipeline.jpeg({ quality: 78, progressive: true });
  }
}
