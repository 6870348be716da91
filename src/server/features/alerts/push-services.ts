/**
 * The push services of the major browsers: a subscription's endpoint must be one of them, so the server
 * never posts to an address a visitor made up (another host on its network, a site to be flooded).
 * Chrome, Edge's Chromium, Samsung Internet and Opera use FCM; Firefox, Mozilla's; Safari, Apple's;
 * Edge on Windows may use WNS. A name that starts with a dot allows its subdomains.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  '.push.apple.com',
  '.notify.windows.com',
] as const;

/** An https endpoint on a known push service's default port. */
export function isKnownPushService(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((known) =>
    known.startsWith('.') ? host.endsWith(known) && host.length > known.length : host === known,
  );
}
