import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config.ts';
import { subscriptionPaths } from '#shared/api/subscription-paths';
import { messages } from '#shared/messages';
import { ForbiddenError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths a mail client may POST to from outside the site (RFC 8058 one-click unsubscribe). */
const CROSS_SITE_ALLOWED: string[] = [subscriptionPaths.unsubscribe];

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

/** The security headers of every answer: helmet's options, written once for the plugin and for `helmet` itself. */
export function securityHeaderOptions(config: Config): FastifyHelmetOptions {
  const https = config.secureCookies;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React writes a few style attributes (progress bars, transforms); no script runs from them.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
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

/** An onRequest hook: whatever this route answers, success or error, no cache keeps a copy. */
export async function preventStoring(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Cache-Control', 'no-store');
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const publicOrigin = new URL(app.config.publicUrl).origin;
  await app.register(fastifyHelmet, securityHeaderOptions(app.config));

  app.addHook('onRequest', async (request) => {
    if (isCrossSite(request, publicOrigin)) throw new ForbiddenError(messages.common.crossSite);
  });
}
