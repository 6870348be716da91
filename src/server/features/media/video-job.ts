import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/database';
import type { MediaRow } from '#server/db/schema';
import * as repo from './media.repository.ts';
import type { FileStorage } from '#server/storage/storage';
import { withWorkDir } from '#server/storage/work-dir';
import { originalKey, publishFiles, uploadKey } from './media-files.ts';
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
  storage: FileStorage;
  /** Where the local copies ffmpeg works on are made (DATA_DIR/tmp). */
  dataDir: string;
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
  const { db, storage, ffmpegPath, log } = context;
  const key = row.storage_key!;
  const source = originalKey(key);
  // A video published as it came (before videos were cleaned, or without ffmpeg) is taken back first.
  await storage.move(uploadKey(key), source);
  await withWorkDir(context.dataDir, async (work) => {
    let result;
    try {
      result = await processVideo({
        ffmpegPath,
        sourcePath: await storage.localFile(source, work),
        storageKey: key,
        mime: row.mime!,
        uploadsDir: work,
        workDir: work,
        timeouts: context.videoTimeouts ?? defaultVideoTimeouts,
        signal: context.signal,
      });
      await publishFiles(storage, work, [result.mediaUrl, result.posterUrl]);
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
    if (!updated) {
      // Deleted while it was processed: nothing may stay behind.
      await storage.delete([source, uploadKey(result.mediaUrl), uploadKey(result.posterUrl)]);
      return;
    }
    await storage.delete([source]);
    log.info({ mediaId: row.id, ms: finishedAt.getTime() - startedAt.getTime() }, 'video processed');
    context.onChange();
  });
}

async function publishAsUploaded(context: VideoJobContext, row: MediaRow, source: string): Promise<void> {
  const { db, storage, log } = context;
  const key = row.storage_key!;
  const posterUrl = await ensureVideoPoster(storage);
  const target = uploadKey(key);
  // Deleted meanwhile: its row is gone too.
  if (!(await storage.move(source, target))) return;
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
    await storage.delete([target]);
    return;
  }
  log.warn(
    { mediaId: row.id },
    'video published with its original metadata (location, phone, dates): ffmpeg is not installed on the server. Install ffmpeg or set FFMPEG_PATH; the video is cleaned at the next start.',
  );
  context.onChange();
}
