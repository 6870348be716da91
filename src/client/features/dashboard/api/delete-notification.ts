import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationPaths } from '../../../../shared/api/notifications.ts';
import { messageBodySchema } from '../../../../shared/api/errors.ts';
import { messages } from '../../../../shared/messages.ts';
import { matches } from '../../../lib/answer-schema.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** DELETE /api/delete_notification/{id}. */
export function deleteNotification(id: number) {
  return apiFetch(notificationPaths.remove(id), matches(messageBodySchema), {
    method: 'DELETE',
    fallbackMessage: messages.notifications.deleteFailed,
  });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}
