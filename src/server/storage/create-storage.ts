import type { Config } from '#server/config';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

/** The bucket when S3 is configured, else DATA_DIR. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(config.dataDir);
}
