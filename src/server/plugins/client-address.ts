import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Which proxies are believed about the visitor's address (TRUST_PROXY): none, the nearest `n` hops, or the
 * proxies at these addresses or ranges. A client can put anything at the left of X-Forwarded-For, so only
 * what trusted proxies appended counts, never the left-most entry.
 */
export type TrustedProxies = false | number | string[];

/** The test proxy-addr applies: whether the address `i` hops from this server is a trusted proxy. */
export function trustTest(trusted: TrustedProxies): (address: string, hop: number) => boolean {
  if (trusted === false) return () => false;
  if (typeof trusted === 'number') return (_address, hop) => hop < trusted;
  return proxyAddr.compile(trusted);
}

/** The visitor's address as Fastify's `request.ip` gives it under the same trust, for the access log. */
export function clientAddressOf(
  request: IncomingMessage,
  trust: (address: string, hop: number) => boolean,
): string {
  return proxyAddr(request, trust);
}
