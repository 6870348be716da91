import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '#server/config';
import { contentTypeOf } from '#server/storage/content-types';
import { S3Storage } from '#server/storage/s3-storage';
import { cacheControlOf, isStorageKey, storageFolders } from '#server/storage/storage';

export const NO_BUCKET_MESSAGE =
  'migrate-files copies the files of DATA_DIR into an S3 bucket, but no bucket is configured. Set S3_BUCKET (with S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as your service needs) and run it again.';

/** Files copied at once: enough to hide each request's latency, few enough for a small machine. */
const PARALLEL = 4;

/**
 * Copies every file of DATA_DIR's uploads, originals, documents and receipts into the configured bucket,
 * under the same keys. Safe to run again: an object already there with the same size is skipped. DATA_DIR
 * is only read. Returns the exit code.
 */
export async function migrateFiles(config: Config, print: (line: string) => void): Promise<number> {
  if (!config.s3) {
    print(NO_BUCKET_MESSAGE);
    return 1;
  }
  const storage = new S3Storage(config.s3);
  const total = { copied: 0, skipped: 0, failed: 0 };
  try {
    await storage.check();
    for (const folder of storageFolders) {
      const counts = { copied: 0, skipped: 0, failed: 0 };
      const names = await filesOf(path.join(config.dataDir, folder));
      await inParallel(names, async (name) => {
        const key = `${folder}/${name}`;
        const file = path.join(config.dataDir, folder, name);
        try {
          const [local, stored] = await Promise.all([fsp.stat(file), storage.stat(key)]);
          if (stored?.size === local.size) {
            counts.skipped++;
            return;
          }
          await storage.put(key, fs.createReadStream(file), {
            contentType: contentTypeOf(name),
            cacheControl: cacheControlOf[folder],
          });
          counts.copied++;
        } catch (error) {
          counts.failed++;
          print(`  could not copy ${key}: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
      print(
        `${folder}: ${counts.copied} copied, ${counts.skipped} already in the bucket, ${counts.failed} failed`,
      );
      for (const name of ['copied', 'skipped', 'failed'] as const) total[name] += counts[name];
    }
  } finally {
    storage.close();
  }
  print(
    `Done: ${total.copied} copied, ${total.skipped} already in the bucket "${config.s3.bucket}", ${total.failed} failed. DATA_DIR was not changed.`,
  );
  return total.failed > 0 ? 1 : 0;
}

/** The stored files of a folder; a half-written file (`.part`, `.tmp`) or anything the server did not name is left. */
async function filesOf(dir: string): Promise<string[]> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile() && !/\.(part|tmp)$/.test(entry.name))
    .map((entry) => entry.name)
    .filter((name) => isStorageKey(`uploads/${name}`))
    .sort();
}

async function inParallel<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}
