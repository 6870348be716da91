/**
 * Paths of the alert endpoints (Web Push, docs/alerts.md), without the zod schemas, so the home page's
 * "Turn on alerts" island and the service worker can call them; alerts.ts re-exports them.
 */
export const alertPaths = {
  /** The site's VAPID public key, which a browser subscribes with. */
  key: '/api/push_key',
  subscribe: '/api/add_push_subscription',
  unsubscribe: '/api/remove_push_subscription',
  /** Dashboard: how many devices have alerts on, and what each alert reached. */
  status: '/api/get_push_alerts',
  /** Dashboard: sends a published notification to every device with alerts on. */
  send: (notificationId: number | string) => `/api/send_push_alert/${notificationId}`,
} as const;

/** What a push message carries to the service worker (src/client/sw/push.ts): JSON, a few hundred bytes. */
export interface AlertPayload {
  /** The notice's title, shown as the alert's title. */
  title: string;
  /** A line under it, in the subscriber's language. */
  body: string;
  /** The page the alert opens: the home page's notifications, in the subscriber's language. */
  url: string;
  /** Repeats of the same notice replace each other. */
  tag: string;
  lang: string;
  /** The label of the alert's "Turn off alerts" button, in the subscriber's language. */
  turnOff: string;
}

/** Where a subscription's removal is asked for from an alert's "Turn off alerts" button. */
export const ALERT_TURN_OFF_ACTION = 'turn-off';
