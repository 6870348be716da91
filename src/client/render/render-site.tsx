import type { PublicPage } from '#shared/api/content-pages';
import type { MediaPage } from '#shared/api/media';
import type { RenderedFile, SiteContent } from '#shared/content/site-content';
import { embeddedContent, type RenderedContent } from '../lib/site-content.tsx';
import {
  comingSoonMeta,
  pageModulePath,
  routeMeta,
  writtenPageMeta,
  type RouteMeta,
} from '../lib/route-meta.ts';
import { comingSoonEntries } from '#shared/content/menus';
import { escapeHtml } from '#shared/escape-html';
import { assetLinks, headFor } from './document-head.ts';
import { hoistImagePreloads, islandTemplate } from './island-document.ts';
import type { Manifest } from './page-assets.ts';
import { render } from './render-page.tsx';

export interface RenderSiteInput {
  content: SiteContent;
  /** The written pages visitors can open, each rendered at its address. */
  pages: PublicPage[];
  /**
   * The gallery's first page, drawn into /gallery's HTML; without it (the build's own pages) the gallery
   * loads its photos in the browser.
   */
  gallery?: MediaPage;
  /** The built index.html, with its `<!--app-head-->` and `<!--app-html-->` marks. */
  template: string;
  manifest: Manifest;
  siteUrl: string;
}

/** Where a route's HTML goes below the site's folder. */
function outputPath(route: string): string {
  if (route === '/') return 'index.html';
  if (route === '/404') return '404.html';
  return `${route.slice(1)}/index.html`;
}

/**
 * Every public page as HTML with its own head and the content it was rendered with (for hydration), plus
 * sitemap.xml and robots.txt. Run by the build with the default content and by the server after every
 * content change; the same code, so both give the same pages.
 */
export async function renderSite(input: RenderSiteInput): Promise<RenderedFile[]> {
  const { content, template, manifest, siteUrl } = input;
  const publicTemplate = islandTemplate(template, manifest);
  const documentFor = (meta: RouteMeta, rendered: string, used?: RenderedContent) => {
    const { body, preloads } = meta.app ? { body: rendered, preloads: '' } : hoistImagePreloads(rendered);
    return (
      (meta.app ? template : publicTemplate)
        .replace(
          '<!--app-head-->',
          [headFor(meta, content.site, siteUrl), preloads].filter(Boolean).join('\n    '),
        )
        // After Vite's own tags, so the page's stylesheets come after the global ones, as when loaded lazily.
        .replace(
          '</head>',
          `  ${assetLinks(pageModulePath(meta), template, manifest, meta.app === true)}\n  </head>`,
        )
        .replace('<!--app-html-->', () => body)
        .replace('</body>', used ? `  ${embeddedContent(used)}\n  </body>` : '</body>')
    );
  };

  const files: RenderedFile[] = [];
  for (const meta of routeMeta) {
    const rendered: RenderedContent =
      meta.path === '/gallery' && input.gallery ? { content, gallery: input.gallery } : { content };
    // The dashboard is rendered in the browser only: its shell carries no content.
    if (meta.path === '/dashboard') {
      files.push({ path: outputPath(meta.path), body: documentFor(meta, '') });
      continue;
    }
    const html = await render(meta.path === '/404' ? '/this-page-does-not-exist' : meta.path, rendered);
    files.push({ path: outputPath(meta.path), body: documentFor(meta, html, rendered) });
  }
  for (const page of input.pages) {
    const meta = writtenPageMeta(page);
    const rendered = { content, page };
    files.push({
      path: outputPath(meta.path),
      body: documentFor(meta, await render(meta.path, rendered), rendered),
    });
  }

  // Each menu item with nothing behind it yet has a Coming Soon page that names it.
  for (const entry of comingSoonEntries(content.menus)) {
    const meta = comingSoonMeta(entry);
    const rendered = { content };
    files.push({
      path: outputPath(meta.path),
      body: documentFor(meta, await render(meta.path, rendered), rendered),
    });
  }

  const indexed = [
    ...routeMeta.filter((meta) => meta.indexed).map((meta) => meta.path),
    ...input.pages.map((page) => `/${page.slug}`),
  ];
  const urls = indexed
    .map((route) => `  <url><loc>${escapeHtml(`${siteUrl}${route}`)}</loc></url>`)
    .join('\n');
  files.push({
    path: 'sitemap.xml',
    body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  });
  files.push({
    path: 'robots.txt',
    body: `User-agent: *\nDisallow: /dashboard\nDisallow: /login\nDisallow: /api/\nSitemap: ${siteUrl}/sitemap.xml\n`,
  });
  return files;
}
