import type { Readable } from 'node:stream';

/**
 * Where the server keeps files (decision 012): DATA_DIR on this machine, or an S3-compatible bucket that
 * every instance shares. Keys keep the folder layout of DATA_DIR: `uploads/<name>` (public: variants,
 * posters, published videos), `originals/<name>` (uploads as they came, private), `documents/<name>`
 * (PDFs attached to published pages), `private-documents/<name>` (every other PDF of the pages, private),
 * `receipts/<name>` (80G receipts, private), `backups/<name>` (scheduled backups, private) and
 * `data-exports/<name>` (a person's data export, sealed, private, removed when its link expires).
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /**
   * Stores bytes under a key, replacing what was there. `{ file }` takes a local file in: it is moved
   * (DATA_DIR) or uploaded and removed (bucket), so the caller's temporary file is gone afterwards.
   */
  put(key: string, body: Buffer | Readable | { file: string }, options: PutOptions): Promise<void>;
  /** The object's bytes, the whole or `range` (inclusive offsets); undefined when there is none. */
  read(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  readBuffer(key: string): Promise<Buffer | undefined>;
  /** Size and headers without the bytes; undefined when there is none. */
  stat(key: string): Promise<ObjectInfo | undefined>;
  exists(key: string): Promise<boolean>;
  /**
   * A local file with the object's bytes, for tools that need a path (sharp's worker, ffmpeg): on DATA_DIR
   * the stored file itself (read it, never change it), in a bucket a copy downloaded into `workDir`.
   */
  localFile(key: string, workDir: string): Promise<string>;
  /** Renames an object, in a bucket with `headers` when given; false when there was none. */
  move(from: string, to: string, headers?: PutOptions): Promise<boolean>;
  /** The stored objects of a folder, by key; half-written files are not listed. */
  list(folder: StorageFolder): Promise<ListedObject[]>;
  /** Removes objects; missing ones are no error. */
  delete(keys: string[]): Promise<void>;
  /** The address visitors fetch a public object from when it is not the app (S3_PUBLIC_URL). */
  publicUrl(key: string): string | undefined;
  /** Resolves once the storage can be used (the bucket exists, or was created when allowed). */
  check(): Promise<void>;
  close(): void;
}

export interface PutOptions {
  contentType: string;
  cacheControl?: string;
  contentDisposition?: string;
}

export interface ByteRange {
  start: number;
  end: number;
}

export interface ObjectInfo {
  size: number;
  contentType: string | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date | undefined;
}

export interface StoredObject extends ObjectInfo {
  body: Readable;
}

/** The folders of DATA_DIR and of the bucket; only uploads/ and documents/ may ever be public. */
export const storageFolders = [
  'uploads',
  'originals',
  'documents',
  'private-documents',
  'receipts',
  'backups',
  'data-exports',
] as const;
export type StorageFolder = (typeof storageFolders)[number];
export const publicFolders: readonly StorageFolder[] = ['uploads', 'documents'];

/** How public uploads are cached: their names are random and never reused, so they never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const keyPattern = new RegExp(`^(${storageFolders.join('|')})/[A-Za-z0-9_-][A-Za-z0-9._-]*$`);

/** How an object of a folder is cached by browsers and a CDN; private folders are never cached. */
export const cacheControlOf: Record<StorageFolder, string | undefined> = {
  uploads: IMMUTABLE,
  documents: 'public, max-age=300',
  'private-documents': undefined,
  originals: undefined,
  receipts: undefined,
  backups: undefined,
  'data-exports': undefined,
};

/** A key names a file the server chose, in one of its folders: never a path that climbs out of it. */
export function checkedKey(key: string): string {
  if (!keyPattern.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

export const isStorageKey = (key: string) => keyPattern.test(key);

/** `/uploads/<name>` (how the database and the site name a public upload) to its key, else undefined. */
export function uploadKeyOf(sitePath: string): string | undefined {
  if (!sitePath.startsWith('/uploads/')) return undefined;
  const key = sitePath.slice(1);
  return isStorageKey(key) ? key : undefined;
}

/** A public upload's address for visitors: the CDN's when there is one, else the site's own path. */
export function publicAddress(storage: FileStorage, sitePath: string): string {
  const key = uploadKeyOf(sitePath);
  return (key && storage.publicUrl(key)) ?? sitePath;
}

/** What `read` gives, or undefined when `isMissing` says the error is only that there is no such object. */
export async function unlessMissing<T>(isMissing: (error: unknown) => boolean, read: () => Promise<T>) {
  try {
    return await read();
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}
