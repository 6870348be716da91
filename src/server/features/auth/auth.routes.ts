import { messages } from '#shared/messages';
import { permissionsOf } from '#shared/staff/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authPaths, loginResponseSchema, loginSchema, sessionSchema } from '#shared/api/auth';
import { errorBodySchema, messageBodySchema } from '#shared/api/errors';
import { AppError } from '#server/errors';
import {
  clearSessionCookie,
  KNOWN_DEVICE_COOKIE,
  sessionPolicy,
  setKnownDeviceCookie,
  setSessionCookie,
} from './session.ts';
import { sessionToken } from '#server/plugins/session-cookie';
import { errorBody } from '#server/plugins/error-handler';
import { login, logout } from './auth.service.ts';
import { loadKnownDeviceSecret } from './known-device.ts';
import { readSession } from './session.ts';
import { createLoginThrottle } from './throttle-store.ts';
import { recordRefusedSignIn, recordSignIn } from '#server/features/audit/audit-trail';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = createLoginThrottle(app.db, app.redis, app.log);
  // Read on first use, after migrations: a generated secret lives in the settings table.
  let secretLoading: Promise<string> | undefined;
  const knownDeviceSecret = () =>
    (secretLoading ??= loadKnownDeviceSecret(app.db).catch((error: unknown) => {
      secretLoading = undefined;
      throw error;
    }));

  app.post(
    authPaths.login,
    {
      schema: {
        body: loginSchema,
        response: { 200: loginResponseSchema, '4xx': errorBodySchema },
      },
      // The spec's client reads `message` on a failed login; every other error reads `error`.
      errorHandler: (error, _request, reply) => {
        if (error instanceof AppError || (error as { validation?: unknown }).validation) {
          const status = error instanceof AppError ? error.status : 400;
          const body =
            error instanceof AppError
              ? errorBody(error.code, error.message)
              : errorBody('bad_request', messages.auth.bothFieldsRequired);
          if (error instanceof AppError && 'retryAfterSeconds' in error) {
            reply.header('Retry-After', String(error.retryAfterSeconds));
          }
          return reply.status(status).send({ ...body, message: body.error });
        }
        throw error;
      },
    },
    async (request, reply) => {
      const { token, email, expiresAt, knownDevice } = await login(
        app.db,
        throttle,
        {
          ...request.body,
          ip: request.ip,
          knownDevice: request.cookies[KNOWN_DEVICE_COOKIE],
          userAgent: request.headers['user-agent'],
        },
        sessionPolicy(app),
        await knownDeviceSecret(),
      ).catch(async (error: unknown) => {
        // The activity log keeps a refused sign-in: the address tried, never the password.
        await recordRefusedSignIn(app, request, error, request.body.email);
        throw error;
      });
      await recordSignIn(app, request, 'signed-in', email);
      setSessionCookie(app, reply, token, expiresAt);
      setKnownDeviceCookie(app, reply, knownDevice.value, knownDevice.expiresAt);
      return { message: messages.auth.loggedIn, email };
    },
  );

  app.post(authPaths.logout, { schema: { response: { 200: messageBodySchema } } }, async (request, reply) => {
    const token = sessionToken(app, request);
    const leaving = token ? await readSession(app, request) : null;
    if (token) await logout(app.db, token);
    if (leaving) await recordSignIn(app, request, 'signed-out', leaving.email);
    clearSessionCookie(app, reply);
    return { message: messages.auth.loggedOut };
  });

  app.get(
    authPaths.session,
    { schema: { response: { 200: sessionSchema, 401: errorBodySchema } } },
    async (request, reply) => {
      const admin = await readSession(app, request);
      if (!admin) {
        clearSessionCookie(app, reply);
        return reply.status(401).send(errorBody('unauthorized', messages.auth.unauthorized));
      }
      return {
        email: admin.email,
        name: admin.name,
        role: admin.role,
        permissions: permissionsOf(admin.role),
      };
    },
  );
};
