import { mailPaths, sendEmailResponseSchema, type SendEmailInput } from '#shared/api/mail';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { useChange } from '#client/admin/use-change.ts';

export interface SendEmailAnswer {
  message: string;
  campaignId: number;
  recipients: number;
}

/** POST /api/send_email {recipientType, email (single), emails (other types), subject, message, format, sendAt (later)}. */
export function sendEmail(input: SendEmailInput): Promise<SendEmailAnswer> {
  return apiFetch(mailPaths.send, matches(sendEmailResponseSchema), { method: 'POST', body: input });
}

export const useSendEmail = () => useChange(sendEmail, queryKeys.campaigns);
