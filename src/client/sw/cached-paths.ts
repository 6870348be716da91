/**
 * Which requests the service worker keeps for offline use (docs/app.md). Plain rules on addresses, shared by
 * the worker and its tests: public pages and the public notifications answer are kept; the dashboard, its
 * sign-in pages, the rest of the API and the pages answered from a mail's link never are, so none of them
 * can be served stale.
 */
import { notificationPaths } from '#shared/api/notification-paths';
import { inboxPaths } from '#shared/api/inbox-fields';
import { subscriptionPaths } from '#shared/api/subscription-paths';
import { DEFAULT_LANGUAGE, splitLanguage, UNLOCALISED, type Language } from '#shared/i18n/languages';

/**
 * First path segments that are never kept: those that are not pages of the public site (shared/i18n's
 * list: files, the API, the dashboard and its sign-in pages, mail links), and the app's icons.
 */
const isNeverKept = (first: string) => UNLOCALISED.has(first) || first === 'icons';

/** The address of the page shown offline for an address that was not kept, in that address's language. */
export const OFFLINE_PATH = '/offline';

export function offlinePathFor(pathname: string): string {
  const { language } = splitLanguage(pathname);
  return offlinePathIn(language);
}

export function offlinePathIn(language: Language): string {
  return language === DEFAULT_LANGUAGE ? OFFLINE_PATH : `/${language}${OFFLINE_PATH}`;
}

/** A public page of the site (not a file, the API, the dashboard or a page a mail's link opens). */
export function isKeptPage(pathname: string): boolean {
  const { path } = splitLanguage(pathname);
  const first = /^\/([^/]*)/.exec(path)?.[1] ?? '';
  if (isNeverKept(first)) return false;
  // Files (sitemap.xml, sw.js, favicon.svg) are not pages.
  return !path.split('/').some((segment) => segment.includes('.'));
}

/** The public notifications answer (the home page's latest notices): the one API answer kept offline. */
export function isKeptAnswer(pathname: string): boolean {
  return pathname === notificationPaths.list;
}

/** Hashed build files, which never change under their name. */
export function isBuildAsset(pathname: string): boolean {
  return pathname.startsWith('/assets/');
}

/** Pictures and icons whose name stays when they change: shown from the cache, refreshed behind. */
export function isPicture(pathname: string): boolean {
  return /^\/(images|uploads|icons|screenshots)\//.test(pathname) || pathname === '/favicon.svg';
}

/** The public forms that are kept when sent offline and sent again when the connection returns. */
export const KEPT_FORMS: readonly string[] = [inboxPaths.contact, inboxPaths.interest, subscriptionPaths.add];

export function isKeptForm(pathname: string): boolean {
  return KEPT_FORMS.includes(pathname);
}
