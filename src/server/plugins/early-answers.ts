import { clientAddressOf, trustTest, type TrustedProxies } from './client-address.ts';
import { redactUrl } from './redact-url.ts';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { hasBody } from './request-deadline.ts';
import type { Answer, Entry, ResponseCache } from './response-cache.ts';

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

export interface EarlyAnswers {
  /** Fastify's `serverFactory`: the HTTP server, answering what it can before Fastify's handler. */
  serverFactory: FastifyServerFactory;
  /** From now on every request goes to Fastify (which answers 503 while it closes). */
  stop(): void;
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

  function answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!serving || request.method !== 'GET' || request.headers.cookie !== undefined) return false;
    if (hasBody(request.headers)) return false;
    const url = request.url ?? '';
    const started = performance.now();
    const stored = cache.storedAnswer(url, request.headers);
    if (!stored) return false;
    const { entry, answer } = stored;
    response.writeHead(answer.status, headOf(entry, answer, securityHeaders)).end(answer.data);
    count += 1;
    const ms = (performance.now() - started).toFixed(1);
    log(`GET ${redactUrl(url)} ${answer.status} ${ms} ms ${clientAddressOf(request, trust)}`);
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
    get count() {
      return count;
    },
    get serving() {
      return serving;
    },
  };
}
