import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { testFfmpeg, videoSecrets } from './media-fixtures.ts';

/** The random part of a storage key. */
export const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Every way the fixture's metadata could survive, as bytes: atoms, coordinates, names, dates. */
export const forbiddenBytes = [
  '\u00a9xyz',
  '\u00a9mak',
  'loci',
  'com.apple.quicktime',
  '12.9716',
  '077.5946',
  '2024-05-01',
  'Lavf',
  ...Object.values(videoSecrets),
].map((text) => Buffer.from(text, 'latin1'));

/** The frame of a video file at a time, as raw RGB, decoded by ffmpeg itself. */
export function frameAt(video: Buffer, seconds: number): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-frame-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    fs.writeFileSync(file, video);
    return execFileSync(
      testFfmpeg,
      [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-ss', String(seconds), '-i', file],
        ...['-frames:v', '1', '-pix_fmt', 'rgb24', '-f', 'rawvideo', 'pipe:1'],
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export const meanDifference = (a: Buffer, b: Buffer) => {
  expect(a.length).toBe(b.length);
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
};
