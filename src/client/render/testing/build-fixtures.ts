import { routeMeta } from '../../lib/route-meta.ts';
import { ISLANDS_ENTRY } from '../island-document.ts';
import type { Manifest } from '../page-assets.ts';

/** A page template as the build writes it, with its marks. */
export const testTemplate =
  '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

/**
 * A Vite manifest as the build writes it: the islands' starter, every page's chunk and the script fonts the
 * global stylesheet refers to.
 */
export const testManifest: Manifest = Object.fromEntries([
  [ISLANDS_ENTRY, { file: 'assets/islands.js' }],
  [
    'index.html',
    {
      file: 'index.html',
      assets: [
        'assets/noto-sans-kannada-kannada-400-normal-k1.woff2',
        'assets/noto-sans-devanagari-devanagari-400-normal-d1.woff2',
      ],
    },
  ],
  ...[...routeMeta.map((route) => route.page), 'written-page.tsx'].map((page) => [
    `src/client/routes/${page}`,
    { file: `assets/${page}.js` },
  ]),
]);
