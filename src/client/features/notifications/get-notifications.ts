import { notificationPaths } from '../../../shared/api/notification-paths.ts';
import type { Notification } from '../../../shared/api/notifications.ts';
import { messages } from '../../../shared/messages.ts';
import { ApiError, apiFetch } from '../../lib/api-client.ts';

/**
 * The public list of notifications. An answer that is not OK becomes 'Failed to fetch notifications'
 * (SPEC section 8); a network failure keeps its own message.
 */
export async function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  try {
    const list = await apiFetch<Notification[]>(notificationPaths.list, { signal });
    if (!Array.isArray(list)) throw new ApiError(200, messages.notifications.fetchFailed);
    return list;
  } catch (error) {
    if (error instanceof ApiError) throw new Error(messages.notifications.fetchFailed, { cause: error });
    throw error;
  }
}
