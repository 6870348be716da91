import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { baseName, removeFiles } from './media-files.ts';
import { inputArguments, runFfmpeg } from './ffmpeg.ts';
import { blankMetadataBoxes } from './mp4-metadata.ts';

/** The poster is the frame at about one second (the first one of a shorter video), at most this wide. */
export const POSTER_AT_SECONDS = 1;
export const POSTER_MAX_WIDTH = 1280;

/** Shown to the administrator on a video published as uploaded because the server has no ffmpeg. */
export const NO_FFMPEG_NOTICE =
  'Published with its original metadata (such as where and with which phone it was filmed): ffmpeg is not installed on the server. Once it is, restart the server and the video is cleaned.';

/**
 * The files of an uploaded video, all sharing the random part of its storage key: the upload as it came
 * (private, in the originals folder, until it is cleaned), the clean copy being written (private too),
 * and the published clean copy and its poster (public).
 */
export function videoFileNames(storageKey: string): { work: string; published: string; poster: string } {
  const base = baseName(storageKey);
  const ext = path.extname(storageKey).slice(1).toLowerCase() || 'mp4';
  return { work: `${base}-remux.${ext}`, published: `${base}-web.${ext}`, poster: `${base}-poster.jpg` };
}

export interface VideoTimeouts {
  /** Copying the streams of a large upload is bounded by the disk: 2 GB take well under a minute. */
  remuxMs: number;
  posterMs: number;
}

export const defaultVideoTimeouts: VideoTimeouts = { remuxMs: 600_000, posterMs: 60_000 };

export interface ProcessedVideo {
  mediaUrl: string;
  posterUrl: string;
}

/**
 * Publishes a clean copy of an uploaded video: its first picture and first sound streams copied as they
 * are (no re-encoding, so nothing is lost and it takes seconds), without any metadata (location, phone make
 * and model, creation dates, user data, chapters, other tracks such as subtitles, timed metadata or cover
 * pictures), the MP4 index moved to the front so playback starts before the download ends; and a poster
 * made from a real frame, through sharp so the JPEG carries no metadata either.
 * The clean copy is written privately and moved into the public folder only once it is complete.
 * On failure every file written is removed and the error is thrown (FfmpegMissingError: no ffmpeg).
 */
export async function processVideo(options: {
  ffmpegPath: string;
  sourcePath: string;
  storageKey: string;
  mime: string;
  uploadsDir: string;
  workDir: string;
  timeouts?: VideoTimeouts;
  /** Stops ffmpeg (FfmpegStoppedError) when the server shuts down. */
  signal?: AbortSignal;
}): Promise<ProcessedVideo> {
  const { ffmpegPath, sourcePath, storageKey, mime, uploadsDir, workDir, signal } = options;
  const timeouts = options.timeouts ?? defaultVideoTimeouts;
  const names = videoFileNames(storageKey);
  const work = path.join(workDir, names.work);
  const published = path.join(uploadsDir, names.published);
  const poster = path.join(uploadsDir, names.poster);
  const container = mime === 'video/webm' ? 'webm' : 'mp4';
  try {
    await runFfmpeg(ffmpegPath, remuxArguments(sourcePath, work, container), {
      timeoutMs: timeouts.remuxMs,
      signal,
    });
    if (container === 'mp4') await blankMetadataBoxes(work);
    const frame = await posterFrame(ffmpegPath, work, container, { timeoutMs: timeouts.posterMs, signal });
    await sharp(frame, { failOn: 'error' }).jpeg({ quality: 78, progressive: true }).toFile(poster);
    await fs.rename(work, published);
    return { mediaUrl: `/uploads/${names.published}`, posterUrl: `/uploads/${names.poster}` };
  } catch (error) {
    await removeFiles([work, published, poster]);
    throw error;
  }
}

export function remuxArguments(source: string, target: string, container: 'mp4' | 'webm'): string[] {
  return [
    ...inputArguments(container),
    '-i',
    `file:${source}`,
    // The first picture stream that is not a cover image, and the first sound stream; nothing else.
    '-map',
    '0:V:0?',
    '-map',
    '0:a:0?',
    '-c',
    'copy',
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    // No encoder name, no creation time, no writing-application tags.
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    ...(container === 'mp4' ? ['-movflags', '+faststart', '-f', 'mp4'] : ['-f', 'webm']),
    '-y',
    `file:${target}`,
  ];
}

/** The poster's pixels as a PNG: the frame at POSTER_AT_SECONDS, else the first, turned as it is shown. */
async function posterFrame(
  ffmpegPath: string,
  file: string,
  container: 'mp4' | 'webm',
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<Buffer> {
  for (const at of [POSTER_AT_SECONDS, 0]) {
    const png = await runFfmpeg(
      ffmpegPath,
      [
        ...inputArguments(container),
        ...(at > 0 ? ['-ss', String(at)] : []),
        '-i',
        `file:${file}`,
        '-map',
        '0:V:0?',
        '-frames:v',
        '1',
        '-vf',
        `scale=w='min(${POSTER_MAX_WIDTH},iw)':h=-1`,
        '-pix_fmt',
        'rgb24',
        '-c:v',
        'png',
        '-f',
        'image2pipe',
        'pipe:1',
      ],
      { ...options, maxStdoutBytes: 64 * 1024 * 1024 },
    );
    // A seek past the end of a short video yields no frame and no error.
    if (png.length > 0) return png;
  }
  throw new Error('The video has no picture.');
}

/** Says what went wrong with a video in words an administrator can act on, without server paths. */
export function videoFailureReason(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  const firstLine = (detail.split('\n')[0] ?? '')
    .replace(/(?:file:)?(?:\/[\w.-]+)+:?/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const known = /invalid data|moov atom not found|no picture|truncat|corrupt|error while decoding|malformed/i;
  const explanation = known.test(firstLine)
    ? 'The video is damaged or in a form that cannot be read.'
    : 'The video could not be processed.';
  return `${explanation} Please upload it again, or another copy of it. (${firstLine.slice(0, 200)})`;
}
