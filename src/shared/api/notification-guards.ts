import type { Notification } from './notifications.ts';
import { arrayOf, isInteger, isString, nullable, shape, type Guard } from './guards.ts';

/** Zod-free mirror of notifications.ts's answer schemas, for the home page. */
export const isNotification: Guard<Notification> = shape({
  id: isInteger,
  title: isString,
  description: isString,
  date: nullable(isString),
  notification_date: nullable(isString),
});

/** GET /api/get_notifications. */
export const isNotificationList: Guard<Notification[]> = arrayOf(isNotification);
