import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { startS3Server, type TestS3Server } from '#server/testing/s3-server';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

/** A folder's stored files, listed by key (what a backup copies), in DATA_DIR and in a real S3 server. */
describe('listing a folder of the storage', () => {
  let s3: TestS3Server;
  let bucket: S3Storage;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-list-'));
  const local = new LocalStorage(dataDir);
  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = new S3Storage(loadConfig(s3.env).s3!);
  });
  afterAll(async () => {
    bucket?.close();
    await s3?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const cases: [string, () => FileStorage][] = [
    ['DATA_DIR', () => local],
    ['an S3 bucket', () => bucket],
  ];
  it.each(cases)(
    'in %s: every file of the folder with its size, sorted, and none of another folder',
    async (_, of) => {
      const storage = of();
      await storage.put('receipts/b.pdf', Buffer.from('%PDF-b'), { contentType: 'application/pdf' });
      await storage.put('receipts/a.pdf', Buffer.from('%PDF-aa'), { contentType: 'application/pdf' });
      await storage.put('uploads/c.jpg', Buffer.from('c'), { contentType: 'image/jpeg' });
      const listed = await storage.list('receipts');
      expect(listed.map(({ key, size }) => ({ key, size }))).toEqual([
        { key: 'receipts/a.pdf', size: 7 },
        { key: 'receipts/b.pdf', size: 6 },
      ]);
      expect(listed[0]!.lastModified).toBeInstanceOf(Date);
      expect(await storage.list('backups')).toEqual([]);
    },
  );

  it('in DATA_DIR: a file still being written is not listed', async () => {
    fs.writeFileSync(
      path.join(dataDir, 'originals', 'half.jpg.0b6c2d1e-7d7a-4f2e-9a51-0f3f5c2a9b11.part'),
      'half',
    );
    await local.put('originals/whole.jpg', Buffer.from('whole'), { contentType: 'image/jpeg' });
    expect((await local.list('originals')).map((object) => object.key)).toEqual(['originals/whole.jpg']);
  });
});
