import { useMutation } from '@tanstack/react-query';
import { messageBodySchema } from '#shared/api/errors';
import { mailPaths, mailPreviewSchema, type MailDraft } from '#shared/api/mail';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';

/** POST /api/campaigns/preview {subject, message, format}: the mail as a subscriber will receive it. */
export const previewMail = (draft: MailDraft) =>
  apiFetch(mailPaths.preview, matches(mailPreviewSchema), { method: 'POST', body: draft });

/** POST /api/campaigns/test {subject, message, format}: the mail sent to the signed-in administrator alone. */
export const sendTestMail = (draft: MailDraft) =>
  apiFetch(mailPaths.test, matches(messageBodySchema), { method: 'POST', body: draft });

export const usePreviewMail = () => useMutation({ mutationFn: previewMail });
export const useSendTestMail = () => useMutation({ mutationFn: sendTestMail });
