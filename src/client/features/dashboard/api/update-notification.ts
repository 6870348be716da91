import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  notificationPaths,
  type Notification,
  type NotificationInput,
} from '../../../../shared/api/notifications.ts';
import { messages } from '../../../../shared/messages.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../query-keys.ts';

export interface UpdateNotificationVariables extends NotificationInput {
  id: number;
}

/** PUT /api/update_notification/{id} {title, description}. */
export function updateNotification({ id, ...body }: UpdateNotificationVariables) {
  return apiFetch<{ message: string; notification: Notification }>(notificationPaths.update(id), {
    method: 'PUT',
    body,
    fallbackMessage: messages.notifications.updateFailed,
  });
}

export function useUpdateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}
