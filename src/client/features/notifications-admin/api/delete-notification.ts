import { notificationPaths } from '#shared/api/notifications';
import { messages } from '#shared/messages';
import { queryKeys } from '#client/admin/query-keys.ts';
import { sendChange } from '#client/admin/send-change.ts';
import { useChange } from '#client/admin/use-change.ts';

/** DELETE /api/delete_notification/{id}. */
export function deleteNotification(id: number) {
  return sendChange(notificationPaths.remove(id), 'DELETE', messages.notifications.deleteFailed);
}

export const useDeleteNotification = () => useChange(deleteNotification, queryKeys.notifications);
