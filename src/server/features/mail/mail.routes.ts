import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/api/errors.ts';
import { mailPaths, sendEmailResponseSchema, sendEmailSchema } from '../../../shared/api/mail.ts';
import { messages } from '../../../shared/messages.ts';
import type { Mailer } from './mailer.ts';
import { pickRecipients } from './recipients.ts';
import { BadRequestError } from '../../errors.ts';

export function mailAdminRoutes(mailer: Mailer): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      mailPaths.send,
      {
        schema: { body: sendEmailSchema, response: { 200: sendEmailResponseSchema, '4xx': errorBodySchema } },
      },
      async (request) => {
        const recipients = await pickRecipients(app.db, request.body);
        if (recipients.length === 0) throw new BadRequestError(messages.mail.noRecipients);
        for (const email of recipients) {
          await mailer.send({
            from: app.config.mailFrom,
            to: email,
            subject: request.body.subject,
            text: request.body.message,
          });
        }
        return { message: messages.mail.sent, campaignId: 0, recipients: recipients.length };
      },
    );
  };
}
