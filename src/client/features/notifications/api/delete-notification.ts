import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationPaths } from '#shared/api/notifications';
import { messageBodySchema } from '#shared/api/errors';
import { messages } from '#shared/messages';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';

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
