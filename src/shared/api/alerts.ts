import { z } from 'zod';
import { languages } from '../i18n/languages.ts';

export { alertPaths, ALERT_TURN_OFF_ACTION, type AlertPayload } from './alert-paths.ts';

/** Far above any push service's endpoint (about 200 characters), and bounds what a visitor makes us keep. */
export const PUSH_ENDPOINT_MAX = 1024;

export const alertMessages = {
  invalidSubscription: 'This browser sent alert settings the site cannot use. Please try again.',
  unknownPushService: 'Alerts can only be sent through the push services of the major browsers.',
  tooManyFromAddress: 'Too many devices on this network have alerts on. Turn them off on one and try again.',
  full: 'No more devices can turn alerts on just now. Please try again later.',
  subscribed: 'Alerts are on for this device.',
  alreadySent: 'This notification was already sent as an alert.',
  notificationNotFound: 'Notification not found',
  unsubscribed: 'Alerts are off for this device.',
} as const;

/** Base64url of an exact number of bytes, with or without its padding. */
const base64url = (pattern: RegExp) =>
  z.string({ error: alertMessages.invalidSubscription }).regex(pattern, alertMessages.invalidSubscription);

const endpointField = z
  .string({ error: alertMessages.invalidSubscription })
  .max(PUSH_ENDPOINT_MAX, alertMessages.invalidSubscription)
  .pipe(z.url({ error: alertMessages.invalidSubscription }));

/** What PushSubscription.toJSON() gives, and the page's language. Anything else in it is ignored. */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointField,
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes, the first 0x04) and a 16-byte secret (RFC 8291).
      p256dh: base64url(/^B[A-Za-z0-9_-]{86}=?$/),
      auth: base64url(/^[A-Za-z0-9_-]{22}(==)?$/),
    },
    { error: alertMessages.invalidSubscription },
  ),
  language: z.enum(languages, { error: alertMessages.invalidSubscription }).optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: endpointField });

export const pushKeySchema = z.object({ publicKey: z.string() });

/** One notification sent as an alert, with what came of it so far. */
export const pushAlertSchema = z.object({
  notification_id: z.number().int(),
  /** Devices with alerts on when it was published. */
  devices: z.number().int(),
  reached: z.number().int(),
  gone: z.number().int(),
  failed: z.number().int(),
  /** Devices not yet reached: tried again later. */
  pending: z.number().int(),
  queued_at: z.string(),
  finished_at: z.string().nullable(),
});
export type PushAlert = z.infer<typeof pushAlertSchema>;

/** The answer to sending a notification as an alert: the devices with alerts on it is being sent to. */
export const pushSendSchema = z.object({ message: z.string(), devices: z.number().int() });
export type PushSendAnswer = z.infer<typeof pushSendSchema>;

export const pushStatusSchema = z.object({
  /** Devices with alerts on now. */
  devices: z.number().int(),
  alerts: z.array(pushAlertSchema),
});
export type PushStatus = z.infer<typeof pushStatusSchema>;
