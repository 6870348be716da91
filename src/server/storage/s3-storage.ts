import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  CreateBucketCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '#server/config';
import { contentTypeOf } from './content-types.ts';
import { checkedKey, IMMUTABLE, isStorageKey, publicFolders, unlessMissing } from './storage.ts';
import type {
  ByteRange,
  FileStorage,
  ListedObject,
  ObjectInfo,
  PutOptions,
  StorageFolder,
  StoredObject,
} from './storage.ts';

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) => statusOf(error) === 404;

/** The S3 client for a configuration: path-style addressing for any endpoint other than AWS's own. */
export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.endpoint !== undefined,
    credentials: config.credentials,
    // S3-compatible servers (MinIO, R2, older gateways) do not all take the SDK's default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files in an S3-compatible bucket through the official AWS SDK, shared by every instance of the server.
 * Files of any size are streamed (lib-storage sends a large one in parts), never held in memory.
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3';
  readonly client: S3Client;
  private readonly bucket: string;

  constructor(private readonly config: S3Config) {
    this.client = createS3Client(config);
    this.bucket = config.bucket;
  }

  async put(key: string, body: Buffer | Readable | { file: string }, options: PutOptions): Promise<void> {
    const source = Buffer.isBuffer(body) || body instanceof Readable ? body : fs.createReadStream(body.file);
    await new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: checkedKey(key),
        Body: source,
        ContentType: options.contentType,
        CacheControl: options.cacheControl,
        ContentDisposition: options.contentDisposition,
      },
    }).done();
    if (!Buffer.isBuffer(body) && !(body instanceof Readable)) await fsp.rm(body.file, { force: true });
  }

  async stat(key: string): Promise<ObjectInfo | undefined> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }),
      );
      return {
        size: head.ContentLength ?? 0,
        contentType: head.ContentType,
        etag: head.ETag,
        lastModified: head.LastModified,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== undefined;
  }

  async read(key: string, range?: ByteRange): Promise<StoredObject | undefined> {
    const answer = await unlessMissing(isMissing, () =>
      this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: checkedKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      ),
    );
    if (!answer) return undefined;
    // A part's answer gives the whole object's size after the slash of its Content-Range.
    const size = answer.ContentRange ? Number(answer.ContentRange.split('/')[1]) : answer.ContentLength;
    return { ...infoOf(answer), size: size ?? 0, body: answer.Body as Readable };
  }

  async readBuffer(key: string): Promise<Buffer | undefined> {
    const object = await this.read(key);
    if (!object) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async localFile(key: string, workDir: string): Promise<string> {
    const object = await this.read(key);
    if (!object) throw new Error('The stored file is missing.');
    const target = path.join(workDir, path.basename(key));
    await pipeline(object.body, fs.createWriteStream(target, { mode: 0o600 }));
    return target;
  }

  async move(from: string, to: string, headers?: PutOptions): Promise<boolean> {
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: checkedKey(to),
          CopySource: `${this.bucket}/${checkedKey(from)}`,
          // Taken into the public folder, it is served with the headers of a public upload.
          MetadataDirective: 'REPLACE',
          ContentType: headers?.contentType ?? contentTypeOf(to),
          CacheControl: headers?.cacheControl ?? (to.startsWith('uploads/') ? IMMUTABLE : undefined),
          ContentDisposition: headers?.contentDisposition,
        }),
      );
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
    await this.delete([from]);
    return true;
  }

  async list(folder: StorageFolder): Promise<ListedObject[]> {
    const listed: ListedObject[] = [];
    // Each page starts after the last key of the one before (StartAfter: every S3-compatible service has it).
    for (let after: string | undefined, more = true; more;) {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${folder}/`,
          StartAfter: after,
        }),
      );
      const contents = page.Contents ?? [];
      for (const object of contents) {
        if (!object.Key || !isStorageKey(object.Key)) continue;
        listed.push({ key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified });
      }
      after = contents.at(-1)?.Key;
      more = Boolean(page.IsTruncated && after);
    }
    return listed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async delete(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000).map((key) => ({ Key: checkedKey(key) }));
      const answer = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }),
      );
      const failed = answer.Errors?.filter((e) => e.Code !== 'NoSuchKey') ?? [];
      if (failed.length > 0) throw new Error(`Could not delete ${failed.map((e) => e.Key).join(', ')}`);
    }
  }

  publicUrl(key: string): string | undefined {
    const { publicUrl } = this.config;
    if (!publicUrl || !publicFolders.some((folder) => key.startsWith(`${folder}/`))) return undefined;
    return `${publicUrl}/${checkedKey(key)}`;
  }

  /** The bucket must be there: created when S3_CREATE_BUCKET allows it, else the start stops with why. */
  async check(): Promise<void> {
    const where = `S3 bucket "${this.bucket}" at ${this.config.endpoint ?? `AWS (${this.config.region})`}`;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return;
    } catch (error) {
      if (!isMissing(error)) {
        throw new Error(`The ${where} cannot be used: ${describe(error)}`, { cause: error });
      }
    }
    if (!this.config.createBucket) {
      throw new Error(
        `The ${where} does not exist: create it, or set S3_CREATE_BUCKET=true to let the server create it.`,
      );
    }
    try {
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      // Another instance starting at the same time created it first.
      if (statusOf(error) !== 409) {
        throw new Error(`The ${where} could not be created: ${describe(error)}`, { cause: error });
      }
    }
  }

  close(): void {
    this.client.destroy();
  }
}

const infoOf = (answer: { ContentType?: string; ETag?: string; LastModified?: Date }) => ({
  contentType: answer.ContentType,
  etag: answer.ETag,
  lastModified: answer.LastModified,
});

function describe(error: unknown): string {
  const status = statusOf(error);
  const message = error instanceof Error ? error.message || error.name : String(error);
  return status ? `${message} (HTTP ${status})` : message;
}
