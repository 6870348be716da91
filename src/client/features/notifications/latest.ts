import type { Notification } from '#shared/api/notifications';
import { parseDate } from '#client/lib/dates.ts';

const timeOf = (notification: Notification) => {
  const parsed = parseDate(displayDateOf(notification));
  return parsed.kind === 'valid' ? parsed.date.getTime() : Number.NEGATIVE_INFINITY;
};

/** The newest notifications by notification_date (undated ones last), at most `limit`. */
export function latestNotifications(list: Notification[], limit: number): Notification[] {
  return [...list].sort((a, b) => timeOf(b) - timeOf(a)).slice(0, limit);
}

/** The date a notice is shown with: when it was published, else its calendar day. */
export const displayDateOf = (notification: Notification) =>
  notification.notification_date?.trim() ? notification.notification_date : notification.date;
