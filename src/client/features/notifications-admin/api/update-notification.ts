import { notificationPaths, type NotificationInput } from '#shared/api/notifications';
import { messages } from '#shared/messages';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { useChange } from '#client/admin/use-change.ts';
import { notificationAnswerSchema } from './notification-answer.ts';

export interface UpdateNotificationVariables extends NotificationInput {
  id: number;
}

/** PUT /api/update_notification/{id} {title, description}. */
export function updateNotification({ id, ...body }: UpdateNotificationVariables) {
  return apiFetch(notificationPaths.update(id), matches(notificationAnswerSchema), {
    method: 'PUT',
    body,
    fallbackMessage: messages.notifications.updateFailed,
  });
}

export const useUpdateNotification = () => useChange(updateNotification, queryKeys.notifications);
