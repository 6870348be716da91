import { isNotificationList } from '#shared/api/notification-guards';
import { notificationPaths } from '#shared/api/notification-paths';
import type { Notification } from '#shared/api/notifications';
import { messages } from '#shared/messages';
import { ApiError, apiFetch } from '#client/lib/api-client.ts';

/**
 * The public list of notifications. An answer that is not OK, or not a list of notifications, becomes
 * 'Failed to fetch notifications' (SPEC section 8); a network failure keeps its own message.
 */
export async function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  try {
    return await apiFetch(notificationPaths.list, isNotificationList, { signal });
  } catch (error) {
    if (error instanceof ApiError) throw new Error(messages.notifications.fetchFailed, { cause: error });
    throw error;
  }
}
