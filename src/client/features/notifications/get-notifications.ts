import { isNotificationList } from '#shared/api/notification-guards';
import { notificationPaths } from '#shared/api/notification-paths';
import type { Notification } from '#shared/api/notifications';
import { messages } from '#shared/messages';
import { ApiError, apiFetch } from '#client/lib/api-client.ts';
import { newestFirst } from './latest.ts';

/**
 * The `limit` newest notifications, newest first by the date each is shown with, undated last (SPEC
 * section 7), sorted here whatever order the answer came in. An answer that is not OK, or not a list of notifications, becomes
 * 'Failed to fetch notifications' (SPEC section 8); a network failure keeps its own message.
 */
export async function getNewestNotifications(limit: number, signal?: AbortSignal): Promise<Notification[]> {
  try {
    const list = await apiFetch(notificationPaths.newest(limit), isNotificationList, { signal });
    return newestFirst(list, limit);
  } catch (error) {
    if (error instanceof ApiError) throw new Error(messages.notifications.fetchFailed, { cause: error });
    throw error;
  }
}
