import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf } from './content-types.ts';
import { checkedKey, isStorageKey, storageFolders, unlessMissing } from './storage.ts';
import type {
  ByteRange,
  FileStorage,
  ListedObject,
  ObjectInfo,
  PutOptions,
  StorageFolder,
  StoredObject,
} from './storage.ts';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files in DATA_DIR, the default: one folder per storage folder, the private ones readable by the server's
 * user only. Moving a temporary file in is a rename (DATA_DIR/tmp is on the same disk).
 */
export class LocalStorage implements FileStorage {
  readonly kind = 'local';

  constructor(private readonly dataDir: string) {
    for (const folder of storageFolders) {
      const mode = folder === 'uploads' ? {} : { mode: 0o700 };
      fs.mkdirSync(path.join(dataDir, folder), { recursive: true, ...mode });
    }
  }

  /** The file behind a key. */
  pathOf(key: string): string {
    return path.join(this.dataDir, checkedKey(key));
  }

  async put(key: string, body: Buffer | Readable | { file: string }, _options: PutOptions): Promise<void> {
    const target = this.pathOf(key);
    const mode = key.startsWith('uploads/') ? 0o644 : 0o600;
    if (!Buffer.isBuffer(body) && !(body instanceof Readable)) {
      await fsp.rename(body.file, target);
      return;
    }
    // Written aside and renamed, so a reader never meets half a file.
    const temp = `${target}.${randomUUID()}.part`;
    try {
      if (Buffer.isBuffer(body)) await fsp.writeFile(temp, body, { mode });
      else await pipeline(body, fs.createWriteStream(temp, { mode }));
      await fsp.rename(temp, target);
    } finally {
      await fsp.rm(temp, { force: true });
    }
  }

  async stat(key: string): Promise<ObjectInfo | undefined> {
    const stats = await unlessMissing(missing, () => fsp.stat(this.pathOf(key)));
    if (!stats?.isFile()) return undefined;
    return {
      size: stats.size,
      contentType: contentTypeOf(key),
      etag: `"${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}"`,
      lastModified: stats.mtime,
    };
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== undefined;
  }

  async read(key: string, range?: ByteRange): Promise<StoredObject | undefined> {
    const info = await this.stat(key);
    if (!info) return undefined;
    return { ...info, body: fs.createReadStream(this.pathOf(key), range ?? {}) };
  }

  readBuffer(key: string): Promise<Buffer | undefined> {
    return unlessMissing(missing, () => fsp.readFile(this.pathOf(key)));
  }

  async localFile(key: string): Promise<string> {
    return this.pathOf(key);
  }

  async move(from: string, to: string): Promise<boolean> {
    const rename = async () => {
      await fsp.rename(this.pathOf(from), this.pathOf(to));
      return true;
    };
    return (await unlessMissing(missing, rename)) ?? false;
  }

  async list(folder: StorageFolder): Promise<ListedObject[]> {
    const names = (await unlessMissing(missing, () => fsp.readdir(path.join(this.dataDir, folder)))) ?? [];
    // A file being written is `<name>.<uuid>.part` (put above): a valid key, but not a stored file yet.
    const keys = names
      .map((name) => `${folder}/${name}`)
      .filter((key) => isStorageKey(key) && !key.endsWith('.part'));
    const listed = await Promise.all(
      keys.sort().map(async (key) => {
        const info = await this.stat(key);
        return info && { key, size: info.size, lastModified: info.lastModified };
      }),
    );
    return listed.filter((entry) => entry !== undefined);
  }

  async delete(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => fsp.rm(this.pathOf(key), { force: true })));
  }

  publicUrl(): undefined {
    return undefined;
  }

  async check(): Promise<void> {
    await fsp.access(this.dataDir, fs.constants.W_OK);
  }

  close(): void {}
}
