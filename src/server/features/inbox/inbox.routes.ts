import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/api/common';
import { errorBodySchema, messageBodySchema } from '#shared/api/errors';
import {
  contactMessageSchema,
  contactReceivedMessage,
  contactSchema,
  formReceivedSchema,
  inboxPaths,
  inboxUpdateSchema,
  interestEntrySchema,
  interestReceivedMessage,
  interestSchema,
} from '#shared/api/inbox';
import type { Db } from '#server/db/database';
import { consentContext, type ConsentContext } from '../consent/consent.service.ts';
import * as service from './inbox.service.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A public form: limited per client address, stored with the sender's consent to the notice its form
 * showed, and thanked with the form's own message.
 */
function publicForm<S extends z.ZodType<{ noticeVersion?: string | undefined }>>(
  app: App,
  path: string,
  body: S,
  receive: (db: Db, input: z.output<S>, context: ConsentContext) => Promise<void>,
  message: string,
) {
  app.post(
    path,
    {
      config: { rateLimit: { max: app.config.rateLimits.formsPerMinute, timeWindow: '1 minute' } },
      schema: { body, response: { 201: formReceivedSchema, '4xx': errorBodySchema } },
    },
    async (request, reply) => {
      const input = request.body as z.output<S>;
      await receive(app.db, input, consentContext(request, input.noticeVersion));
      return reply.status(201).send({ message });
    },
  );
}

export const inboxPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  publicForm(app, inboxPaths.contact, contactSchema, service.receiveContact, contactReceivedMessage);
  publicForm(app, inboxPaths.interest, interestSchema, service.receiveInterest, interestReceivedMessage);
};

const kindParams = idParamsSchema.extend({ kind: z.enum(['contact', 'interest']) });

export const inboxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    inboxPaths.contactList,
    { schema: { response: { 200: z.array(contactMessageSchema) } } },
    async () => service.listContacts(app.db),
  );
  app.get(
    inboxPaths.interestList,
    { schema: { response: { 200: z.array(interestEntrySchema) } } },
    async () => service.listInterests(app.db),
  );
  app.patch(
    inboxPaths.item(':kind', ':id'),
    {
      config: { audit: 'Marked a message read or unread' },
      schema: {
        params: kindParams,
        body: inboxUpdateSchema,
        response: { 200: messageBodySchema, '4xx': errorBodySchema },
      },
    },
    async (request) => {
      await service.setRead(app.db, request.params.kind, request.params.id, request.body.read);
      return { message: 'Saved' };
    },
  );
  app.delete(
    inboxPaths.item(':kind', ':id'),
    {
      config: { audit: 'Deleted a message' },
      schema: { params: kindParams, response: { 200: messageBodySchema, '4xx': errorBodySchema } },
    },
    async (request) => {
      await service.remove(app.db, request.params.kind, request.params.id);
      return { message: 'Deleted' };
    },
  );
};
