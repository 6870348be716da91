import { alertPaths } from '#shared/api/alert-paths';
import { isPushKeyAnswer } from '#shared/api/alert-guards';
import { isMessageAnswer } from '#shared/api/guards';
import type { Language } from '#shared/i18n/languages';
import { apiFetch } from '#client/lib/api-client.ts';

/*
 * This device's alerts (Web Push, docs/alerts.md): whether the browser can have them, whether they are on,
 * and turning them on and off, with the browser's push service and with the site's server.
 */

/** The browser can show alerts from a service worker (Safari on iOS only once the site is installed). */
export function alertsSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** How long to wait for the site's service worker, which the page registers after its load event. */
const WORKER_WAIT_MS = 15_000;

/**
 * How long the browser's push service may take to subscribe: without a data connection Chromium waits for
 * it without end, and the button would say "One moment…" for ever.
 */
const SUBSCRIBE_WAIT_MS = 30_000;

/** `promise`, or an error once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const registered = await navigator.serviceWorker.getRegistration();
  if (registered?.active) return registered;
  return within(navigator.serviceWorker.ready, WORKER_WAIT_MS, 'the service worker');
}

/** This device's subscription, if alerts are on. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The key in base64url as the bytes `subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type TurnOnResult = 'on' | 'blocked';

/**
 * Asks the visitor's permission, subscribes with the site's key and records the subscription on the server
 * in the page's language. A refusal by the server undoes the browser's subscription (and throws ApiError).
 */
export async function turnOnAlerts(language: Language): Promise<TurnOnResult> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'blocked';
  const [registration, key] = await Promise.all([
    workerRegistration(),
    apiFetch(alertPaths.key, isPushKeyAnswer),
  ]);
  const subscription = await within(
    registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(key.publicKey),
    }),
    SUBSCRIBE_WAIT_MS,
    'subscribing',
  );
  try {
    await apiFetch(alertPaths.subscribe, isMessageAnswer, {
      method: 'POST',
      body: { ...subscription.toJSON(), language },
    });
  } catch (error) {
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return 'on';
}

/** Ends this device's alerts with the browser, then on the server. */
export async function turnOffAlerts(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await apiFetch(alertPaths.unsubscribe, isMessageAnswer, { method: 'POST', body: { endpoint } });
}
