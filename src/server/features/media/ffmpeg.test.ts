import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { testFfmpeg } from './testing/media-fixtures.ts';
import { FfmpegMissingError, FfmpegStoppedError, runFfmpeg } from './ffmpeg.ts';

describe('hardening 9: running ffmpeg', () => {
  it('hardening 9: stops a running ffmpeg when asked (server shutdown) and when it runs past its time limit', async () => {
    const endless = [
      '-hide_banner',
      '-nostdin',
      '-re',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=60',
      '-f',
      'null',
      '-',
    ];
    const shutdown = new AbortController();
    const started = performance.now();
    const running = runFfmpeg(testFfmpeg, endless, { timeoutMs: 60_000, signal: shutdown.signal });
    setTimeout(() => shutdown.abort(), 300);
    await expect(running).rejects.toBeInstanceOf(FfmpegStoppedError);
    await expect(runFfmpeg(testFfmpeg, endless, { timeoutMs: 300 })).rejects.toThrow(
      'Processing took too long.',
    );
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('hardening 9: FFMPEG_PATH names the ffmpeg to run; unset, ffmpeg is looked up on PATH', () => {
    expect(loadConfig({}).ffmpegPath).toBe('ffmpeg');
    expect(loadConfig({ FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg' }).ffmpegPath).toBe('/opt/ffmpeg/bin/ffmpeg');
  });

  it('hardening 9: tells a missing ffmpeg apart from a failing one', async () => {
    await expect(
      runFfmpeg(path.join(os.tmpdir(), 'no-such-dir', 'ffmpeg'), ['-version'], { timeoutMs: 5000 }),
    ).rejects.toBeInstanceOf(FfmpegMissingError);
    await expect(
      runFfmpeg(testFfmpeg, ['-hide_banner', '-i', 'file:/nonexistent.mp4'], { timeoutMs: 5000 }),
    ).rejects.toThrow(/No such file or directory/);
  });
});
