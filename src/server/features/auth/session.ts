import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authPaths } from '#shared/api/auth';
import { messages } from '#shared/messages';
import { ForbiddenError, UnauthorizedError } from '#server/errors';
import { can } from '#shared/staff/roles';
import { sessionCookieName, sessionToken } from '#server/plugins/session-cookie';
import { authenticate } from './auth.service.ts';
import { CHALLENGE_LIFETIME_MS } from './second-factor/sign-in-challenges.ts';
import { mustSetUpSecondFactor } from './second-factor/requirement.ts';

/** Marks a browser in which the administrator has signed in before (features/auth/known-device.ts). */
export const KNOWN_DEVICE_COOKIE = 'gurukul_device';

export function sessionPolicy(app: FastifyInstance) {
  return { idleMs: app.config.sessionIdleMs, absoluteMs: app.config.sessionAbsoluteMs };
}

export function setSessionCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(sessionCookieName(app.config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.secureCookies,
    expires: expiresAt,
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(app.config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.secureCookies,
  });
}

/**
 * Sent only to the login endpoint and only from our own pages (SameSite=Strict); it outlives sessions and
 * logouts on purpose.
 */
export function setKnownDeviceCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  value: string,
  expiresAt: Date,
): void {
  reply.setCookie(KNOWN_DEVICE_COOKIE, value, {
    path: authPaths.login,
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.secureCookies,
    expires: expiresAt,
  });
}

/** Holds, for a few minutes, the token of a sign-in whose password was right and waits for its second step. */
export const SIGN_IN_STEP_COOKIE = 'gurukul_sign_in';

const signInStepCookie = (app: FastifyInstance) => ({
  path: authPaths.login,
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: app.config.secureCookies,
});

export function setSignInStepCookie(app: FastifyInstance, reply: FastifyReply, token: string): void {
  reply.setCookie(SIGN_IN_STEP_COOKIE, token, {
    ...signInStepCookie(app),
    maxAge: CHALLENGE_LIFETIME_MS / 1000,
  });
}

export function clearSignInStepCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(SIGN_IN_STEP_COOKIE, signInStepCookie(app));
}

/** Reads the session cookie, if any, and returns its admin without failing. */
export async function readSession(app: FastifyInstance, request: FastifyRequest) {
  const token = sessionToken(app, request);
  if (!token || token.length > 200) return null;
  return (await authenticate(app.db, token, sessionPolicy(app))) ?? null;
}

/**
 * Every route registered in a scope with this hook requires a live session and the permission the route
 * declares (features/staff/permissions.ts), so a new dashboard route is closed by default: one that
 * declares none is refused to everyone.
 */
export function requireStaff(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    request.admin = await readSession(app, request);
    if (!request.admin) throw new UnauthorizedError(messages.auth.unauthorized);
    const { permission, beforeSecondFactor } = request.routeOptions.config;
    if (!permission || !can(request.admin.role, permission))
      throw new ForbiddenError(messages.auth.forbidden);
    // A role that must use a second factor reaches only the routes that set one up until it has one.
    if (!beforeSecondFactor && (await mustSetUpSecondFactor(app.db, app.config, request.admin))) {
      throw new ForbiddenError(messages.secondFactor.required);
    }
  };
}
