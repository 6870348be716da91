import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/api/errors.ts';
import {
  addSubscriptionResponseSchema,
  addSubscriptionSchema,
  subscriptionListSchema,
  subscriptionPaths,
} from '../../../shared/api/subscriptions.ts';
import { messages } from '../../../shared/messages.ts';
import * as service from './subscriptions.service.ts';

/** Called after a new subscription is stored; the mail feature sends the confirmation mail from here. */
export type OnSubscribed = (subscription: {
  id: number;
  email: string;
  status: 'active' | 'pending';
}) => Promise<void>;

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
        const result = await service.subscribe(app.db, request.body, { doubleOptIn: app.config.doubleOptIn });
        await onSubscribed({ ...result, email: request.body.email });
        const pendingConfirmation = result.status === 'pending';
        return reply.status(201).send({
          message: pendingConfirmation ? messages.subscriptions.checkInbox : messages.subscriptions.success,
          pendingConfirmation,
        });
      },
    );
  };
}

export const subscriptionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(subscriptionPaths.list, { schema: { response: { 200: subscriptionListSchema } } }, async () =>
    service.listSubscriptions(app.db),
  );
};
