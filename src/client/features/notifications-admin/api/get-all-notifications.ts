import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationListSchema, notificationPaths, type Notification } from '#shared/api/notifications';
import { messages } from '#shared/messages';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';

/** GET /api/get_notifications: every notification, newest first. */
export function fetchNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return apiFetch(notificationPaths.list, matches(notificationListSchema), {
    signal,
    cache: 'no-store',
    fallbackMessage: messages.notifications.fetchFailed,
  });
}

export const notificationsOptions = () =>
  queryOptions({ queryKey: queryKeys.notifications, queryFn: ({ signal }) => fetchNotifications(signal) });

export function useNotifications() {
  return useQuery(notificationsOptions());
}
