/**
 * Writes every public route as static HTML with the default content (readable without JavaScript, then
 * hydrated), plus sitemap.xml and robots.txt, and precompresses text assets with brotli and gzip. The server
 * renders the same pages again with the content of its database (src/server/features/site), from the
 * template this script keeps beside the server-side bundle. Runs after `vite build` and the SSR build; see
 * docs/architecture.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { defaultSiteContent } from '#shared/content/site-content';
import type { renderSite as RenderSite } from '#client/render/render-site.tsx';
import { buildServiceWorker } from './service-worker.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(root, process.env.BUILD_OUT_DIR ?? 'dist');
const clientDir = path.join(outDir, 'client');
const ssrDir = path.join(outDir, 'ssr');
const siteUrl = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

async function main(): Promise<void> {
  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  // Kept before index.html becomes the home page: the server renders from it.
  fs.writeFileSync(path.join(ssrDir, 'template.html'), template);
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
  const { renderSite } = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as {
    renderSite: typeof RenderSite;
  };
  const files = await renderSite({ content: defaultSiteContent, pages: [], template, manifest, siteUrl });
  for (const file of files) {
    const target = path.join(clientDir, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.body);
  }
  // The offline pages are written: the service worker precaches them and what they link.
  await buildServiceWorker(clientDir);
  compressTree(clientDir);
}

function compressTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      compressTree(file);
      continue;
    }
    if (!/\.(js|css|html|svg|json|xml|txt|webmanifest)$/.test(entry.name)) continue;
    const data = fs.readFileSync(file);
    if (data.length < 1024) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  }
}

await main();
