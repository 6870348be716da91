import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/api/common';
import { errorBodySchema, messageBodySchema } from '#shared/api/errors';
import {
  notificationInputSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPaths,
  notificationSchema,
} from '#shared/api/notifications';
import { messages } from '#shared/messages';
import type { ResponseCache } from '#server/plugins/response-cache';
import * as service from './notifications.service.ts';
import { auditBefore } from '#server/features/audit/audit.service';

export function notificationPublicRoutes(cache: ResponseCache): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      notificationPaths.list,
      {
        schema: {
          querystring: notificationListQuerySchema,
          response: { 200: notificationListSchema, '4xx': errorBodySchema },
        },
      },
      async (request, reply) => {
        const { limit } = request.query;
        // Always newest first by notification_date; `sort=newest` is accepted for explicitness.
        return cache.send(request, reply, `notifications:${limit ?? 'all'}`, () =>
          service.listNotifications(app.db, limit),
        );
      },
    );
  };
}

/**
 * Adding, changing and deleting notifications. `changed` runs after each change: the cached lists go, and
 * the home page, whose latest notifications are drawn into its HTML, is rendered again.
 */
export function notificationAdminRoutes(changed: () => void): FastifyPluginAsyncZod {
  return async (app) => {
    const withMessage = z.object({ message: z.string(), notification: notificationSchema });
    app.post(
      notificationPaths.add,
      {
        config: { audit: 'Published a notification' },
        schema: { body: notificationInputSchema, response: { 201: withMessage, '4xx': errorBodySchema } },
      },
      async (request, reply) => {
        const notification = await service.addNotification(app.db, request.body);
        changed();
        return reply.status(201).send({ message: messages.notifications.added, notification });
      },
    );
    app.put(
      notificationPaths.update(':id'),
      {
        config: { audit: 'Changed a notification' },
        schema: {
          params: idParamsSchema,
          body: notificationInputSchema,
          response: { 200: withMessage, '4xx': errorBodySchema },
        },
      },
      async (request) => {
        request.auditBefore = await auditBefore.notification(app.db, request.params.id);
        const notification = await service.updateNotification(app.db, request.params.id, request.body);
        changed();
        return { message: messages.notifications.updated, notification };
      },
    );
    app.delete(
      notificationPaths.remove(':id'),
      {
        config: { audit: 'Deleted a notification' },
        schema: { params: idParamsSchema, response: { 200: messageBodySchema, '4xx': errorBodySchema } },
      },
      async (request) => {
        request.auditBefore = await auditBefore.notification(app.db, request.params.id);
        await service.deleteNotification(app.db, request.params.id);
        changed();
        return { message: messages.notifications.deleted };
      },
    );
  };
}
