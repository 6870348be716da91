import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { loadConfig } from '../config.ts';
import { S3Storage } from '../storage/s3-storage.ts';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export interface TestS3Server {
  /** The environment that points the app at this server's bucket (created, empty). */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** An object's bytes, or undefined. */
  bytes(key: string): Promise<Buffer | undefined>;
  stop(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free port of 127.0.0.1, keeping its objects in a temporary folder. */
export async function startS3Server(bucket = 'gurukul-test'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const storage = new S3Storage(loadConfig(env).s3!);
  return {
    endpoint,
    bucket,
    env,
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await storage.client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    bytes: (key) => storage.readBuffer(key),
    async stop() {
      storage.close();
      server.httpServer?.closeAllConnections();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
