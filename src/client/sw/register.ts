/**
 * The page's side of the service worker (issue 29, docs/app.md), run by the public pages' starter:
 * - the worker is registered only after the page's load event, so it adds nothing before it; the browser
 *   then checks /sw.js on every visit (`updateViaCache: 'none'`), which is how a deployment reaches it;
 * - the first page, loaded before the worker could keep it, hands it its address and files to keep;
 * - the browser's offer to install (`beforeinstallprompt`) is held for the app prompt's Install button
 *   while the page shows a prompt the visitor has not dismissed.
 */
import { APP_PROMPT_DISMISSED_ATTRIBUTE } from '#shared/app-prompt-script';

export const SERVICE_WORKER_URL = '/sw.js';

/** The deferred offer: `prompt()` shows the browser's install dialog. */
export interface InstallOffer extends Event {
  prompt(): Promise<void>;
}

let installOffer: InstallOffer | undefined;
const offerListeners = new Set<(offer: InstallOffer | undefined) => void>();

/** Tells the listener now and whenever the browser's offer to install comes or goes. */
export function onInstallOffer(listener: (offer: InstallOffer | undefined) => void): void {
  offerListeners.add(listener);
  listener(installOffer);
}

export const currentInstallOffer = (): InstallOffer | undefined => installOffer;

function setOffer(offer: InstallOffer | undefined): void {
  installOffer = offer;
  for (const listener of offerListeners) listener(offer);
}

/** This page's address and the same-site files it loaded (not the API, bar the notices the worker keeps). */
function filesOfThisPage(): (string | [string, RequestInit])[] {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin)
    .map((url) => url.pathname + url.search);
  return [[location.pathname, { headers: { Accept: 'text/html' } }], ...files];
}

function register(): void {
  const controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { updateViaCache: 'none' })
    .then(() => (controlled ? undefined : navigator.serviceWorker.ready))
    .then(
      (registration) =>
        registration?.active?.postMessage({
          type: 'CACHE_URLS',
          payload: { urlsToCache: filesOfThisPage() },
        }),
      () => undefined,
    );
}

export function registerServiceWorker(): void {
  const prompting = () =>
    document.querySelector('[data-enhance="app-prompt"]') !== null &&
    !document.documentElement.hasAttribute(APP_PROMPT_DISMISSED_ATTRIBUTE);
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!prompting()) return;
    event.preventDefault();
    setOffer(event as InstallOffer);
  });
  window.addEventListener('appinstalled', () => setOffer(undefined));
  if (!('serviceWorker' in navigator)) return;
  if (document.readyState === 'complete') setTimeout(register);
  else window.addEventListener('load', () => setTimeout(register), { once: true });
}
