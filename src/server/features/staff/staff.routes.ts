import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/api/common';
import { errorBodySchema, messageBodySchema } from '#shared/api/errors';
import {
  acceptInvitationResponseSchema,
  acceptInvitationSchema,
  changeRoleSchema,
  changeStatusSchema,
  invitationDetailsSchema,
  invitationParamsSchema,
  invitationQuerySchema,
  inviteResponseSchema,
  inviteSchema,
  staffListSchema,
  staffMessages as say,
  staffPaths,
} from '#shared/api/staff';
import { roleTexts } from '#shared/staff/roles';
import { startSession, type SessionPolicy } from '#server/features/auth/auth.service';
import { recordSignIn } from '#server/features/audit/audit.service';
import * as service from './staff.service.ts';

/** A public link's 32-byte token cannot be guessed; the limit bounds the password hashing a stranger can cause. */
const PUBLIC_LIMIT = { rateLimit: { max: 20, timeWindow: '1 hour' } };
const answered = { response: { 200: messageBodySchema, '4xx': errorBodySchema } };

/**
 * The owner's Staff panel (registered with the permission 'staff') and the public invitation page's two
 * routes (docs/staff.md).
 */
export function createStaffFeature(
  app: FastifyInstance,
  options: {
    mailer: service.TransactionalMailer;
    now: () => Date;
    /** How an accepted invitation signs its person in, as a login does (app.ts hands over the auth's). */
    signIn: {
      policy: SessionPolicy;
      setCookie: (reply: FastifyReply, token: string, expiresAt: Date) => void;
    };
  },
) {
  const deps: service.StaffDeps = {
    db: app.db,
    mailer: options.mailer,
    settings: { mailFrom: app.config.mailFrom, publicUrl: app.config.publicUrl },
    log: app.log,
    now: options.now,
  };
  const { db } = app;

  const adminRoutes: FastifyPluginAsyncZod = async (scope) => {
    scope.get(staffPaths.list, { schema: { response: { 200: staffListSchema } } }, async (request) =>
      service.listStaff(db, request.admin!, deps.now()),
    );
    scope.post(
      staffPaths.invitations,
      {
        schema: { body: inviteSchema, response: { 201: inviteResponseSchema, '4xx': errorBodySchema } },
        config: { audit: 'Invited a colleague to the dashboard' },
      },
      async (request, reply) => {
        const invitation = await service.invite(deps, request.admin!, request.body);
        return reply.status(201).send({ message: say.invited(invitation.email), invitation });
      },
    );
    scope.post(
      staffPaths.resendInvitation(':id'),
      {
        schema: {
          params: invitationParamsSchema,
          response: { 200: inviteResponseSchema, '4xx': errorBodySchema },
        },
        config: { audit: 'Sent an invitation again with a new link' },
      },
      async (request) => {
        const invitation = await service.resendInvitation(deps, request.admin!, request.params.id);
        request.auditBefore = `invitation to ${invitation.email} as ${roleTexts[invitation.role].label}`;
        return { message: say.resent(invitation.email), invitation };
      },
    );
    scope.delete(
      staffPaths.invitation(':id'),
      {
        schema: { params: invitationParamsSchema, ...answered },
        config: { audit: 'Withdrew an invitation' },
      },
      async (request) => {
        const { email } = await service.withdrawInvitation(db, request.params.id);
        request.auditBefore = `invitation to ${email}`;
        return { message: say.withdrawn(email) };
      },
    );
    scope.put(
      staffPaths.role(':id'),
      {
        schema: { params: idParamsSchema, body: changeRoleSchema, ...answered },
        config: { audit: 'Changed the role of a member of staff' },
      },
      async (request) => {
        const { name, role, before } = await service.changeRole(
          db,
          request.params.id,
          request.body.role,
          deps.now(),
        );
        request.auditBefore = { role: before };
        return { message: say.roleChanged(name, roleTexts[role].label) };
      },
    );
    scope.put(
      staffPaths.status(':id'),
      {
        schema: { params: idParamsSchema, body: changeStatusSchema, ...answered },
        config: { audit: 'Suspended or restored a member of staff' },
      },
      async (request) => {
        const { status } = request.body;
        const { name, before } = await service.setStatus(
          db,
          request.admin!,
          request.params.id,
          status,
          deps.now(),
        );
        request.auditBefore = { status: before };
        return { message: status === 'suspended' ? say.suspended(name) : say.restored(name) };
      },
    );
    scope.post(
      staffPaths.signOut(':id'),
      {
        schema: { params: idParamsSchema, ...answered },
        config: { audit: 'Signed a member of staff out on every device' },
      },
      async (request) => {
        const { name, email, count } = await service.signOutEverywhere(db, request.admin!, request.params.id);
        request.auditBefore = `${email}, signed in on ${count} ${count === 1 ? 'device' : 'devices'}`;
        return { message: say.signedOut(name, count) };
      },
    );
    scope.delete(
      staffPaths.person(':id'),
      { schema: { params: idParamsSchema, ...answered }, config: { audit: 'Removed a member of staff' } },
      async (request) => {
        const { name, email, role } = await service.removePerson(db, request.admin!, request.params.id);
        request.auditBefore = `${email}, ${roleTexts[role].label}`;
        return { message: say.removed(name) };
      },
    );
  };

  const publicRoutes: FastifyPluginAsyncZod = async (scope) => {
    scope.get(
      staffPaths.publicInvitation,
      {
        schema: {
          querystring: invitationQuerySchema,
          response: { 200: invitationDetailsSchema, '4xx': errorBodySchema },
        },
        config: PUBLIC_LIMIT,
      },
      async (request) => service.invitationDetails(db, request.query.token, deps.now()),
    );
    scope.post(
      staffPaths.acceptInvitation,
      {
        schema: {
          body: acceptInvitationSchema,
          response: { 201: acceptInvitationResponseSchema, '4xx': errorBodySchema },
        },
        config: PUBLIC_LIMIT,
      },
      async (request, reply) => {
        const account = await service.acceptInvitation(db, request.body, deps.now());
        const { token, expiresAt } = await startSession(
          db,
          account.adminId,
          { ip: request.ip, userAgent: request.headers['user-agent'] },
          options.signIn.policy,
        );
        options.signIn.setCookie(reply, token, expiresAt);
        await recordSignIn(app, request, 'invitation-accepted', account.email);
        return reply.status(201).send({ message: say.accepted, email: account.email });
      },
    );
  };

  return { adminRoutes, publicRoutes };
}
