import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '#server/config';

const SESSION_COOKIE = 'gurukul_session';

/**
 * Under https the session cookie is `__Host-gurukul_session`: a browser keeps a cookie of that name only if
 * it is Secure, for Path=/ and set by this very host, so a sibling subdomain can neither set nor shadow it.
 * Plain http (development on localhost) cannot carry the prefix and keeps the bare name.
 */
export const sessionCookieName = (config: Pick<Config, 'secureCookies'>) =>
  config.secureCookies ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;

/** The session token the browser sent, if any (features/auth/session.ts checks it). */
export const sessionToken = (app: FastifyInstance, request: FastifyRequest): string | undefined =>
  request.cookies[sessionCookieName(app.config)];
