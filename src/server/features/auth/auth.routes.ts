import { messages } from '#shared/messages';
import { permissionsOf } from '#shared/staff/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authPaths, loginResponseSchema, loginSchema, sessionSchema } from '#shared/api/auth';
import { errorBodySchema, messageBodySchema } from '#shared/api/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, UnauthorizedError } from '#server/errors';
import { passkeyOptionsSchema, secondFactorPaths, secondFactorSignInSchema } from '#shared/api/second-factor';
import { organisation } from '#shared/organisation';
import { relyingPartyOf } from './second-factor/relying-party.ts';
import {
  clearSessionCookie,
  clearSignInStepCookie,
  KNOWN_DEVICE_COOKIE,
  sessionPolicy,
  setKnownDeviceCookie,
  setSessionCookie,
  setSignInStepCookie,
  SIGN_IN_STEP_COOKIE,
} from './session.ts';
import { sessionToken } from '#server/plugins/session-cookie';
import { errorBody } from '#server/plugins/error-handler';
import {
  completeSignIn,
  login,
  logout,
  passkeyOptionsForSignIn,
  signingInAs,
  type SignedIn,
  type SignInClient,
} from './auth.service.ts';
import { loadKnownDeviceSecret } from './known-device.ts';
import { readSession } from './session.ts';
import { mustSetUpSecondFactor } from './second-factor/requirement.ts';
import { createLoginThrottle } from './throttle-store.ts';
import { recordRefusedSignIn, recordSignIn } from '#server/features/audit/audit.service';

/**
 * The spec's client reads `message` on a failed login; every other error reads `error`. A body of the
 * wrong shape gets `refusedBody`'s words.
 */
const signInErrors =
  (refusedBody: string) => (error: Error, _request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError || (error as { validation?: unknown }).validation) {
      const status = error instanceof AppError ? error.status : 400;
      const body =
        error instanceof AppError
          ? errorBody(error.code, error.message, error.field)
          : errorBody('bad_request', refusedBody);
      if (error instanceof AppError && 'retryAfterSeconds' in error) {
        reply.header('Retry-After', String(error.retryAfterSeconds));
      }
      return reply.status(status).send({ ...body, message: body.error });
    }
    throw error;
  };

const clientOf = (request: FastifyRequest): SignInClient => ({
  ip: request.ip,
  knownDevice: request.cookies[KNOWN_DEVICE_COOKIE],
  userAgent: request.headers['user-agent'],
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = createLoginThrottle(app.db, app.redis, app.log);
  const rp = relyingPartyOf(app.config.publicUrl, organisation.name);
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
      errorHandler: signInErrors(messages.auth.bothFieldsRequired),
    },
    async (request, reply) => {
      const client = clientOf(request);
      const result = await login(
        app.db,
        throttle,
        { ...request.body, ...client },
        sessionPolicy(app),
        await knownDeviceSecret(),
      ).catch(async (error: unknown) => {
        // The activity log keeps a refused sign-in: the address tried, never the password.
        await recordRefusedSignIn(app, request, error, request.body.email);
        throw error;
      });
      if (result.step === 'second-factor') {
        setSignInStepCookie(app, reply, result.challenge);
        return {
          message: messages.auth.secondFactorNeeded,
          email: result.email,
          secondFactor: result.methods,
        };
      }
      return signIn(request, reply, result);
    },
  );

  app.post(
    secondFactorPaths.signIn,
    {
      schema: {
        body: secondFactorSignInSchema,
        response: { 200: loginResponseSchema, '4xx': errorBodySchema },
      },
      errorHandler: signInErrors(messages.secondFactor.codeNeeded),
    },
    async (request, reply) => {
      const challenge = request.cookies[SIGN_IN_STEP_COOKIE];
      if (!challenge) throw new UnauthorizedError(messages.secondFactor.expired);
      const result = await completeSignIn(
        app.db,
        throttle,
        { ...request.body, ...clientOf(request), challenge },
        sessionPolicy(app),
        { knownDevice: await knownDeviceSecret(), dataKey: app.dataKey, rp },
      ).catch(async (error: unknown) => {
        const email = await signingInAs(app.db, challenge);
        if (email) await recordRefusedSignIn(app, request, error, email);
        throw error;
      });
      clearSignInStepCookie(app, reply);
      return signIn(request, reply, result);
    },
  );

  app.post(
    secondFactorPaths.signInPasskeyOptions,
    {
      schema: { response: { 200: passkeyOptionsSchema, '4xx': errorBodySchema } },
      errorHandler: signInErrors(messages.secondFactor.codeNeeded),
    },
    async (request) => {
      const challenge = request.cookies[SIGN_IN_STEP_COOKIE];
      const options = challenge ? await passkeyOptionsForSignIn(app.db, challenge, rp) : undefined;
      if (!options) throw new UnauthorizedError(messages.secondFactor.expired);
      return { ...options };
    },
  );

  async function signIn(request: FastifyRequest, reply: FastifyReply, result: SignedIn) {
    await recordSignIn(app, request, 'signed-in', result.email);
    setSessionCookie(app, reply, result.token, result.expiresAt);
    setKnownDeviceCookie(app, reply, result.knownDevice.value, result.knownDevice.expiresAt);
    return { message: messages.auth.loggedIn, email: result.email };
  }

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
        secondFactorRequired: await mustSetUpSecondFactor(app.db, app.config, admin),
      };
    },
  );
};
