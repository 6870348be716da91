import type { SiteDetails } from '#shared/api/content';

/**
 * The web app manifest (issue 29, docs/app.md), rendered with the site's details like sitemap.xml, so the
 * installed app carries the name and description the administrator edits. The colours are the site's
 * brand (index.html's theme colour) and the icons are drawn from its logo (public/favicon.svg); neither is
 * content the dashboard edits yet.
 */
export const APP_MANIFEST_PATH = 'manifest.webmanifest';
export const APP_THEME_COLOUR = '#7a2e0e';
const APP_BACKGROUND_COLOUR = '#ffffff';
/** Android's launcher truncates a longer home-screen label. */
const SHORT_NAME_LENGTH = 12;

export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png', purpose: 'any' },
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
] as const;

export const APP_SCREENSHOTS = [
  { src: '/screenshots/home-narrow.jpg', sizes: '412x915', type: 'image/jpeg', form_factor: 'narrow' },
  { src: '/screenshots/home-wide.jpg', sizes: '1280x800', type: 'image/jpeg', form_factor: 'wide' },
] as const;

/** The home-screen label: the name when it fits, else its first word. */
export function shortNameOf(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= SHORT_NAME_LENGTH) return trimmed;
  return (trimmed.split(/\s+/)[0] ?? trimmed).slice(0, SHORT_NAME_LENGTH);
}

export function appManifest(site: SiteDetails): string {
  const manifest = {
    id: '/',
    name: site.name,
    short_name: shortNameOf(site.name),
    description: site.tagline,
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: APP_THEME_COLOUR,
    background_color: APP_BACKGROUND_COLOUR,
    categories: ['education'],
    icons: APP_ICONS,
    screenshots: APP_SCREENSHOTS.map((shot) => ({ ...shot, label: site.name })),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
