import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '#shared/api/errors';
import {
  addSubscriptionResponseSchema,
  addSubscriptionSchema,
  subscriptionListSchema,
  subscriptionPaths,
} from '#shared/api/subscriptions';
import { consentContext } from '../consent/consent.service.ts';
import * as service from './subscriptions.service.ts';
import type { OnSubscribed } from './subscriptions.service.ts';

export function subscriptionPublicRoutes(onSubscribed: OnSubscribed): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      subscriptionPaths.add,
      {
        config: { rateLimit: { max: app.config.rateLimits.subscribePerMinute, timeWindow: '1 minute' } },
        schema: {
          body: addSubscriptionSchema,
          response: { 201: addSubscriptionResponseSchema, '4xx': errorBodySchema },
        },
      },
      async (request, reply) => {
        const options = { doubleOptIn: app.config.doubleOptIn };
        const { email, role, noticeVersion, language } = request.body;
        const context = consentContext(request, noticeVersion);
        const mail = await service.subscribe(app.db, { email, role, language }, options, context);
        if (mail) onSubscribed({ ...mail, email: request.body.email });
        // The same answer whatever the address's state: new, active, pending or unsubscribed.
        return reply.status(201).send(service.subscribeAnswer(options));
      },
    );
  };
}

export const subscriptionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(subscriptionPaths.list, { schema: { response: { 200: subscriptionListSchema } } }, async () =>
    service.listSubscriptions(app.db),
  );
};
