import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { jpegWithMetadata } from './testing/media-fixtures.ts';
import { PhotoWorker } from './photo-worker.ts';

describe('PhotoWorker: processing in a process of its own', () => {
  const dirs: string[] = [];
  const workers: PhotoWorker[] = [];
  afterEach(() => {
    for (const worker of workers.splice(0)) worker.close();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function setup(options?: ConstructorParameters<typeof PhotoWorker>[0]) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-worker-'));
    dirs.push(dir);
    const original = path.join(dir, 'original.jpg');
    fs.writeFileSync(original, await jpegWithMetadata(900, 600));
    const worker = new PhotoWorker(options);
    workers.push(worker);
    return { dir, original, worker };
  }

  it('makes the variants and reports them', async () => {
    const { dir, original, worker } = await setup();
    const result = await worker.process(original, dir, 'photo');
    expect(result).toMatchObject({ width: 900, height: 600, mediaUrl: '/uploads/photo-900.jpg' });
    expect(result.variants.map((v) => `${v.format}@${v.width}`).sort()).toEqual([
      'avif@320',
      'avif@640',
      'avif@900',
      'jpeg@320',
      'jpeg@640',
      'jpeg@900',
      'webp@320',
      'webp@640',
      'webp@900',
    ]);
    for (const variant of result.variants)
      expect(fs.existsSync(path.join(dir, path.basename(variant.url)))).toBe(true);
  });

  it('fails a job with a clear error when the file cannot be read, and stays usable', async () => {
    const { dir, original, worker } = await setup();
    await expect(worker.process(path.join(dir, 'missing.jpg'), dir, 'x')).rejects.toThrow(/missing/);
    await expect(worker.process(original, dir, 'photo')).resolves.toMatchObject({ width: 900 });
  });

  it('stops a job that runs past its time limit and starts afresh for the next one', async () => {
    const limits = { timeoutMs: 1 };
    const { dir, original, worker } = await setup(limits);
    await expect(worker.process(original, dir, 'slow')).rejects.toThrow('Processing took too long.');
    limits.timeoutMs = 120_000;
    await expect(worker.process(original, dir, 'photo')).resolves.toMatchObject({ width: 900 });
  });
});
