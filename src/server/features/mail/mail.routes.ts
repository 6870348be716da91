import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/api/common';
import { errorBodySchema, messageBodySchema } from '#shared/api/errors';
import { ServiceUnavailableError, UnauthorizedError } from '#server/errors';
import {
  campaignMessages,
  campaignListSchema,
  failedDeliveryListSchema,
  mailDraftSchema,
  mailDraftTexts,
  mailPaths,
  mailPreviewSchema,
  resumeCampaignResponseSchema,
  sendEmailResponseSchema,
  sendEmailSchema,
  type MailDraft,
  type MailPreview,
} from '#shared/api/mail';
import { messages } from '#shared/messages';
import * as service from './campaigns.service.ts';
import { cancelCampaign, sendCampaignNow } from './scheduled-campaigns.ts';

/**
 * Administrator endpoints of the mail queue. send_email answers as soon as the campaign is queued: the spec's
 * success message now means "queued"; the campaign history shows the progress.
 */
export interface MailDraftDeps {
  preview: (draft: MailDraft) => Promise<MailPreview>;
  /** Sends the draft to `to` alone, unless today's mail cap leaves no room; the SMTP server may fail it. */
  sendTest: (draft: MailDraft, to: string) => Promise<'sent' | 'cap-reached' | 'failed'>;
}

/** A draft whose rich text cleans down to nothing is refused as an empty message. */
function checkedDraft(draft: MailDraft): MailDraft {
  return { ...draft, message: service.storedMessage(draft.message, draft.format) };
}

export function mailAdminRoutes(queue: { wake(): void }, drafts: MailDraftDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      mailPaths.preview,
      {
        config: { audit: false },
        schema: { body: mailDraftSchema, response: { 200: mailPreviewSchema, '4xx': errorBodySchema } },
      },
      async (request) => drafts.preview(checkedDraft(request.body)),
    );

    app.post(
      mailPaths.test,
      {
        schema: {
          body: mailDraftSchema,
          response: { 200: messageBodySchema, '4xx': errorBodySchema, 503: errorBodySchema },
        },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' }, audit: 'Sent a test mail to themselves' },
      },
      async (request) => {
        const to = request.admin?.email;
        if (!to) throw new UnauthorizedError(messages.auth.unauthorized);
        const outcome = await drafts.sendTest(checkedDraft(request.body), to);
        // The cap is counted per UTC day: come back within the hour to see if the day has turned.
        if (outcome === 'cap-reached') throw new ServiceUnavailableError(mailDraftTexts.capReached, 3600);
        if (outcome === 'failed') throw new ServiceUnavailableError(mailDraftTexts.sendFailed, 60);
        return { message: mailDraftTexts.testSent(to) };
      },
    );

    app.post(
      mailPaths.send,
      {
        config: { audit: 'Sent mail to subscribers' },
        schema: { body: sendEmailSchema, response: { 200: sendEmailResponseSchema, '4xx': errorBodySchema } },
      },
      async (request) => {
        const queued = await service.queueCampaign(app.db, request.body);
        queue.wake();
        const message = queued.sendAt ? campaignMessages.scheduled(queued.sendAt) : messages.mail.sent;
        return { message, ...queued };
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
        config: { audit: 'Resumed sending a mail' },
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

    const scheduledCampaignRoute = {
      schema: {
        params: idParamsSchema,
        response: { 200: resumeCampaignResponseSchema, '4xx': errorBodySchema },
      },
    };
    app.post(
      mailPaths.cancelCampaign(':id'),
      { ...scheduledCampaignRoute, config: { audit: 'Cancelled a scheduled mail' } },
      async (request) => cancelCampaign(app.db, request.params.id),
    );
    app.post(
      mailPaths.sendCampaignNow(':id'),
      { ...scheduledCampaignRoute, config: { audit: 'Sent a scheduled mail now' } },
      async (request) => {
        const campaign = await sendCampaignNow(app.db, request.params.id);
        queue.wake();
        return campaign;
      },
    );
  };
}
