import type { Config } from '#server/config';
import { LocalStorage } from './local-storage.ts';
import type { FileStorage } from './storage.ts';

/** The bucket when S3 is configured, else DATA_DIR. The AWS SDK is only loaded for a bucket. */
export async function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<FileStorage> {
  if (!config.s3) return new LocalStorage(config.dataDir);
  const { S3Storage } = await import('./s3-storage.ts');
  return new S3Storage(config.s3);
}
