import { notificationPaths, type NotificationInput } from '#shared/api/notifications';
import { messages } from '#shared/messages';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { useChange } from '#client/admin/use-change.ts';
import { notificationAnswerSchema } from './notification-answer.ts';

/** POST /api/add_notification {title, description}. */
export function addNotification(input: NotificationInput) {
  return apiFetch(notificationPaths.add, matches(notificationAnswerSchema), {
    method: 'POST',
    body: input,
    fallbackMessage: messages.notifications.addFailed,
  });
}

export const useAddNotification = () => useChange(addNotification, queryKeys.notifications);
