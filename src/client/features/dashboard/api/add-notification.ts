import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  notificationPaths,
  type Notification,
  type NotificationInput,
} from '../../../../shared/api/notifications.ts';
import { messages } from '../../../../shared/messages.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** POST /api/add_notification {title, description}. */
export function addNotification(input: NotificationInput) {
  return apiFetch<{ message: string; notification: Notification }>(notificationPaths.add, {
    method: 'POST',
    body: input,
    fallbackMessage: messages.notifications.addFailed,
  });
}

export function useAddNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}
