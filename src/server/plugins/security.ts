import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import { subscriptionPaths } from '#shared/api/subscription-paths';
import { stopContactingApiPath } from '#shared/privacy/consent';
import { messages } from '#shared/messages';
import { FIRST_SCRIPT } from '#shared/first-script';
import { ForbiddenError } from '../errors.ts';

const firstScriptHash = `'sha256-${createHash('sha256').update(FIRST_SCRIPT).digest('base64')}'`;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths a mail client may POST to from outside the site (RFC 8058 one-click unsubscribe, stop contacting). */
const CROSS_SITE_ALLOWED: string[] = [subscriptionPaths.unsubscribe, stopContactingApiPath];

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return 'null';
  }
}

/** Refuses a state-changing request whose Origin (or, lacking it, Referer) is not the site's own. */
export function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const path = request.url.split('?')[0] ?? '';
  if (CROSS_SITE_ALLOWED.includes(path)) return false;
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (!origin) return false; // Not a browser: no ambient cookie is at risk (SameSite=Lax) and no page sent it.
  const own = new Set([publicOrigin, `${request.protocol}://${request.host}`]);
  return !own.has(origin);
}

/** The security headers of every answer, as helmet's options. */
export function securityHeaderOptions(config: Config): HelmetOptions {
  const https = config.secureCookies;
  // Photos and videos from the bucket's CDN (decision 012), even on http (a local MinIO).
  const files = config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: the marks for data saver and a language offer, which must run before the page draws.
        scriptSrc: ["'self'", firstScriptHash],
        // React writes a few style attributes (progress bars, transforms); no script runs from them.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...files],
        mediaSrc: ["'self'", 'blob:', 'https:', ...files],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The installable app (issue 29): its service worker and manifest come from the site itself.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: ['https://www.youtube-nocookie.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers helmet sets for these options, worked out once at start by letting helmet write them into a
 * stand-in for a response. None of them depends on the request (no CSP nonce, no directive computed per
 * request), so every answer can be given the same ones without running helmet again.
 */
export function securityHeaders(config: Config): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(securityHeaderOptions(config))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error) => {
      if (error) throw error;
    },
  );
  return Object.freeze(headers);
}

/** An onRequest hook: whatever this route answers, success or error, no cache keeps a copy. */
export async function preventStoring(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Cache-Control', 'no-store');
}

/**
 * Every answer gets the security headers (`securityHeaders`), errors included, and a cross-site
 * state-changing request is refused, in one hook that allocates nothing for a visitor's GET (it runs on
 * every request).
 */
export function registerSecurity(app: FastifyInstance, headers: Readonly<Record<string, string>>): void {
  const publicOrigin = new URL(app.config.publicUrl).origin;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (isCrossSite(request, publicOrigin)) return done(new ForbiddenError(messages.common.crossSite));
    done();
  });
}
