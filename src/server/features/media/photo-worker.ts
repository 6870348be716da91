import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProcessedPhoto } from './media-processing.ts';

export interface WorkerRequest {
  id: number;
  originalPath: string;
  uploadsDir: string;
  base: string;
}

export type WorkerReply =
  { id: number; ok: true; result: ProcessedPhoto } | { id: number; ok: false; message: string };

const here = fileURLToPath(import.meta.url);
const workerFile = path.join(path.dirname(here), `media-worker${path.extname(here)}`);

/**
 * Runs photo processing in a child process of its own. libvips allocates large buffers from several
 * threads, and glibc's per-thread arenas keep that memory long after the photo is done; in a separate
 * process with one arena the peak stays near 230 MB instead of growing towards 500 MB, and it is given
 * back entirely when the process exits after a quiet minute. A photo that crashes or exhausts the
 * decoder fails alone; the web server keeps running.
 */
export class PhotoWorker {
  private child: ChildProcess | null = null;
  private nextId = 1;
  private current: {
    id: number;
    child: ChildProcess;
    resolve: (result: ProcessedPhoto) => void;
    reject: (error: Error) => void;
  } | null = null;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: { idleMs?: number; timeoutMs?: number } = {}) {}

  /** Processes one photo; one at a time (the job queue never asks for two). */
  process(originalPath: string, uploadsDir: string, base: string): Promise<ProcessedPhoto> {
    if (this.current) return Promise.reject(new Error('The photo worker is busy.'));
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const child = this.child ?? this.spawn();
    const id = this.nextId++;
    return new Promise<ProcessedPhoto>((resolve, reject) => {
      const timer = setTimeout(() => {
        // The next job gets a fresh process, never this one that is being killed.
        if (this.child === child) this.child = null;
        child.kill('SIGKILL');
        this.fail(new Error('Processing took too long.'));
      }, this.options.timeoutMs ?? 120_000);
      this.current = {
        id,
        child,
        resolve: (result) => {
          clearTimeout(timer);
          resolve(result);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      child.send({ id, originalPath, uploadsDir, base } satisfies WorkerRequest);
    }).finally(() => this.scheduleIdleExit());
  }

  /** Ends the child process; a job in progress fails. */
  close(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const child = this.child;
    this.child = null;
    if (child?.connected) child.disconnect();
  }

  private spawn(): ChildProcess {
    const child = fork(workerFile, [], {
      // The TypeScript sources need the same loader as the server (development and tests).
      execArgv: workerFile.endsWith('.ts') ? ['--conditions=source', '--import', 'tsx'] : [],
      env: { ...process.env, MALLOC_ARENA_MAX: '1' },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (reply: WorkerReply) => {
      if (!this.current || reply.id !== this.current.id) return;
      const { resolve, reject } = this.current;
      this.current = null;
      if (reply.ok) resolve(reply.result);
      else reject(new Error(reply.message));
    });
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      if (this.current?.child === child) {
        this.fail(new Error(`The image processor stopped unexpectedly (${signal ?? `exit code ${code}`}).`));
      }
    });
    this.child = child;
    return child;
  }

  private fail(error: Error): void {
    const current = this.current;
    this.current = null;
    current?.reject(error);
  }

  private scheduleIdleExit(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.close(), this.options.idleMs ?? 60_000);
    this.idleTimer.unref();
  }
}
