import { messages } from '#shared/messages';
import type { Notification } from '#shared/api/notifications';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The notification's date as a local date (SPEC section 3): 'No date available' without one, 'Invalid date'
 * when it cannot be read. A bare YYYY-MM-DD is a calendar day and is shown as that day everywhere.
 */
export function notificationDate(notification: Pick<Notification, 'date' | 'notification_date'>): string {
  const raw = notification.notification_date ?? notification.date;
  if (!raw) return messages.notifications.noDate;
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(raw);
  const date = new Date(dayOnly ? `${raw}T12:00:00` : raw);
  return Number.isNaN(date.getTime()) ? messages.notifications.invalidDate : dateFormat.format(date);
}
