import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/api/common';
import { errorBodySchema } from '#shared/api/errors';
import {
  campaignListSchema,
  failedDeliveryListSchema,
  mailPaths,
  resumeCampaignResponseSchema,
  sendEmailResponseSchema,
  sendEmailSchema,
} from '#shared/api/mail';
import { messages } from '#shared/messages';
import * as service from './campaigns.service.ts';

/**
 * Administrator endpoints of the mail queue. send_email answers as soon as the campaign is queued: the spec's
 * success message now means "queued"; the campaign history shows the progress.
 */
export function mailAdminRoutes(queue: { wake(): void }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      mailPaths.send,
      {
        schema: { body: sendEmailSchema, response: { 200: sendEmailResponseSchema, '4xx': errorBodySchema } },
      },
      async (request) => {
        const queued = await service.queueCampaign(app.db, request.body);
        queue.wake();
        return { message: messages.mail.sent, ...queued };
      },
    );

    app.get(mailPaths.campaigns, { schema: { response: { 200: campaignListSchema } } }, async () =>
      service.listCampaigns(app.db),
    );

    app.get(
      mailPaths.campaignFailures(':id'),
      {
        schema: {
          params: idParamsSchema,
          response: { 200: failedDeliveryListSchema, '4xx': errorBodySchema },
        },
      },
      async (request) => service.listFailures(app.db, request.params.id),
    );

    app.post(
      mailPaths.resumeCampaign(':id'),
      {
        schema: {
          params: idParamsSchema,
          response: { 200: resumeCampaignResponseSchema, '4xx': errorBodySchema },
        },
      },
      async (request) => {
        const campaign = await service.resumeCampaign(app.db, request.params.id);
        queue.wake();
        return campaign;
      },
    );
  };
}
