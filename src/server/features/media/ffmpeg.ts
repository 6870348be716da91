import { spawn } from 'node:child_process';

/** ffmpeg was stopped because the server is shutting down; the video is processed at the next start. */
export class FfmpegStoppedError extends Error {
  constructor() {
    super('Processing stopped because the server is shutting down.');
    this.name = 'FfmpegStoppedError';
  }
}

export class FfmpegMissingError extends Error {
  constructor(cause: unknown) {
    super('ffmpeg is not installed on the server (or FFMPEG_PATH does not name it).', { cause });
    this.name = 'FfmpegMissingError';
  }
}

// The demuxer is named, never guessed from the content: the bytes were already recognised as MP4 or WebM,
// and ffmpeg's probing could otherwise take a crafted file for a playlist that reads other files. Only
// local files may be opened, and the MP4 demuxer's external data references stay off (its default).
const demuxerOf = (container: 'mp4' | 'webm') => (container === 'webm' ? 'matroska' : 'mov');
export const inputArguments = (container: 'mp4' | 'webm') => [
  '-hide_banner',
  '-nostdin',
  '-loglevel',
  'error',
  '-protocol_whitelist',
  'file',
  '-f',
  demuxerOf(container),
];

/**
 * Runs ffmpeg and resolves with what it wrote to its standard output. It is stopped (SIGKILL) after
 * `timeoutMs`. Rejects with FfmpegMissingError when it cannot be started at all, otherwise with its last
 * error line.
 */
export function runFfmpeg(
  ffmpegPath: string,
  args: string[],
  options: { timeoutMs: number; maxStdoutBytes?: number; signal?: AbortSignal },
): Promise<Buffer> {
  if (options.signal?.aborted) return Promise.reject(new FfmpegStoppedError());
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    const chunks: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let stoppedBecause: Error | null = null;
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      done();
    };
    const stop = (reason: Error) => {
      stoppedBecause ??= reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop(new Error('Processing took too long.')), options.timeoutMs);
    const onAbort = () => stop(new FfmpegStoppedError());
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > (options.maxStdoutBytes ?? 1024 * 1024))
        stop(new Error('The video frame is too large.'));
      else chunks.push(chunk);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4096);
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      settle(() =>
        reject(
          error.code === 'ENOENT' || error.code === 'EACCES' || error.code === 'ENOTDIR'
            ? new FfmpegMissingError(error)
            : error,
        ),
      ),
    );
    child.on('close', (code, signal) =>
      settle(() => {
        if (stoppedBecause) reject(stoppedBecause);
        else if (code === 0) resolve(Buffer.concat(chunks));
        else {
          const lines = stderr.trim().split('\n');
          reject(new Error(lines.at(-1)?.trim() || `ffmpeg stopped (${signal ?? `exit code ${code}`}).`));
        }
      }),
    );
  });
}

/** The first line of `ffmpeg -version` ("ffmpeg version 5.1.6 ..."), or null when ffmpeg cannot be run. */
export async function ffmpegVersion(ffmpegPath: string): Promise<string | null> {
  try {
    const out = await runFfmpeg(ffmpegPath, ['-hide_banner', '-version'], { timeoutMs: 10_000 });
    return out.toString('utf8').split('\n')[0]?.trim() || 'ffmpeg';
  } catch {
    return null;
  }
}
