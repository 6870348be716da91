import fs from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/database';
import type { MediaRow } from '#server/db/schema';
import * as repo from './media.repository.ts';
import { originalPath, removeFiles, uploadPath } from './media-files.ts';
import { ensureVideoPoster } from './media-poster.ts';
import { FfmpegMissingError, FfmpegStoppedError } from './ffmpeg.ts';
import {
  defaultVideoTimeouts,
  NO_FFMPEG_NOTICE,
  processVideo,
  videoFailureReason,
  type VideoTimeouts,
} from './media-video.ts';

/** What a video's processing needs from the job runner. */
export interface VideoJobContext {
  db: Db;
  uploadsDir: string;
  originalsDir: string;
  ffmpegPath: string;
  videoTimeouts?: VideoTimeouts | undefined;
  log: FastifyBaseLogger;
  onChange: () => void;
  /** Stops ffmpeg when the server shuts down. */
  signal: AbortSignal;
  /** Marks the upload failed with the reason for the administrator and removes its files. */
  fail: (row: MediaRow, reason: string) => Promise<void>;
}

/**
 * Publishes a clean copy of the video and its poster, then removes the upload: the copy holds all of its
 * pictures and sound, and only the metadata that is not to be kept is lost. Without ffmpeg the video is
 * published as it came, with the shared poster, a warning in the log and a notice for the administrator.
 */
export async function processVideoUpload(
  context: VideoJobContext,
  row: MediaRow,
  startedAt: Date,
): Promise<void> {
  const { db, uploadsDir, originalsDir, ffmpegPath, log } = context;
  const source = await videoSource(context, row.storage_key!);
  let result;
  try {
    result = await processVideo({
      ffmpegPath,
      sourcePath: source,
      storageKey: row.storage_key!,
      mime: row.mime!,
      uploadsDir,
      workDir: originalsDir,
      timeouts: context.videoTimeouts ?? defaultVideoTimeouts,
      signal: context.signal,
    });
  } catch (error) {
    // Left 'processing' (this attempt counted): the next start takes it up again.
    if (error instanceof FfmpegStoppedError) return;
    if (error instanceof FfmpegMissingError) {
      await publishAsUploaded(context, row, source);
      return;
    }
    log.warn({ err: error, mediaId: row.id }, 'video processing failed');
    await context.fail(row, videoFailureReason(error));
    return;
  }

  const finishedAt = new Date();
  const updated = await repo.updateProcessing(db, row.id, {
    status: 'ready',
    status_reason: null,
    status_notice: null,
    media_url: result.mediaUrl,
    poster_url: result.posterUrl,
    processing_finished_at: finishedAt.toISOString(),
    updated_at: finishedAt.toISOString(),
  });
  const published = [result.mediaUrl, result.posterUrl].map((url) => uploadPath(uploadsDir, url));
  if (!updated) {
    // Deleted while it was processed: nothing may stay behind.
    await removeFiles([source, ...published]);
    return;
  }
  await removeFiles([source]);
  log.info({ mediaId: row.id, ms: finishedAt.getTime() - startedAt.getTime() }, 'video processed');
  context.onChange();
}

/**
 * Where a video's upload is: in the private originals folder, or, for a video published as it came
 * (before videos were cleaned, or without ffmpeg), in the public folder, from which it is taken first.
 */
async function videoSource(context: VideoJobContext, key: string): Promise<string> {
  const { uploadsDir, originalsDir } = context;
  const source = originalPath(originalsDir, key);
  try {
    await fs.rename(uploadPath(uploadsDir, key), source);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return source;
}

async function publishAsUploaded(context: VideoJobContext, row: MediaRow, source: string): Promise<void> {
  const { db, uploadsDir, log } = context;
  const key = row.storage_key!;
  const posterUrl = await ensureVideoPoster(uploadsDir);
  const target = uploadPath(uploadsDir, key);
  try {
    await fs.rename(source, target);
  } catch (error) {
    // Deleted meanwhile: its row is gone too.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const now = new Date().toISOString();
  const updated = await repo.updateProcessing(db, row.id, {
    status: 'ready',
    status_reason: null,
    status_notice: NO_FFMPEG_NOTICE,
    media_url: `/uploads/${key}`,
    poster_url: posterUrl,
    processing_finished_at: now,
    updated_at: now,
  });
  if (!updated) {
    await removeFiles([target]);
    return;
  }
  log.warn(
    { mediaId: row.id },
    'video published with its original metadata (location, phone, dates): ffmpeg is not installed on the server. Install ffmpeg or set FFMPEG_PATH; the video is cleaned at the next start.',
  );
  context.onChange();
}
