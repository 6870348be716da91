import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  body: string;
  etag: string;
  expiresAt: number;
}

/**
 * Serialised answers of the public read endpoints, kept in memory. Writes in this process drop them at
 * once; the short time-to-live bounds how long another instance may serve an older list.
 * Conditional requests get 304 through the ETag.
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
      .type('application/json; charset=utf-8');
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
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
