import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/api/common';
import { errorBodySchema, messageBodySchema } from '#shared/api/errors';
import {
  alertMessages,
  alertPaths,
  pushKeySchema,
  pushSendSchema,
  pushStatusSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '#shared/api/alerts';
import { addressKeyOf } from './address-key.ts';
import * as service from './alerts.service.ts';
import type { VapidKeys } from './vapid-keys.ts';

export interface AlertRouteDeps {
  vapid: () => Promise<VapidKeys>;
  /** The secret the visitors' networks are hashed with (address-key.ts). */
  addressSecret: () => Promise<string>;
  endpointAllowed: (endpoint: string) => boolean;
  now: () => Date;
}

/** A device turns alerts on or off; the page asks for the key it subscribes with. */
export function alertPublicRoutes(deps: AlertRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // As many as the subscribe form allows: a device subscribes once, and a page retries at most once.
    const rateLimit = { max: app.config.rateLimits.subscribePerMinute, timeWindow: '1 minute' };
    app.get(alertPaths.key, { schema: { response: { 200: pushKeySchema } } }, async () => ({
      publicKey: (await deps.vapid()).publicKey,
    }));
    app.post(
      alertPaths.subscribe,
      {
        config: { rateLimit },
        schema: {
          body: pushSubscriptionSchema,
          response: { 201: messageBodySchema, '4xx': errorBodySchema },
        },
      },
      async (request, reply) => {
        await service.subscribe(app.db, request.body, {
          addressKey: addressKeyOf(await deps.addressSecret(), request.ip),
          now: deps.now().toISOString(),
          limits: app.config.push,
          endpointAllowed: deps.endpointAllowed,
        });
        return reply.status(201).send({ message: alertMessages.subscribed });
      },
    );
    app.post(
      alertPaths.unsubscribe,
      {
        config: { rateLimit },
        schema: { body: pushUnsubscribeSchema, response: { 200: messageBodySchema, '4xx': errorBodySchema } },
      },
      async (request) => {
        await service.unsubscribe(app.db, request.body.endpoint);
        return { message: alertMessages.unsubscribed };
      },
    );
  };
}

/**
 * Dashboard: how many devices have alerts on and what each alert reached; sending a published notification
 * as an alert (queued: `queue` starts the sending after the answer).
 */
export function alertAdminRoutes(deps: {
  queue: (notificationId: number) => Promise<void>;
  now: () => Date;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(alertPaths.status, { schema: { response: { 200: pushStatusSchema } } }, async () =>
      service.pushStatus(app.db),
    );
    app.post(
      alertPaths.send(':id'),
      {
        config: { audit: 'Sent a notification as an alert' },
        schema: { params: idParamsSchema, response: { 201: pushSendSchema, '4xx': errorBodySchema } },
      },
      async (request, reply) => {
        const { id } = request.params;
        const devices = await service.sendAlert(app.db, id, deps.now().toISOString());
        if (devices > 0) await deps.queue(id);
        return reply.status(201).send({ message: alertSentMessage(devices), devices });
      },
    );
  };
}

/** What the administrator reads once an alert is on its way. */
export function alertSentMessage(devices: number): string {
  if (devices === 0) return 'No device has alerts turned on yet, so the alert went to no one.';
  return `The alert is on its way to ${devices} ${devices === 1 ? 'device' : 'devices'}.`;
}
