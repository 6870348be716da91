import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/api/common';
import { errorBodySchema } from '#shared/api/errors';
import {
  audienceKeyParamsSchema,
  audienceListSchema,
  audiencePaths,
  audienceSchema,
  createAudienceSchema,
  removeAudienceQuerySchema,
  removeAudienceResponseSchema,
  reorderAudiencesSchema,
  setSubscriberAudienceSchema,
  updateAudienceSchema,
} from '#shared/api/audiences';
import { subscriptionSchema } from '#shared/api/subscriptions';
import * as service from './audiences.service.ts';

const withErrors = <T>(ok: T) => ({ ...ok, '4xx': errorBodySchema });

/**
 * The administrator's audiences. Names, order and what the subscribe form offers are drawn into the
 * public pages: `afterResponse` is the content's own hook, which renders the site again after a write that
 * succeeded (content-changes.ts).
 */
export const audienceAdminRoutes =
  (afterResponse: (request: FastifyRequest, reply: FastifyReply) => Promise<void>): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onResponse', afterResponse);

    app.get(audiencePaths.list, { schema: { response: { 200: audienceListSchema } } }, async () =>
      service.listAudiences(app.db),
    );

    app.post(
      audiencePaths.list,
      {
        config: { audit: 'Added an audience' },
        schema: { body: createAudienceSchema, response: withErrors({ 201: audienceSchema }) },
      },
      async (request, reply) => reply.status(201).send(await service.createAudience(app.db, request.body)),
    );

    app.post(
      audiencePaths.order,
      {
        config: { audit: 'Changed the order of the audiences' },
        schema: { body: reorderAudiencesSchema, response: withErrors({ 200: audienceListSchema }) },
      },
      async (request) => service.reorderAudiences(app.db, request.body.keys),
    );

    app.put(
      audiencePaths.one(':key'),
      {
        config: { audit: 'Changed an audience' },
        schema: {
          params: audienceKeyParamsSchema,
          body: updateAudienceSchema,
          response: withErrors({ 200: audienceSchema }),
        },
      },
      async (request) => service.updateAudience(app.db, request.params.key, request.body),
    );

    app.delete(
      audiencePaths.one(':key'),
      {
        config: { audit: 'Removed an audience' },
        schema: {
          params: audienceKeyParamsSchema,
          querystring: removeAudienceQuerySchema,
          response: withErrors({ 200: removeAudienceResponseSchema }),
        },
      },
      async (request) => service.removeAudience(app.db, request.params.key, request.query.moveTo),
    );
  };

/** The administrator moves one subscriber to another audience (nothing the public pages show). */
export const subscriberAudienceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    audiencePaths.subscriberAudience(':id'),
    {
      config: { audit: 'Moved a subscriber to another audience' },
      schema: {
        params: idParamsSchema,
        body: setSubscriberAudienceSchema,
        response: withErrors({ 200: subscriptionSchema }),
      },
    },
    async (request) => service.setSubscriberAudience(app.db, request.params.id, request.body.audience),
  );
};
