import type { Notification } from '#shared/api/notifications';

/** The date a notice is shown with: when it was published, else its calendar day. */
export const displayDateOf = (notification: Notification) =>
  notification.notification_date?.trim() ? notification.notification_date : notification.date;
