import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordSignIn } from '#server/features/audit/audit.service';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountPaths,
  confirmEmailSchema,
  deviceListSchema,
  emailChangeSchema,
  nameSchema,
  passwordChangeSchema,
  passwordResetPaths,
  profileSchema,
  resetCompleteSchema,
  resetRequestSchema,
  sessionParamsSchema,
  signedOutSchema,
} from '#shared/api/account';
import { errorBodySchema, messageBodySchema } from '#shared/api/errors';
import { messages } from '#shared/messages';
import { TooManyRequestsError } from '#server/errors';
import { normalizeIP } from '@fastify/rate-limit';
import { createLoginThrottle } from '#server/features/auth/auth.service';
import * as service from './account.service.ts';

const say = messages.account;

/** "Forgot your password?" per address asked about, and per client address, in one hour. */
export const RESET_REQUESTS_PER_ADDRESS = 3;
export const RESET_REQUESTS_PER_CLIENT = 10;
/** Password checks (a change of password or of address) per person in 15 minutes. */
export const PASSWORD_CHECKS_PER_PERSON = 10;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Counts the request under the limiter's key; refuses it with 429 and a plain message past the limit. */
async function within(limiter: Limiter, request: FastifyRequest, message: string): Promise<void> {
  const result = await limiter(request);
  if (!result.isAllowed && result.isExceeded) {
    throw new TooManyRequestsError(message, Math.max(1, result.ttlInSeconds));
  }
}

/**
 * Each person's own account (name, address, password, signed-in devices) for the dashboard scope, and the
 * password reset by mail with the link of a change of address for the public one (docs/staff.md).
 */
export function createAccountFeature(
  app: FastifyInstance,
  options: { mailer: service.TransactionalMailer; now: () => Date },
) {
  const deps: service.AccountDeps = {
    db: app.db,
    mailer: options.mailer,
    settings: { mailFrom: app.config.mailFrom, publicUrl: app.config.publicUrl },
    throttle: createLoginThrottle(app.db, app.redis, app.log),
    log: app.log,
    now: options.now,
    sending: new Set(),
  };

  const routes: FastifyPluginAsyncZod = async (scope) => {
    const passwordChecks = scope.createRateLimit({
      max: PASSWORD_CHECKS_PER_PERSON,
      timeWindow: '15 minutes',
      keyGenerator: (request) => `account-password:${request.admin!.adminId}`,
    });
    const checked = { response: { 200: messageBodySchema, '4xx': errorBodySchema } };

    scope.get(accountPaths.profile, { schema: { response: { 200: profileSchema } } }, async (request) =>
      service.getProfile(app.db, request.admin!, deps.now()),
    );
    scope.put(
      accountPaths.name,
      {
        config: { audit: 'Changed their own name' },
        schema: { body: nameSchema, response: { 200: profileSchema, '4xx': errorBodySchema } },
      },
      async (request) => service.setName(app.db, request.admin!, request.body.name, deps.now()),
    );
    scope.post(
      accountPaths.password,
      { config: { audit: 'Changed their own password' }, schema: { body: passwordChangeSchema, ...checked } },
      async (request) => {
        await within(passwordChecks, request, say.tooManyPasswordChecks);
        await service.changePassword(deps, request.admin!, request.body);
        return { message: say.passwordChanged };
      },
    );
    scope.post(
      accountPaths.email,
      {
        config: { audit: 'Asked to change their own e-mail address' },
        schema: { body: emailChangeSchema, ...checked },
      },
      async (request) => {
        await within(passwordChecks, request, say.tooManyPasswordChecks);
        await service.requestEmailChange(deps, request.admin!, request.body);
        return { message: say.emailLinkSent(request.body.email) };
      },
    );
    scope.get(accountPaths.sessions, { schema: { response: { 200: deviceListSchema } } }, async (request) =>
      service.listDevices(app.db, request.admin!, deps.now(), app.config.sessionIdleMs),
    );
    scope.post(
      accountPaths.signOutOthers,
      { config: { audit: 'Signed out their other devices' }, schema: { response: { 200: signedOutSchema } } },
      async (request) => {
        const count = await service.signOutOtherDevices(
          app.db,
          request.admin!,
          deps.now(),
          app.config.sessionIdleMs,
        );
        return { message: say.othersSignedOut(count), count };
      },
    );
    scope.delete(
      accountPaths.session(':id'),
      {
        config: { audit: 'Signed out one of their devices' },
        schema: { params: sessionParamsSchema, ...checked },
      },
      async (request) => {
        await service.signOutDevice(
          app.db,
          request.admin!,
          request.params.id,
          deps.now(),
          app.config.sessionIdleMs,
        );
        return { message: say.sessionSignedOut };
      },
    );
  };

  const publicRoutes: FastifyPluginAsyncZod = async (scope) => {
    const perClient = scope.createRateLimit({
      max: RESET_REQUESTS_PER_CLIENT,
      timeWindow: '1 hour',
      keyGenerator: (request) => `password-reset-client:${normalizeIP(request.ip, 64)}`,
    });
    const perAddress = scope.createRateLimit({
      max: RESET_REQUESTS_PER_ADDRESS,
      timeWindow: '1 hour',
      keyGenerator: (request) => `password-reset-address:${(request.body as { email: string }).email}`,
    });

    scope.post(
      passwordResetPaths.request,
      { schema: { body: resetRequestSchema, response: { 200: messageBodySchema, '4xx': errorBodySchema } } },
      async (request) => {
        await within(perClient, request, say.resetTooMany);
        await within(perAddress, request, say.resetTooMany);
        await service.requestPasswordReset(deps, request.body.email);
        return { message: say.resetRequested };
      },
    );
    scope.post(
      passwordResetPaths.complete,
      {
        schema: { body: resetCompleteSchema, response: { 200: messageBodySchema, '4xx': errorBodySchema } },
        // Guessing a 32-byte token is hopeless; this bounds the hashing a stranger can make us do.
        config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      },
      async (request) => {
        const email = await service.completePasswordReset(deps, request.body);
        await recordSignIn(app, request, 'password-reset', email);
        return { message: say.resetDone };
      },
    );
    scope.post(
      passwordResetPaths.confirmEmail,
      {
        schema: { body: confirmEmailSchema, response: { 200: messageBodySchema, '4xx': errorBodySchema } },
        config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      },
      async (request) => {
        const email = await service.confirmEmail(deps, request.body.token);
        await recordSignIn(app, request, 'address-confirmed', email);
        return { message: say.emailChanged(email) };
      },
    );
  };

  return {
    routes,
    publicRoutes,
    /** Waits for the mails still on their way (the app closes after them). */
    stop: () => Promise.allSettled([...deps.sending]).then(() => undefined),
  };
}
