/**
 * The site's service worker (issue 29, docs/app.md, decision 018), built into /sw.js by
 * scripts/service-worker.ts with Workbox's modules:
 * - public pages: network first (5 s on a patchy connection), kept as they are seen; offline, a page not
 *   kept gets the branded offline page in its language with the kept pages listed;
 * - the public notifications answer: network first, kept;
 * - hashed build files: from the cache; pictures and icons: from the cache, refreshed behind;
 * - the public forms sent offline: kept and sent when the connection returns (kept-forms.ts);
 * - the dashboard, its sign-in pages and the rest of the API: never answered here, never kept.
 * A new deployment's worker installs in the background, takes over at once and so serves the next visit;
 * the pages it serves online always come from the network, so no cache can hold a visitor on an old version.
 */
import './push.ts';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import {
  isBuildAsset,
  isKeptAnswer,
  isKeptForm,
  isKeptPage,
  isPicture,
  offlinePathFor,
} from './cached-paths.ts';
import { keptForms, type KeptTexts } from './kept-forms.ts';
import { seenPagesIn, withSeenPages } from './offline-page.ts';

/** Written by the build: the offline pages and what they need, with revisions; the build's id; words. */
declare const __PRECACHE_MANIFEST__: { url: string; revision: string | null }[];
declare const __BUILD_ID__: string;
declare const __KEPT_TEXTS__: KeptTexts;

/** The parts of the worker's global scope used here (the project's types are the page's, not a worker's). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  registration: ServiceWorkerRegistration;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

export const PAGES_CACHE = 'pages';
const NETWORK_TIMEOUT_SECONDS = 5;

const shell = new PrecacheController();
shell.precache(__PRECACHE_MANIFEST__);
cleanupOutdatedCaches();

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  matchOptions: { ignoreVary: true },
  plugins: [new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })],
});

const forms = keptForms(__KEPT_TEXTS__, 'sync' in worker.registration);

const asksForPage = (request: Request) =>
  request.mode === 'navigate' || (request.headers.get('Accept') ?? '').includes('text/html');

/** A page: from the network, else as kept, else the offline page with what is kept. */
async function page(options: RouteHandlerCallbackOptions): Promise<Response> {
  const url = new URL(options.request.url);
  forms.onVisit();
  try {
    // An address with a query (a mail's token, a search) is not kept; the page at its path may be.
    if (url.search) return await fetch(options.request);
    return await pages.handle(options);
  } catch {
    const kept = await caches.match(url.pathname, { cacheName: PAGES_CACHE, ignoreVary: true });
    if (kept) return kept;
    const offline = await shell.matchPrecache(offlinePathFor(url.pathname));
    if (!offline) return Response.error();
    const seen = await seenPagesIn(await caches.open(PAGES_CACHE));
    return new Response(withSeenPages(await offline.text(), seen), {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
}

const router = new Router();
const sameOrigin = (url: URL) => url.origin === location.origin;
router.registerRoute(new PrecacheRoute(shell));
router.registerRoute(
  new Route(({ url, request }) => sameOrigin(url) && asksForPage(request) && isKeptPage(url.pathname), page),
);
router.registerRoute(
  new Route(
    ({ url }) => sameOrigin(url) && isKeptAnswer(url.pathname),
    new NetworkFirst({
      cacheName: 'notifications',
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      matchOptions: { ignoreVary: true },
      plugins: [new ExpirationPlugin({ maxEntries: 10 })],
    }),
  ),
);
router.registerRoute(
  new Route(
    ({ url }) => sameOrigin(url) && isBuildAsset(url.pathname),
    new CacheFirst({
      cacheName: 'assets',
      plugins: [new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })],
    }),
  ),
);
router.registerRoute(
  new Route(
    ({ url }) => sameOrigin(url) && isPicture(url.pathname),
    new StaleWhileRevalidate({
      cacheName: 'pictures',
      plugins: [new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })],
    }),
  ),
);
router.registerRoute(
  new Route(({ url }) => sameOrigin(url) && isKeptForm(url.pathname), forms.handler, 'POST'),
);
router.addFetchListener();
// The page that registered the worker was loaded before it: it sends its own address and files to keep.
router.addCacheListener();

worker.addEventListener('install', () => void worker.skipWaiting());
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));
worker.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'VERSION') event.ports[0]?.postMessage(__BUILD_ID__);
});
