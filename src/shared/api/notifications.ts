import { z } from 'zod';
import { messages } from '../messages.ts';
import { textInput } from './common.ts';

export { notificationPaths } from './notification-paths.ts';

export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_DESCRIPTION_MAX = 5000;

/**
 * `date` is the calendar day the notice was published (YYYY-MM-DD, read as midnight UTC);
 * `notification_date` is the full ISO timestamp of publication, used for newest-first ordering.
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  date: z.string().nullable(),
  notification_date: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.array(notificationSchema);

/**
 * The home page's latest notifications as the server drew them into its HTML: the newest of the public
 * list (as `GET /api/get_notifications?limit=4` answers them), and `at`, the UTC day (YYYY-MM-DD) they were
 * drawn on, which the page's days ago count from. A day, not an instant: drawn again on the same day, the
 * home page is the same.
 */
export interface DrawnNotifications {
  items: Notification[];
  at: string;
}

export const notificationInputSchema = z.object({
  title: textInput({ error: messages.notifications.titleAndDescriptionRequired })
    .trim()
    .min(1, messages.notifications.titleAndDescriptionRequired)
    .max(NOTIFICATION_TITLE_MAX, `The title can be at most ${NOTIFICATION_TITLE_MAX} characters.`),
  description: textInput({ error: messages.notifications.titleAndDescriptionRequired })
    .trim()
    .min(1, messages.notifications.titleAndDescriptionRequired)
    .max(
      NOTIFICATION_DESCRIPTION_MAX,
      `The description can be at most ${NOTIFICATION_DESCRIPTION_MAX} characters.`,
    ),
});
export type NotificationInput = z.infer<typeof notificationInputSchema>;

export const notificationListQuerySchema = z.object({
  sort: z.enum(['newest']).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
