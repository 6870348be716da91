/**
 * Builds the service worker (src/client/sw/sw.ts) into the site's folder as /sw.js, one classic script,
 * once the pages are prerendered: its shell to precache is the offline page in each language and the
 * stylesheets those pages link, each with a revision, so a deployment that changes any of them installs a
 * new worker (docs/app.md, decision 018). Its script and the Kannada and Devanagari fonts are left to the
 * pages that use them (kept as they are seen): they would triple what every visitor downloads. Called by
 * scripts/prerender.ts.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { languages } from '#shared/i18n/languages';
import { catalogues } from '#client/i18n/catalogues/index.ts';
import { offlinePathIn } from '#client/sw/cached-paths.ts';

const root = path.resolve(import.meta.dirname, '..');

export interface PrecacheEntry {
  url: string;
  /** null for a hashed build file, whose name changes with its content. */
  revision: string | null;
}

const hashOf = (text: string | Buffer) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The offline pages and the stylesheets they link. */
export function shellOf(clientDir: string): PrecacheEntry[] {
  const entries = new Map<string, string | null>();
  for (const language of languages) {
    const url = offlinePathIn(language);
    const html = fs.readFileSync(path.join(clientDir, url.slice(1), 'index.html'), 'utf8');
    entries.set(url, hashOf(html));
    for (const [, file] of html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)) entries.set(file!, null);
  }
  return [...entries].map(([url, revision]) => ({ url, revision }));
}

export async function buildServiceWorker(clientDir: string): Promise<void> {
  const shell = shellOf(clientDir);
  const keptTexts = Object.fromEntries(
    languages.map((language) => [language, catalogues[language].app.kept]),
  );
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    resolve: { conditions: ['source', 'browser', 'module', 'import', 'default'] },
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __PRECACHE_MANIFEST__: JSON.stringify(shell),
      __BUILD_ID__: JSON.stringify(hashOf(JSON.stringify(shell))),
      __KEPT_TEXTS__: JSON.stringify(keptTexts),
    },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      minify: true,
      lib: {
        entry: path.join(root, 'src/client/sw/sw.ts'),
        formats: ['iife'],
        name: 'siteServiceWorker',
        fileName: () => 'sw.js',
      },
    },
  });
}
