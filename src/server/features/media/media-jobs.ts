import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '#server/db/database';
import type { MediaRow } from '#server/db/schema';
import * as repo from './media.repository.ts';
import type { FileStorage } from '#server/storage/storage';
import { withWorkDir } from '#server/storage/work-dir';
import { keysOf } from './media.service.ts';
import { baseName, originalKey, publishFiles, uploadKey } from './media-files.ts';
import type { VideoTimeouts } from './media-video.ts';
import { ffmpegVersion } from './ffmpeg.ts';
import { processVideoUpload } from './video-job.ts';
import { PhotoWorker } from './photo-worker.ts';

/** An upload that was being processed each time the server stopped this often is given up. */
export const MAX_PROCESSING_ATTEMPTS = 3;

export interface MediaJobsOptions {
  db: Db;
  /** Where originals are read from and variants, clean copies and posters are published to. */
  storage: FileStorage;
  /** Processing works on local copies in DATA_DIR/tmp. */
  dataDir: string;
  /** The ffmpeg that cleans videos (a bare name is looked up on PATH). */
  ffmpegPath: string;
  videoTimeouts?: VideoTimeouts;
  log: FastifyBaseLogger;
  /** Called when an item became visible or changed, to drop cached lists. */
  onChange: () => void;
  /** 'manual': queued photos wait until drain() is called (tests drive processing step by step). */
  mode?: 'background' | 'manual';
}

declare module 'fastify' {
  interface FastifyInstance {
    mediaJobs: MediaJobs;
  }
}

/**
 * Processes uploads one at a time, off the request path, so the web server keeps answering: photos in a
 * child process (PhotoWorker), which keeps the server's memory small while a photo is encoded; videos with
 * ffmpeg, a process of its own, which copies their streams without metadata and takes a poster frame.
 * The queue lives in memory and the database is the durable record: at start, every upload still marked
 * 'processing' is queued again, so a restart loses nothing.
 */
export class MediaJobs {
  private readonly queue: number[] = [];
  private readonly queued = new Set<number>();
  private running: Promise<void> | null = null;
  private started = false;
  private stopping = false;
  private readonly worker = new PhotoWorker();
  /** Stops a running ffmpeg at shutdown: a large video could take minutes, and is simply resumed at the next start. */
  private shutdown = new AbortController();

  constructor(private readonly options: MediaJobsOptions) {}

  /**
   * Queues every upload left unfinished by a previous run. When ffmpeg is there, videos on the site with
   * their original metadata (published without ffmpeg, or before videos were cleaned) are cleaned too.
   */
  async start(): Promise<void> {
    const { db, ffmpegPath, log } = this.options;
    // The server itself only reads headers and checks uploads: libvips' cache would hold files never read twice.
    sharp.cache(false);
    const ffmpeg = await ffmpegVersion(ffmpegPath);
    if (ffmpeg) {
      const requeued = await repo.requeueUncleanedVideos(db);
      if (requeued > 0) log.info({ videos: requeued }, 'cleaning videos published with their metadata');
    } else {
      log.warn(
        { ffmpegPath },
        'ffmpeg is not installed: uploaded videos will be published with their original metadata (location, phone, dates). Install ffmpeg or set FFMPEG_PATH.',
      );
    }
    this.started = true;
    this.stopping = false;
    this.shutdown = new AbortController();
    for (const id of await repo.listProcessingIds(db)) this.enqueue(id);
  }

  /** Lets the upload being processed finish; the others stay 'processing' and are resumed at the next start. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.shutdown.abort();
    await this.running;
    this.worker.close();
  }

  enqueue(id: number): void {
    if (this.queued.has(id)) return;
    this.queued.add(id);
    this.queue.push(id);
    if (this.options.mode !== 'manual') this.pump();
  }

  /** Resolves once nothing is queued or being processed; in manual mode it processes the queue first. */
  async drain(): Promise<void> {
    if (this.options.mode === 'manual') this.pump();
    while (this.running) await this.running;
  }

  get pending(): number {
    return this.queue.length + (this.running ? 1 : 0);
  }

  private pump(): void {
    if (this.running || !this.started || this.stopping) return;
    this.running = (async () => {
      while (this.queue.length > 0 && !this.stopping) {
        const id = this.queue.shift()!;
        this.queued.delete(id);
        try {
          await this.process(id);
        } catch (error) {
          // Only a database failure lands here; the row stays 'processing' and the next start retries it.
          this.options.log.error({ err: error, mediaId: id }, 'media processing could not be recorded');
        }
      }
    })().finally(() => {
      this.running = null;
    });
  }

  private async process(id: number): Promise<void> {
    const { db, storage, dataDir, log } = this.options;
    const row = await repo.findMedia(db, id);
    if (!row || row.status !== 'processing' || !row.storage_key) return;
    const isVideo = row.mime?.startsWith('video/') ?? false;
    if (row.processing_attempts >= MAX_PROCESSING_ATTEMPTS) {
      await this.fail(
        row,
        `Processing was interrupted too many times. Please upload the ${isVideo ? 'video' : 'photo'} again.`,
      );
      return;
    }
    const startedAt = new Date();
    const claimed = await repo.updateProcessing(db, id, {
      processing_attempts: row.processing_attempts + 1,
      processing_started_at: startedAt.toISOString(),
    });
    if (!claimed) return;
    if (isVideo) {
      const context = { ...this.options, signal: this.shutdown.signal, fail: this.fail.bind(this) };
      return processVideoUpload(context, claimed, startedAt);
    }

    const key = row.storage_key;
    let result;
    try {
      // The worker reads a local file and writes the variants next to it; they are then published.
      result = await withWorkDir(dataDir, async (work) => {
        const source = await storage.localFile(originalKey(key), work);
        const processed = await this.worker.process(source, work, baseName(key));
        await publishFiles(
          storage,
          work,
          processed.variants.map((variant) => variant.url),
        );
        return processed;
      });
    } catch (error) {
      log.warn({ err: error, mediaId: id }, 'photo processing failed');
      await this.fail(row, failureReason(error));
      return;
    }

    const finishedAt = new Date();
    const updated = await repo.updateProcessing(db, id, {
      status: 'ready',
      status_reason: null,
      media_url: result.mediaUrl,
      width: result.width,
      height: result.height,
      placeholder: result.placeholder,
      variants: JSON.stringify(result.variants),
      processing_finished_at: finishedAt.toISOString(),
      updated_at: finishedAt.toISOString(),
    });
    if (!updated) {
      // Deleted while it was processed: nothing may stay behind.
      await storage.delete(result.variants.map((v) => uploadKey(v.url)));
      return;
    }
    log.info({ mediaId: id, ms: finishedAt.getTime() - startedAt.getTime() }, 'photo processed');
    this.options.onChange();
  }

  /** Marks the upload failed with the reason for the administrator and removes every file it has. */
  private async fail(row: MediaRow, reason: string): Promise<void> {
    const { db, storage } = this.options;
    await storage.delete(keysOf(row));
    const now = new Date().toISOString();
    await repo.updateProcessing(db, row.id, {
      status: 'failed',
      status_reason: reason,
      status_notice: null,
      media_url: '',
      variants: '[]',
      placeholder: null,
      processing_finished_at: now,
      updated_at: now,
    });
  }
}

/** Says what went wrong in words an administrator can act on, without server paths. */
export function failureReason(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  const firstLine = (detail.split('\n')[0] ?? '').replace(/(?:\/[\w.-]+)+/g, '').trim();
  const known = /premature end|truncat|read error|corrupt|bad|invalid|unsupported|not a known|pixel limit/i;
  const explanation = known.test(firstLine)
    ? 'The image is damaged or in a form that cannot be read.'
    : 'The image could not be processed.';
  return `${explanation} Please upload it again, or another copy of it. (${firstLine.slice(0, 200)})`;
}

/** Creates the job runner of an app, started when the app is ready and stopped before it closes. */
export function createMediaJobs(
  app: FastifyInstance,
  options: { onChange: () => void; mode?: 'background' | 'manual' },
): MediaJobs {
  const jobs = new MediaJobs({
    db: app.db,
    storage: app.storage,
    dataDir: app.config.dataDir,
    ffmpegPath: app.config.ffmpegPath,
    log: app.log,
    ...options,
  });
  app.decorate('mediaJobs', jobs);
  return jobs;
}
