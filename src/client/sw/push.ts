/**
 * The service worker's alerts (issue 29 must have 4, docs/alerts.md): a push message from the site's server
 * shows the new notice's title with the site's icon (a notice sent twice replaces its first alert, by its
 * tag); tapping the alert opens the home page's notifications in the language alerts were turned on in, in
 * the site's window when one is open; its "Turn off alerts" button ends this device's subscription, with the
 * browser and on the server, without opening anything.
 */
import { ALERT_TURN_OFF_ACTION, alertPaths, type AlertPayload } from '#shared/api/alert-paths';

/** The parts of the worker's global scope used here (the project's types are the page's, not a worker's). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface AlertClickEvent extends ExtendableEvent {
  action: string;
  notification: { data: unknown; close(): void };
}
interface SubscriptionChangeEvent extends ExtendableEvent {
  oldSubscription?: PushSubscription | null;
  newSubscription?: PushSubscription | null;
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface AlertScope {
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: AlertClickEvent) => void): void;
  addEventListener(type: 'pushsubscriptionchange', listener: (event: SubscriptionChangeEvent) => void): void;
}
const scope = self as unknown as AlertScope;

/** The site's icon at the size Android draws an alert's picture; the badge in its status bar. */
export const ALERT_ICON = '/icons/icon-192.png';

const HOME_NOTIFICATIONS = '/#notifications';

/** The message as the server sent it, or a plain alert when it cannot be read (it still says something came). */
export function readPayload(data: PushEvent['data']): AlertPayload {
  let value: unknown;
  try {
    value = data?.json();
  } catch {
    value = undefined;
  }
  const fields = (typeof value === 'object' && value !== null ? value : {}) as Partial<AlertPayload>;
  const text = (field: unknown, fallback: string) =>
    typeof field === 'string' && field.trim() !== '' ? field : fallback;
  const url = text(fields.url, HOME_NOTIFICATIONS);
  return {
    title: text(fields.title, 'New notice'),
    body: text(fields.body, ''),
    // Only the site's own pages: a path, never another site.
    url: url.startsWith('/') && !url.startsWith('//') ? url : HOME_NOTIFICATIONS,
    tag: text(fields.tag, 'notice'),
    lang: text(fields.lang, 'en'),
    turnOff: text(fields.turnOff, 'Turn off alerts'),
  };
}

scope.addEventListener('push', (event) => {
  const alert = readPayload(event.data);
  event.waitUntil(
    scope.registration.showNotification(alert.title, {
      body: alert.body,
      icon: ALERT_ICON,
      badge: ALERT_ICON,
      tag: alert.tag,
      lang: alert.lang,
      data: { url: alert.url },
      // Chromium's types of the page know no actions; the worker's notifications have them.
      ...{ actions: [{ action: ALERT_TURN_OFF_ACTION, title: alert.turnOff }] },
    }),
  );
});

/** Ends this device's alerts: with its push service, then on the site's server. */
async function turnOffAlerts(): Promise<void> {
  const subscription = await scope.registration.pushManager.getSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await fetch(alertPaths.unsubscribe, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ endpoint }),
  });
}

/** The site's window, brought forward on the notice's page, or a new one. */
async function openNotice(url: string): Promise<void> {
  const target = new URL(url, self.location.origin).href;
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus();
    await focused.navigate(target).catch(() => scope.clients.openWindow(target));
    return;
  }
  await scope.clients.openWindow(target);
}

scope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  if (event.action === ALERT_TURN_OFF_ACTION) {
    event.waitUntil(turnOffAlerts().catch(() => undefined));
    return;
  }
  const data = event.notification.data as { url?: unknown } | null;
  const url = typeof data?.url === 'string' ? data.url : HOME_NOTIFICATIONS;
  event.waitUntil(openNotice(url));
});

// A browser that renews a subscription by itself tells the server the new address and drops the old one.
scope.addEventListener('pushsubscriptionchange', (event) => {
  const renewed = event.newSubscription;
  const old = event.oldSubscription;
  const post = (path: string, body: unknown) =>
    fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  event.waitUntil(
    Promise.all([
      renewed ? post(alertPaths.subscribe, renewed.toJSON()) : undefined,
      old ? post(alertPaths.unsubscribe, { endpoint: old.endpoint }) : undefined,
    ]).catch(() => undefined),
  );
});
