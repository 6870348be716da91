import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageBodySchema } from '#shared/api/errors';
import {
  appConfirmSchema,
  appEnrolmentSchema,
  passkeyAddedSchema,
  passkeyOptionsSchema,
  passkeyRegistrationSchema,
  passwordCheckSchema,
  recoveryCodesSchema,
  requiredRolesSchema,
  secondFactorPaths,
  secondFactorStatusSchema,
} from '#shared/api/second-factor';
import { organisation } from '#shared/organisation';
import { NotFoundError } from '#server/errors';
import { messages } from '#shared/messages';
import { requiredRoles, setRequiredRoles } from './requirement.ts';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { passkeyRegistrationOptions, registerPasskey, removePasskey } from './passkeys.ts';
import { relyingPartyOf } from './relying-party.ts';
import {
  checkPassword,
  confirmTotp,
  issueRecoveryCodes,
  resetSecondFactor,
  startTotp,
  statusOf,
  turnOffTotp,
} from './second-factor.service.ts';

const say = messages.secondFactor;
const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Each person's own second factor (permission 'signed-in'), and an owner's reset of a colleague's
 * (permission 'staff'). Registered in the dashboard scope.
 */
export const secondFactorRoutes =
  (now: () => Date): FastifyPluginAsyncZod =>
  async (app) => {
    const me = (request: { admin: { adminId: number } | null }) => request.admin!.adminId;
    const rp = relyingPartyOf(app.config.publicUrl, organisation.name);

    app.get(
      secondFactorPaths.status,
      { config: { beforeSecondFactor: true }, schema: { response: { 200: secondFactorStatusSchema } } },
      async (request) => statusOf(app.db, me(request)),
    );

    app.post(
      secondFactorPaths.app,
      {
        config: { audit: 'Began setting up an authenticator app', beforeSecondFactor: true },
        schema: { response: { 200: appEnrolmentSchema } },
      },
      async (request) => startTotp(app.db, app.dataKey, me(request), rp.name),
    );

    app.post(
      secondFactorPaths.appConfirm,
      {
        config: {
          audit: 'Set up an authenticator app for the second step of sign-in',
          beforeSecondFactor: true,
        },
        schema: { body: appConfirmSchema, response: { 200: recoveryCodesSchema } },
      },
      async (request) => ({
        codes: await confirmTotp(app.db, app.dataKey, me(request), request.body.code, now()),
      }),
    );

    app.delete(
      secondFactorPaths.app,
      {
        config: { audit: 'Removed their authenticator app' },
        schema: { body: passwordCheckSchema, response: { 200: messageBodySchema } },
      },
      async (request) => {
        await checkPassword(app.db, me(request), request.body.password);
        await turnOffTotp(app.db, me(request));
        return { message: say.appRemoved };
      },
    );

    app.post(
      secondFactorPaths.recoveryCodes,
      {
        config: { audit: 'Made new recovery codes' },
        schema: { body: passwordCheckSchema, response: { 200: recoveryCodesSchema } },
      },
      async (request) => {
        await checkPassword(app.db, me(request), request.body.password);
        return { codes: await issueRecoveryCodes(app.db, me(request)) };
      },
    );

    app.post(
      secondFactorPaths.passkeyOptions,
      {
        config: { audit: false, beforeSecondFactor: true },
        schema: { response: { 200: passkeyOptionsSchema } },
      },
      async (request) => ({ ...(await passkeyRegistrationOptions(app.db, request.admin!, rp, now())) }),
    );

    app.post(
      secondFactorPaths.passkeys,
      {
        config: { audit: 'Added a passkey for the second step of sign-in', beforeSecondFactor: true },
        schema: { body: passkeyRegistrationSchema, response: { 200: passkeyAddedSchema } },
      },
      async (request) =>
        registerPasskey(
          app.db,
          me(request),
          {
            name: request.body.name,
            response: request.body.response as unknown as RegistrationResponseJSON,
          },
          rp,
          now(),
        ),
    );

    app.delete(
      secondFactorPaths.passkey,
      {
        config: { audit: 'Removed a passkey' },
        schema: {
          params: z.object({ id: z.string().min(1).max(1400) }),
          body: passwordCheckSchema,
          response: { 200: messageBodySchema },
        },
      },
      async (request) => {
        await checkPassword(app.db, me(request), request.body.password);
        if (!(await removePasskey(app.db, me(request), request.params.id))) {
          throw new NotFoundError(say.passkeyNotFound);
        }
        return { message: say.passkeyRemoved };
      },
    );

    app.get(
      secondFactorPaths.required,
      { config: { permission: 'staff' }, schema: { response: { 200: requiredRolesSchema } } },
      async () => ({ roles: await requiredRoles(app.db, app.config) }),
    );

    app.put(
      secondFactorPaths.required,
      {
        config: { permission: 'staff', audit: 'Changed which roles must use two-step sign-in' },
        schema: { body: requiredRolesSchema, response: { 200: requiredRolesSchema } },
      },
      async (request) => {
        request.auditBefore = { roles: (await requiredRoles(app.db, app.config)).join(', ') };
        await setRequiredRoles(app.db, request.body.roles);
        return { roles: await requiredRoles(app.db, app.config) };
      },
    );

    app.post(
      secondFactorPaths.reset,
      {
        config: { permission: 'staff', audit: 'Cleared a colleague’s second step of sign-in' },
        schema: { params: idParams, response: { 200: messageBodySchema } },
      },
      async (request) => {
        const found = await app.db
          .selectFrom('admins')
          .select('id')
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        if (!found) throw new NotFoundError(say.personNotFound);
        await resetSecondFactor(app.db, found.id);
        return { message: say.resetDone };
      },
    );
  };
