import { languages } from '../i18n/languages.ts';

/**
 * First path segments a page may not take: the site's own pages and what the server serves. A page's
 * address is a single segment, so these are all that can collide.
 */
export const reservedSlugs: readonly string[] = [
  // A language's pages live under its code (/kn/vision).
  ...languages,
  'api',
  'assets',
  'images',
  'media',
  'documents',
  'uploads',
  'unsubscribe',
  'confirm',
  'resubscribe',
  'stop-contacting',
  'vision',
  'team',
  'contact-us',
  'coming-soon',
  'gallery',
  'donate',
  'volunteer-teacher',
  'join-intern',
  'volunteer-mentor',
  'participate',
  'workshops',
  'subscribe',
  'login',
  'dashboard',
  '404',
  'sitemap.xml',
  'robots.txt',
];
