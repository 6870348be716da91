import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db, DbEngine } from '#server/db/database';
import type { MediaRow } from '#server/db/schema';
import {
  createJobRunner,
  enqueueJob,
  enqueueMissing,
  MEDIA_JOB,
  type ClaimedJob,
  type JobOutcome,
  type JobRunner,
} from '#server/features/jobs/jobs.service';
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

/** How often an upload left without a job (its job could not be recorded) is looked for. */
const RECONCILE_MS = 60_000;

export interface MediaJobsOptions {
  db: Db;
  /** Where originals are read from and variants, clean copies and posters are published to. */
  storage: FileStorage;
  /** Processing works on local copies in DATA_DIR/tmp. */
  dataDir: string;
  engine: DbEngine;
  /** The ffmpeg that cleans videos (a bare name is looked up on PATH). */
  ffmpegPath: string;
  videoTimeouts?: VideoTimeouts;
  log: FastifyBaseLogger;
  /** Called when an item became visible or changed, to drop cached lists. */
  onChange: () => void;
  /** 'manual': queued uploads wait until drain() is called (tests drive processing step by step). */
  mode?: 'background' | 'manual';
  /** How long a claimed upload is held without renewal (renewed while it is processed). */
  leaseMs?: number;
  /** How often this instance looks for uploads queued by another one. */
  pollMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    mediaJobs: MediaJobs;
  }
}

/**
 * Processes uploads one at a time per instance, off the request path, so the web server keeps answering:
 * photos in a child process (PhotoWorker), which keeps the server's memory small while a photo is encoded;
 * videos with ffmpeg, a process of its own, which copies their streams without metadata and takes a poster.
 * Each upload is a job in the database (decision 014): any instance's worker may claim it, under a lease
 * renewed while it is processed, so an upload held by an instance that died is taken again by another.
 */
export class MediaJobs {
  /** Uploads queued by this instance that no worker here has claimed yet (another instance may have). */
  private readonly waiting = new Set<number>();
  private started = false;
  private readonly worker = new PhotoWorker();
  /** Stops a running ffmpeg at shutdown: a large video could take minutes, and is simply resumed later. */
  private shutdown = new AbortController();
  private readonly runner: JobRunner;
  private reconciler: NodeJS.Timeout | undefined;

  constructor(private readonly options: MediaJobsOptions) {
    this.runner = createJobRunner({
      db: options.db,
      engine: options.engine,
      log: options.log,
      filter: { kind: MEDIA_JOB },
      handle: (job) => this.run(job),
      leaseMs: options.leaseMs,
      pollMs: options.pollMs,
      mode: options.mode,
      onIdle: () => this.waiting.clear(),
    });
  }

  /**
   * Starts this instance's worker, after making sure every upload left unfinished has its job. When ffmpeg
   * is there, videos on the site with their original metadata (published without ffmpeg, or before videos
   * were cleaned) are cleaned too.
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
    this.shutdown = new AbortController();
    await this.reconcile();
    if (this.options.mode !== 'manual') {
      this.reconciler = setInterval(() => {
        this.reconcile().catch((error: unknown) =>
          log.warn({ err: error }, 'looking for lost uploads failed'),
        );
      }, RECONCILE_MS);
      this.reconciler.unref();
    }
    this.runner.start();
  }

  /**
   * Lets the photo being processed finish, and stops a video's ffmpeg (that job goes back to the queue);
   * the other uploads stay queued for any instance.
   */
  async stop(): Promise<void> {
    clearInterval(this.reconciler);
    this.shutdown.abort();
    await this.runner.stop();
    this.worker.close();
  }

  /** Records the upload's job (any instance may take it) and looks for work here at once. */
  async enqueue(id: number): Promise<void> {
    const now = new Date().toISOString();
    try {
      await enqueueJob(this.options.db, { kind: MEDIA_JOB, ref: String(id), runAfter: now, now });
    } catch (error) {
      // The upload is stored: the next look for uploads without a job queues it.
      this.options.log.error({ err: error, mediaId: id }, 'the upload could not be queued yet');
      return;
    }
    this.waiting.add(id);
    this.runner.kick();
  }

  /** Processes, on this instance, every due upload until none is left (in both modes). */
  async drain(): Promise<void> {
    if (this.started) await this.runner.runDue();
  }

  /** Uploads this instance queued and has not seen taken, and the one it is processing. */
  get pending(): number {
    return this.waiting.size + (this.runner.current ? 1 : 0);
  }

  /** An upload still 'processing' without a job (the job could not be recorded) gets one. */
  private async reconcile(): Promise<void> {
    const { db, log } = this.options;
    const ids = await repo.listProcessingIds(db);
    const added = await enqueueMissing(db, MEDIA_JOB, ids.map(String), new Date().toISOString());
    if (added > 0) log.info({ uploads: added }, 'queued uploads that had no processing job');
  }

  private async run(job: ClaimedJob): Promise<JobOutcome> {
    const id = Number(job.ref);
    this.waiting.delete(id);
    await this.process(id);
    if (!this.shutdown.signal.aborted) return 'done';
    // A video whose ffmpeg was stopped by the shutdown is still 'processing': another instance takes it.
    const row = await repo.findMedia(this.options.db, id);
    return row?.status === 'processing' ? 'release' : 'done';
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
    engine: app.dbEngine,
    ffmpegPath: app.config.ffmpegPath,
    log: app.log,
    ...options,
  });
  app.decorate('mediaJobs', jobs);
  return jobs;
}
