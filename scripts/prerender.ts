/**
 * Writes every public route as static HTML (content readable without JavaScript, then hydrated), plus
 * sitemap.xml and robots.txt, and precompresses text assets with brotli and gzip.
 * Runs after `vite build` and the SSR build; see docs/architecture.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { pageModulePath, routeMeta, type RouteMeta } from '#client/routes/route-meta.ts';
import { pageAssets, type Manifest } from './prerender-assets.ts';
import { organisationJsonLd } from '#client/content/organisation.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(root, process.env.BUILD_OUT_DIR ?? 'dist');
const clientDir = path.join(outDir, 'client');
const ssrEntry = path.join(outDir, 'ssr/entry-server.js');
const siteUrl = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function headFor(meta: RouteMeta): string {
  const url = `${siteUrl}${meta.path === '/' ? '/' : meta.path}`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.indexed
      ? `<link rel="canonical" href="${escapeHtml(url)}" />`
      : '<meta name="robots" content="noindex" />',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Gurukul" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${siteUrl}/og-image.png`)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  if (meta.path === '/') {
    // JSON-LD is data, not script: `<` is escaped so no text can close the element.
    const json = JSON.stringify(organisationJsonLd(siteUrl)).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n    ');
}

/**
 * Stylesheets and module preloads of the route's page chunk and everything it imports, so the prerendered
 * page is styled from the first paint (no layout shift when the chunk arrives) and its code loads at once.
 */
function assetLinks(meta: RouteMeta, template: string, manifest: Manifest): string {
  const { css, js } = pageAssets(manifest, pageModulePath(meta));
  const fresh = (file: string) => !template.includes(`/${file}"`);
  return [
    ...css.filter(fresh).map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
    ...js.filter(fresh).map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ].join('\n    ');
}

function outputFile(meta: RouteMeta): string {
  if (meta.path === '/') return path.join(clientDir, 'index.html');
  if (meta.path === '/404') return path.join(clientDir, '404.html');
  return path.join(clientDir, meta.path.slice(1), 'index.html');
}

async function main(): Promise<void> {
  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const { render } = (await import(pathToFileURL(ssrEntry).href)) as {
    render: (url: string) => Promise<string>;
  };
  for (const meta of routeMeta) {
    // The dashboard is rendered in the browser only: its shell carries no content.
    const html =
      meta.path === '/dashboard'
        ? ''
        : await render(meta.path === '/404' ? '/this-page-does-not-exist' : meta.path);
    // After Vite's own tags, so the page's stylesheets come after the global ones, as when loaded lazily.
    const page = template
      .replace('<!--app-head-->', headFor(meta))
      .replace('</head>', `  ${assetLinks(meta, template, manifest)}\n  </head>`)
      .replace('<!--app-html-->', html);
    const file = outputFile(meta);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, page);
  }

  const urls = routeMeta
    .filter((meta) => meta.indexed)
    .map((meta) => `  <url><loc>${escapeHtml(`${siteUrl}${meta.path}`)}</loc></url>`)
    .join('\n');
  fs.writeFileSync(
    path.join(clientDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  fs.writeFileSync(
    path.join(clientDir, 'robots.txt'),
    `User-agent: *\nDisallow: /dashboard\nDisallow: /login\nDisallow: /api/\nSitemap: ${siteUrl}/sitemap.xml\n`,
  );
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
