import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface Entry {
  /**
   * The JSON answer, serialised once. Kept as text: Node then writes the headers and the body in one
   * write to the socket, where a Buffer costs a second one (about a fifth of the rate on small answers).
   */
  body: string;
  /** Its length in bytes, for the size accounting and the compression threshold. */
  bytes: number;
  etag: string;
  /** Every header of the answer but its length and encoding, worked out once. */
  headers: Readonly<Record<string, string>>;
  expiresAt: number;
  /** Compressed once, on first demand, and reused until the entry is dropped. */
  brotli?: Buffer;
  gzip?: Buffer;
}

/** What a request gets of an entry: its body (in `encoding`, if any) or 304 Not Modified. */
export type Answer =
  | { status: 200; data: string | Buffer; encoding?: 'br' | 'gzip' }
  | { status: 304; data?: undefined; encoding?: undefined };

/** Distinct request addresses remembered as leading to a stored answer (see `send`). */
const REMEMBERED_ADDRESSES = 1024;

/** Answers smaller than this are sent as they are: compressing them gains nothing on the wire. */
const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip' | undefined;

/** Browsers send a handful of distinct Accept-Encoding values: each is read once, up to this many. */
const REMEMBERED_ACCEPT_ENCODINGS = 64;
const encodingChoices = new Map<string, Encoding>();

function encodingFor(acceptEncoding: string): Encoding {
  const known = encodingChoices.get(acceptEncoding);
  if (known !== undefined || encodingChoices.has(acceptEncoding)) return known;
  const choice = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;
  if (encodingChoices.size < REMEMBERED_ACCEPT_ENCODINGS) encodingChoices.set(acceptEncoding, choice);
  return choice;
}

/** The answer encoded for this client, and how many bytes encoding it added to the entry. */
function compressed(
  entry: Entry,
  acceptEncoding: string | undefined,
): { encoding: 'br' | 'gzip'; data: Buffer; added: number } | undefined {
  if (!acceptEncoding || entry.bytes < COMPRESS_FROM_BYTES) return undefined;
  const encoding = encodingFor(acceptEncoding);
  if (encoding === 'br') {
    const fresh = !entry.brotli;
    entry.brotli ??= brotli(entry.body);
    return { encoding: 'br', data: entry.brotli, added: fresh ? entry.brotli.length : 0 };
  }
  if (encoding === 'gzip') {
    const fresh = !entry.gzip;
    entry.gzip ??= zlib.gzipSync(entry.body, { level: 6 });
    return { encoding: 'gzip', data: entry.gzip, added: fresh ? entry.gzip.length : 0 };
  }
  return undefined;
}

const brotli = (body: string) =>
  zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });

/** Room for the public lists' answers: the whole gallery of a thousand items takes about 0.7 MB. */
export const DEFAULT_CACHE_BYTES = 16 * 1024 * 1024;

const sizeOf = (entry: Entry) => entry.bytes + (entry.brotli?.length ?? 0) + (entry.gzip?.length ?? 0);

/**
 * Serialised answers of the public read endpoints, kept in memory. Writes in this process drop them at
 * once, and tell other instances through `onInvalidate` (Redis, plugins/shared-invalidation.ts); the
 * time-to-live bounds how long an instance that missed such a message may serve an older list.
 * Conditional requests get 304 through the ETag; brotli or gzip is sent to browsers that accept it.
 *
 * Whatever the keys, the entries together never take more than `maxBytes`: the least recently used go
 * first, so no sequence of requests can make this process remember more than that.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Entry>>();
  /** Request addresses (path and query, as sent) whose answer is the stored entry of this key. */
  private readonly addresses = new Map<string, string>();
  private generation = 0;
  private bytes = 0;
  /** Told of every invalidation made in this process, to pass it on to the other instances. */
  onInvalidate: ((prefix: string) => void) | undefined;

  constructor(
    private ttlMs: number,
    private readonly maxBytes = DEFAULT_CACHE_BYTES,
  ) {}

  get lifetimeMs(): number {
    return this.ttlMs;
  }

  /** How long entries kept from now on live; entries held now live no longer than that from now. */
  setLifetime(ttlMs: number): void {
    this.ttlMs = ttlMs;
    const latest = Date.now() + ttlMs;
    for (const entry of this.entries.values()) entry.expiresAt = Math.min(entry.expiresAt, latest);
  }

  /** What is held now, for tests and benchmarks. */
  get usage(): { entries: number; bytes: number; maxBytes: number; addresses: number } {
    const { entries, addresses } = this;
    return { entries: entries.size, bytes: this.bytes, maxBytes: this.maxBytes, addresses: addresses.size };
  }

  /**
   * Sends the answer for `key`, loading it when it is not held. With `store: false` the answer is built
   * and sent but not kept: for requests whose answer is nobody else's (a page no shared link leads to).
   * A stored answer is the answer of every request for this address that reaches this key: the address is
   * remembered, and plugins/early-answers.ts answers the next visitors' requests for it (`storedAnswer`).
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<unknown>,
    options: { store?: boolean } = {},
  ): Promise<FastifyReply> {
    const store = options.store !== false;
    const entry = store ? (this.fresh(key) ?? (await this.load(key, load))) : toEntry(await load(), 0);
    if (store) this.rememberAddress(request.url, key);
    reply.headers(entry.headers);
    const answer = this.answerOf(key, entry, request.headers);
    if (answer.status === 304) return reply.status(304).send();
    if (answer.encoding) reply.header('Content-Encoding', answer.encoding);
    return reply.send(answer.data);
  }

  /**
   * The answer held for a request of `url` with these headers, if the address is known and its entry
   * fresh; for plugins/early-answers.ts, which must check first that the request has no cookie and no body.
   */
  storedAnswer(url: string, headers: IncomingHttpHeaders): { entry: Entry; answer: Answer } | undefined {
    const key = this.addresses.get(url);
    const entry = key === undefined ? undefined : this.fresh(key);
    return entry && { entry, answer: this.answerOf(key!, entry, headers) };
  }

  /** 304 for a matching ETag, else the body in the encoding the client accepts (compressed once). */
  private answerOf(key: string, entry: Entry, headers: IncomingHttpHeaders): Answer {
    if (headers['if-none-match'] === entry.etag) return { status: 304 };
    const encoded = compressed(entry, headers['accept-encoding']);
    if (!encoded) return { status: 200, data: entry.body };
    if (encoded.added && this.entries.get(key) === entry) this.grow(key, encoded.added);
    return { status: 200, encoding: encoded.encoding, data: encoded.data };
  }

  /** Addresses are bounded like the entries: a visitor making up query strings only refills the map. */
  private rememberAddress(url: string, key: string): void {
    if (this.addresses.get(url) === key) return;
    if (this.addresses.size >= REMEMBERED_ADDRESSES) this.addresses.clear();
    this.addresses.set(url, key);
  }

  /** After a write in this process: drops the entries under `prefix` here and on every other instance. */
  invalidate(prefix: string): void {
    this.forget(prefix);
    this.onInvalidate?.(prefix);
  }

  /** Drops the entries under `prefix` here only (another instance's write, or '' for all). */
  forget(prefix: string): void {
    this.generation += 1;
    for (const [key, entry] of this.entries) if (key.startsWith(prefix)) this.drop(key, entry);
    for (const key of this.pending.keys()) if (key.startsWith(prefix)) this.pending.delete(key);
  }

  /** The entry for `key` if it is held and still fresh; it becomes the most recently used. */
  private fresh(key: string): Entry | undefined {
    const cached = this.entries.get(key);
    if (!cached) return undefined;
    if (cached.expiresAt <= Date.now()) {
      this.drop(key, cached);
      return undefined;
    }
    // Most recently used goes to the end of the map's order; eviction takes from the front.
    this.entries.delete(key);
    this.entries.set(key, cached);
    return cached;
  }

  /** Loads the answer for `key` once, however many requests ask for it meanwhile. */
  private async load(key: string, load: () => Promise<unknown>): Promise<Entry> {
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const promise = load().then((value) => {
      const entry = toEntry(value, Date.now() + this.ttlMs);
      // A write that landed while this load ran makes its result stale: serve it once, keep it not.
      if (generation === this.generation) this.keep(key, entry);
      return entry;
    });
    this.pending.set(key, promise);
    try {
      return await promise;
    } finally {
      if (this.pending.get(key) === promise) this.pending.delete(key);
    }
  }

  private keep(key: string, entry: Entry): void {
    const size = sizeOf(entry);
    if (size > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    this.entries.set(key, entry);
    this.grow(key, size);
  }

  /** Counts `delta` more bytes for `key` and evicts the least recently used others until the total fits. */
  private grow(key: string, delta: number): void {
    this.bytes += delta;
    for (const [other, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      if (other !== key) this.drop(other, entry);
    }
    // Even alone it does not fit (its compressed copies made it grow): keep none of it.
    const entry = this.entries.get(key);
    if (this.bytes > this.maxBytes && entry) this.drop(key, entry);
  }

  private drop(key: string, entry: Entry): void {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(entry);
  }
}

function toEntry(value: unknown, expiresAt: number): Entry {
  const body = JSON.stringify(value);
  const bytes = Buffer.byteLength(body);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const headers = {
    'cache-control': 'no-cache',
    etag,
    vary: 'Accept-Encoding',
    'content-type': 'application/json; charset=utf-8',
  };
  return { body, bytes, etag, headers, expiresAt };
}
