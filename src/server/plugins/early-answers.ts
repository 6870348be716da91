import { clientAddressOf, trustTest, type TrustedProxies } from './client-address.ts';
import { redactUrl } from './redact-url.ts';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { hasBody } from './request-deadline.ts';
import type { Answer, Entry, ResponseCache } from './response-cache.ts';
import { contentTypeOf, renderedAnswer, renderedFileOf, type RenderedFile } from './rendered-answer.ts';
import { asksToSaveData } from './save-data.ts';

type Head = Readonly<Record<string, string>>;
type ServerTimeouts = { keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number };

/** The complete headers of each kind of answer of an entry, built on first use and kept with it. */
const heads = new WeakMap<Entry, Map<string, Head>>();

function headOf(entry: Entry, answer: Answer, securityHeaders: Head): Head {
  let kinds = heads.get(entry);
  if (!kinds) heads.set(entry, (kinds = new Map()));
  const kind = answer.status === 304 ? '304' : (answer.encoding ?? 'identity');
  let head = kinds.get(kind);
  if (!head) {
    // The order and values Fastify's own path sends: security headers, the entry's, encoding, length.
    const base = { ...securityHeaders, ...entry.headers };
    if (answer.status === 304) head = base;
    else {
      const length = String(Buffer.byteLength(answer.data));
      head = answer.encoding
        ? { ...base, 'content-encoding': answer.encoding, 'content-length': length }
        : { ...base, 'content-length': length };
    }
    kinds.set(kind, head);
  }
  return head;
}

/** The rendered pages as this instance holds them, when it knows them current (rendered-pages.ts `peek`). */
export interface HeldPages {
  peek(file: string): RenderedFile | undefined;
}

/** The complete headers of each kind of answer of a rendered page, built on first use and kept with it. */
const pageHeads = new WeakMap<RenderedFile, Map<string, Head>>();

function pageHeadOf(
  file: string,
  page: RenderedFile,
  answer: ReturnType<typeof renderedAnswer>,
  securityHeaders: Head,
): Head {
  let kinds = pageHeads.get(page);
  if (!kinds) pageHeads.set(page, (kinds = new Map()));
  const kind = `${answer.notModified ? '304-' : ''}${answer.encoding ?? 'identity'}`;
  let head = kinds.get(kind);
  if (!head) {
    // The order and values static-site.ts's `sendRendered` sends through Fastify.
    const base: Record<string, string> = {
      ...securityHeaders,
      'cache-control': 'no-cache',
      vary: file.endsWith('.html') ? 'Accept-Encoding, Save-Data' : 'Accept-Encoding',
      'content-type': contentTypeOf(file),
      etag: answer.etag,
    };
    head = answer.notModified
      ? base
      : {
          ...base,
          ...(answer.encoding ? { 'content-encoding': answer.encoding } : {}),
          'content-length': String(answer.body.length),
        };
    kinds.set(kind, head);
  }
  return head;
}

export interface EarlyAnswers {
  /** Fastify's `serverFactory`: the HTTP server, answering what it can before Fastify's handler. */
  serverFactory: FastifyServerFactory;
  /** From now on every request goes to Fastify (which answers 503 while it closes). */
  stop(): void;
  /** Answers the rendered pages `pages` holds current, too (once the site renderer exists). */
  servePages(pages: HeldPages): void;
  /** How many requests were answered early, for tests and benchmarks. */
  readonly count: number;
  /** False once `stop` was called. */
  readonly serving: boolean;
}

/**
 * Decision 015. A visitor's GET for a public list the cache holds fresh (`ResponseCache.storedAnswer`) is
 * answered from Node's request event, with headers worked out once per entry, before Fastify builds a
 * request, a reply and a logger for it. Anything else, or a request that carries a cookie (a session may
 * see another answer) or a body, goes to Fastify unchanged. The answer is byte for byte the one Fastify's
 * route would send (early-answers.test.ts), and it is logged in the same access-log line.
 */
export function createEarlyAnswers(options: {
  cache: ResponseCache;
  securityHeaders: Head;
  trustProxy: TrustedProxies;
  log: (line: string) => void;
}): EarlyAnswers {
  const { cache, securityHeaders, trustProxy, log } = options;
  const trust = trustTest(trustProxy);
  let serving = true;
  let count = 0;

  let pages: HeldPages | undefined;

  /** A page held current, for a visitor without Save-Data (whose page differs, see lighter-pages.ts). */
  function pageAnswer(
    url: string,
    request: IncomingMessage,
  ): { status: number; head: Head; data?: Buffer } | undefined {
    if (!pages || asksToSaveData(request.headers)) return undefined;
    const file = renderedFileOf(url);
    const page = file && pages.peek(file);
    if (!page) return undefined;
    const answer = renderedAnswer(page, request.headers);
    const head = pageHeadOf(file, page, answer, securityHeaders);
    return answer.notModified ? { status: 304, head } : { status: 200, head, data: answer.body };
  }

  function answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!serving || request.method !== 'GET' || request.headers.cookie !== undefined) return false;
    if (hasBody(request.headers)) return false;
    const url = request.url ?? '';
    const started = performance.now();
    const stored = cache.storedAnswer(url, request.headers);
    const early = stored
      ? {
          status: stored.answer.status,
          head: headOf(stored.entry, stored.answer, securityHeaders),
          data: stored.answer.data,
        }
      : pageAnswer(url, request);
    if (!early) return false;
    response.writeHead(early.status, early.head).end(early.data);
    count += 1;
    const ms = (performance.now() - started).toFixed(1);
    log(`GET ${redactUrl(url)} ${early.status} ${ms} ms ${clientAddressOf(request, trust)}`);
    return true;
  }

  return {
    serverFactory: (handler, fastifyOptions) => {
      const server = http.createServer((request, response) => {
        if (!answer(request, response)) handler(request, response);
      });
      // What Fastify sets on the server it makes itself (it passes its own options, defaults filled in).
      const timeouts = fastifyOptions as ServerTimeouts;
      server.keepAliveTimeout = timeouts.keepAliveTimeout;
      server.requestTimeout = timeouts.requestTimeout;
      server.setTimeout(timeouts.connectionTimeout);
      return server;
    },
    stop: () => {
      serving = false;
    },
    servePages: (held) => {
      pages = held;
    },
    get count() {
      return count;
    },
    get serving() {
      return serving;
    },
  };
}
