import type { Notification } from '#shared/api/notifications';

/** The date a notice is shown with: when it was published, else its calendar day. */
export const displayDateOf = (notification: Notification) =>
  notification.notification_date?.trim() ? notification.notification_date : notification.date;

/** Milliseconds of a notice's date for ordering; a notice without a readable date sorts last. */
function sortTimeOf(notification: Notification): number {
  const shown = displayDateOf(notification);
  const time = shown ? Date.parse(shown) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * The `limit` newest notices of a list in any order (SPEC section 7: sorted by notification_date, newest
 * first, the first four kept). The server already answers in that order, but a cache, a proxy or an older
 * server may not, and the home page must not show the wrong four then. Notices of the same time keep the
 * list's order.
 */
export function newestFirst(list: readonly Notification[], limit: number): Notification[] {
  return list
    .map((notification, index) => ({ notification, index, time: sortTimeOf(notification) }))
    .sort((a, b) => (a.time === b.time ? a.index - b.index : b.time > a.time ? 1 : -1))
    .slice(0, limit)
    .map(({ notification }) => notification);
}
