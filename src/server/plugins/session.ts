import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../shared/messages.ts';
import { UnauthorizedError } from '../errors.ts';
import { authenticate } from '../features/auth/auth.service.ts';

export const SESSION_COOKIE = 'gurukul_session';

export function sessionPolicy(app: FastifyInstance) {
  return { idleMs: app.config.sessionIdleMs, absoluteMs: app.config.sessionAbsoluteMs };
}

export function setSessionCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.secureCookies,
    expires: expiresAt,
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.secureCookies,
  });
}

/** Reads the session cookie, if any, and returns its admin without failing. */
export async function readSession(app: FastifyInstance, request: FastifyRequest) {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 200) return null;
  return (await authenticate(app.db, token, sessionPolicy(app))) ?? null;
}

/**
 * Every route registered in a scope with this hook requires a live session, so a new admin route is
 * protected by default.
 */
export function requireAdmin(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    request.admin = await readSession(app, request);
    if (!request.admin) throw new UnauthorizedError(messages.auth.unauthorized);
  };
}
