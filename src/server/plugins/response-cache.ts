import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  body: string;
  etag: string;
  expiresAt: number;
  /** Compressed once, on first demand, and reused until the entry is dropped. */
  brotli?: Buffer;
  gzip?: Buffer;
}

/** Answers smaller than this are sent as they are: compressing them gains nothing on the wire. */
const COMPRESS_FROM_BYTES = 1024;

function compressed(
  entry: Entry,
  acceptEncoding: string | undefined,
): { encoding: string; data: Buffer } | undefined {
  if (!acceptEncoding || entry.body.length < COMPRESS_FROM_BYTES) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) {
    entry.brotli ??= zlib.brotliCompressSync(entry.body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    return { encoding: 'br', data: entry.brotli };
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    entry.gzip ??= zlib.gzipSync(entry.body, { level: 6 });
    return { encoding: 'gzip', data: entry.gzip };
  }
  return undefined;
}

/**
 * Serialised answers of the public read endpoints, kept in memory. Writes in this process drop them at
 * once; the short time-to-live bounds how long another instance may serve an older list.
 * Conditional requests get 304 through the ETag; brotli or gzip is sent to browsers that accept it.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Entry>>();
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    const entry = await this.get(key, load);
    reply
      .header('Cache-Control', 'no-cache')
      .header('ETag', entry.etag)
      .header('Vary', 'Accept-Encoding')
      .type('application/json; charset=utf-8');
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    const encoded = compressed(entry, request.headers['accept-encoding']);
    if (encoded) return reply.header('Content-Encoding', encoded.encoding).send(encoded.data);
    return reply.send(entry.body);
  }

  invalidate(prefix: string): void {
    this.generation += 1;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
    for (const key of this.pending.keys()) if (key.startsWith(prefix)) this.pending.delete(key);
  }

  private async get(key: string, load: () => Promise<unknown>): Promise<Entry> {
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const promise = load().then((value) => {
      const body = JSON.stringify(value);
      const entry = {
        body,
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        expiresAt: Date.now() + this.ttlMs,
      };
      // A write that landed while this load ran makes its result stale: serve it once, keep it not.
      if (generation === this.generation) this.entries.set(key, entry);
      return entry;
    });
    this.pending.set(key, promise);
    try {
      return await promise;
    } finally {
      if (this.pending.get(key) === promise) this.pending.delete(key);
    }
  }
}
