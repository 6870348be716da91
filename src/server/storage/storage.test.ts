import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { HEALTH_CACHE_MS } from '#server/plugins/health-checks';
import { startS3Server, type TestS3Server } from '#server/testing/s3-server';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

let s3: TestS3Server;
let s3Storage: S3Storage;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-s3-work-'));
const localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-local-storage-'));
const local = new LocalStorage(localDir);

beforeAll(async () => {
  s3 = await startS3Server();
  s3Storage = new S3Storage(loadConfig({ ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.org/' }).s3!);
});
afterAll(async () => {
  s3Storage.close();
  await s3.stop();
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(localDir, { recursive: true, force: true });
});

const text = async (stream: Readable) => {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
};

describe.each(['local', 's3'] as const)('%s storage (decision 012)', (kind) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = kind === 'local' ? local : s3Storage;
  });

  it('stores a buffer, a stream and a local file, and reads them back whole or in part', async () => {
    await storage.put('uploads/a.jpg', Buffer.from('0123456789'), { contentType: 'image/jpeg' });
    await storage.put('documents/b.pdf', Readable.from([Buffer.from('%PDF-'), Buffer.from('rest')]), {
      contentType: 'application/pdf',
    });
    const file = path.join(work, 'c.mp4');
    fs.writeFileSync(file, 'video bytes');
    await storage.put('originals/c.mp4', { file }, { contentType: 'video/mp4' });
    expect(fs.existsSync(file)).toBe(false);

    expect(await storage.readBuffer('documents/b.pdf')).toEqual(Buffer.from('%PDF-rest'));
    const whole = await storage.read('uploads/a.jpg');
    expect(whole).toMatchObject({ size: 10, contentType: 'image/jpeg' });
    expect(await text(whole!.body)).toBe('0123456789');
    const part = await storage.read('uploads/a.jpg', { start: 2, end: 4 });
    expect(part!.size).toBe(10);
    expect(await text(part!.body)).toBe('234');
    expect(await storage.stat('originals/c.mp4')).toMatchObject({ size: 11 });
    const local = await storage.localFile('originals/c.mp4', work);
    expect(fs.readFileSync(local, 'utf8')).toBe('video bytes');
  });

  it('moves and deletes objects, and a missing one is no error', async () => {
    await storage.put('uploads/m.mp4', Buffer.from('m'), { contentType: 'video/mp4' });
    expect(await storage.move('uploads/m.mp4', 'originals/m.mp4')).toBe(true);
    expect(await storage.exists('uploads/m.mp4')).toBe(false);
    expect(await storage.exists('originals/m.mp4')).toBe(true);
    expect(await storage.move('uploads/none.mp4', 'originals/none.mp4')).toBe(false);
    await storage.delete(['originals/m.mp4', 'uploads/never-there.jpg']);
    expect(await storage.exists('originals/m.mp4')).toBe(false);
    expect(await storage.read('uploads/never-there.jpg')).toBeUndefined();
  });

  it('refuses keys that would leave the four folders', async () => {
    await expect(storage.put('../x', Buffer.from(''), { contentType: 'text/plain' })).rejects.toThrow(
      'Not a storage key',
    );
    await expect(storage.read('uploads/../receipts/d.pdf')).rejects.toThrow('Not a storage key');
  });
});

describe('S3 storage (decision 012)', () => {
  it('gives public addresses for uploads and documents only, never for originals or receipts', () => {
    expect(s3Storage.publicUrl('uploads/a.jpg')).toBe('https://cdn.example.org/uploads/a.jpg');
    expect(s3Storage.publicUrl('documents/b.pdf')).toBe('https://cdn.example.org/documents/b.pdf');
    expect(s3Storage.publicUrl('originals/c.mp4')).toBeUndefined();
    expect(s3Storage.publicUrl('receipts/d.pdf')).toBeUndefined();
  });

  it('stops the start with a clear message when the bucket is missing, or creates it when allowed', async () => {
    const env = { ...s3.env, S3_BUCKET: 'not-created-yet' };
    const refusing = new S3Storage(loadConfig(env).s3!);
    await expect(refusing.check()).rejects.toThrow(
      `The S3 bucket "not-created-yet" at ${s3.endpoint} does not exist: create it, or set S3_CREATE_BUCKET=true`,
    );
    refusing.close();
    const creating = new S3Storage(loadConfig({ ...env, S3_CREATE_BUCKET: 'true' }).s3!);
    await creating.check();
    await creating.check();
    await creating.put('uploads/x.jpg', Buffer.from('x'), { contentType: 'image/jpeg' });
    expect(await creating.exists('uploads/x.jpg')).toBe(true);
    creating.close();
  });

  it('an app whose bucket is missing does not start, and says why', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-s3-app-'));
    const app = await buildApp(
      loadConfig({ ...s3.env, S3_BUCKET: 'never-made', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      { announce: () => {} },
    );
    try {
      await expect(app.ready()).rejects.toThrow('The S3 bucket "never-made"');
    } finally {
      await app.close().catch(() => {});
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('issue 14: health reports the bucket as the storage, and answers 503 when it stops answering', async () => {
    const own = await startS3Server('gurukul-health');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-s3-health-'));
    let clock = 0;
    const app = await buildApp(loadConfig({ ...own.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), {
      announce: () => {},
      healthClock: () => clock,
    });
    const storageState = async () => {
      const answer = await app.inject({ method: 'GET', url: '/api/health' });
      const storage = (
        answer.json() as { dependencies: { name: string; status: string }[] }
      ).dependencies.find((dependency) => dependency.name === 'storage');
      return { code: answer.statusCode, storage: storage?.status };
    };
    try {
      await app.ready();
      expect(await storageState()).toEqual({ code: 200, storage: 'up' });
      await own.stop();
      clock += HEALTH_CACHE_MS;
      expect(await storageState()).toEqual({ code: 503, storage: 'down' });
    } finally {
      await app.close().catch(() => {});
      await own.stop().catch(() => {});
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
