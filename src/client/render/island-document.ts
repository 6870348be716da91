import { FIRST_SCRIPT } from '#shared/first-script';
import type { Manifest } from './page-assets.ts';

/** Where Vite's manifest lists the public pages' only script. */
export const ISLANDS_ENTRY = 'src/client/islands/start-islands.ts';

/**
 * The page template of a public page (decision 011): the single-page app's script and its preloads are
 * dropped for the islands' starter, and the first script (data saver and language offer marks) runs first (the CSP
 * allows it by its hash).
 */
export function islandTemplate(template: string, manifest: Manifest): string {
  const entry = manifest[ISLANDS_ENTRY];
  if (!entry) throw new Error(`The build has no chunk for ${ISLANDS_ENTRY}`);
  return template
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('<!--app-head-->', `<script>${FIRST_SCRIPT}</script>\n    <!--app-head-->`)
    .replace('</head>', `  <script type="module" crossorigin src="/${entry.file}"></script>\n  </head>`);
}

const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;

/**
 * React writes a preload for each image it is told to fetch early (the LCP picture, with its srcset and
 * `fetchpriority="high"`) where the image's tree starts, inside the body or an island. Moved to the head,
 * the browser starts the picture with the stylesheets, and the islands keep only their own markup.
 */
export function hoistImagePreloads(html: string): { body: string; preloads: string } {
  const links = [...new Set(html.match(IMAGE_PRELOAD) ?? [])];
  return { body: html.replace(IMAGE_PRELOAD, ''), preloads: links.join('\n    ') };
}
