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
import * as service from './inbox.service.ts';

export const inboxPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const formLimit = { rateLimit: { max: app.config.rateLimits.formsPerMinute, timeWindow: '1 minute' } };
  app.post(
    inboxPaths.contact,
    {
      config: formLimit,
      schema: { body: contactSchema, response: { 201: formReceivedSchema, '4xx': errorBodySchema } },
    },
    async (request, reply) => {
      await service.receiveContact(app.db, request.body);
      return reply.status(201).send({ message: contactReceivedMessage });
    },
  );
  app.post(
    inboxPaths.interest,
    {
      config: formLimit,
      schema: { body: interestSchema, response: { 201: formReceivedSchema, '4xx': errorBodySchema } },
    },
    async (request, reply) => {
      await service.receiveInterest(app.db, request.body);
      return reply.status(201).send({ message: interestReceivedMessage });
    },
  );
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
    { schema: { params: kindParams, response: { 200: messageBodySchema, '4xx': errorBodySchema } } },
    async (request) => {
      await service.remove(app.db, request.params.kind, request.params.id);
      return { message: 'Deleted' };
    },
  );
};
