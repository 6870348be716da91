import { z } from 'zod';
import { notificationSchema } from '#shared/api/notifications';

/** What add_notification (201) and update_notification (200) answer: the message and the stored notice. */
export const notificationAnswerSchema = z.object({ message: z.string(), notification: notificationSchema });
