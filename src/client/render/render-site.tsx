import type { PublicPage } from '#shared/api/content-pages';
import type { MediaPage } from '#shared/api/media';
import type { DrawnNotifications } from '#shared/api/notifications';
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
import { pageInLanguage } from '#shared/api/page-languages';
import { DEFAULT_LANGUAGE, languages, splitLanguage, type Language } from '#shared/i18n/languages';
import { catalogues } from '../i18n/catalogues/index.ts';
import { inLanguage, sitemapEntry } from './local-meta.ts';
import { fontPreload } from './font-preload.ts';
import { assetLinks, headFor } from './document-head.ts';
import { hoistImagePreloads, islandTemplate } from './island-document.ts';
import type { Manifest } from './page-assets.ts';
import { renderRoute } from './render-page.tsx';
import { APP_MANIFEST_PATH, appManifest } from './app-manifest.ts';
import { carriedContent } from './content-reads.ts';
import { cachedRoute, fingerprints, type RenderCache } from './render-cache.ts';

export interface RenderSiteInput {
  content: SiteContent;
  /**
   * The written pages visitors can open, each rendered at its address, in each language with the texts
   * written in it (`translations`) and English where none is.
   */
  pages: PublicPage[];
  /**
   * The gallery's first page, drawn into /gallery's HTML; without it (the build's own pages) the gallery
   * loads its photos in the browser.
   */
  gallery?: MediaPage;
  /**
   * The latest notifications, drawn into the home page's HTML in each language; without them (the build's
   * own pages) the home page loads them in the browser.
   */
  notifications?: DrawnNotifications;
  /** The built index.html, with its `<!--app-head-->` and `<!--app-html-->` marks. */
  template: string;
  manifest: Manifest;
  siteUrl: string;
  /**
   * The routes this build rendered before (the server keeps it between renderings): a route whose content
   * did not change is not drawn again.
   */
  cache?: RenderCache;
}

/** What a route is rendered with: the content, and the gallery's or the notifications' drawn part where it has one. */
function renderedFor(route: string, { content, gallery, notifications }: RenderSiteInput): RenderedContent {
  if (route === '/gallery' && gallery) return { content, gallery };
  if (route === '/' && notifications) return { content, notifications };
  return { content };
}

/** Where a route's HTML goes below the site's folder. */
function outputPath(route: string): string {
  const path = route.replace(/\/+$/, '');
  if (path === '') return 'index.html';
  if (path.endsWith('/404')) return `${path.slice(1)}.html`;
  return `${path.slice(1)}/index.html`;
}

const sitemapOf = (language: Language) =>
  language === DEFAULT_LANGUAGE ? 'sitemap.xml' : `sitemap-${language}.xml`;

/**
 * Every public page in every language (English at its own address, the others under /kn/, /hi/, /mr/) as
 * HTML with its own head and the content it was rendered with (for hydration), plus a sitemap per language
 * and robots.txt. Run by the build with the default content and by the server after every
 * content change; the same code, so both give the same pages.
 */
export async function renderSite(input: RenderSiteInput): Promise<RenderedFile[]> {
  const { content, template, manifest, siteUrl } = input;
  const publicTemplate = islandTemplate(template, manifest);
  const documentFor = (meta: RouteMeta, rendered: string, used?: RenderedContent) => {
    const { body, preloads } = meta.app ? { body: rendered, preloads: '' } : hoistImagePreloads(rendered);
    const { language } = splitLanguage(meta.path);
    return (
      (meta.app ? template : publicTemplate)
        .replace('<html lang="en">', `<html lang="${language}">`)
        .replace(
          '<!--app-head-->',
          [headFor(meta, content.site, siteUrl), fontPreload(manifest, language), preloads]
            .filter(Boolean)
            .join('\n    '),
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
  const cache = input.cache ?? new Map();
  const fingerprint = fingerprints(new Date().toISOString().slice(0, 10));
  const renderedNow = new Set<string>();
  const add = async (meta: RouteMeta, renderAt: string, rendered: RenderedContent) => {
    renderedNow.add(renderAt);
    const route = await cachedRoute(cache, fingerprint, renderAt, rendered, () =>
      renderRoute(renderAt, rendered, { app: meta.app }),
    );
    // The single-page app hydrates whole; a public page's islands need only what they read.
    const carried = meta.app ? rendered : carriedContent(rendered, route.islandReads);
    files.push({ path: outputPath(meta.path), body: documentFor(meta, route.html, carried) });
  };
  for (const language of languages) {
    const local = inLanguage(language, catalogues[language]);
    for (const route of routeMeta) {
      // The dashboard and its sign-in pages are in English only.
      if (route.app && language !== DEFAULT_LANGUAGE) continue;
      const meta = local(route);
      // The dashboard is rendered in the browser only: its shell carries no content.
      if (route.path === '/dashboard') {
        files.push({ path: outputPath(meta.path), body: documentFor(meta, '') });
        continue;
      }
      const rendered = renderedFor(route.path, input);
      const at = route.path === '/404' ? meta.path.replace(/404$/, 'this-page-does-not-exist') : meta.path;
      await add(meta, at, rendered);
    }
    for (const page of input.pages) {
      const shown = pageInLanguage(page, language);
      const meta = local(writtenPageMeta(shown));
      await add(meta, meta.path, { content, page: shown });
    }
    // Each menu item with nothing behind it yet has a Coming Soon page that names it.
    for (const entry of comingSoonEntries(content.menus)) {
      const meta = local(comingSoonMeta(entry), entry.label);
      await add(meta, meta.path, { content });
    }
  }

  for (const at of cache.keys()) if (!renderedNow.has(at)) cache.delete(at);

  const indexed = [
    ...routeMeta.filter((meta) => meta.indexed).map((meta) => meta.path),
    ...input.pages.map((page) => `/${page.slug}`),
  ];
  for (const language of languages) {
    const urls = indexed.map((route) => sitemapEntry(siteUrl, language, route)).join('\n');
    files.push({
      path: sitemapOf(language),
      body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
    });
  }
  const sitemaps = languages.map((language) => `Sitemap: ${siteUrl}/${sitemapOf(language)}`).join('\n');
  files.push({
    path: 'robots.txt',
    body: `User-agent: *\nDisallow: /dashboard\nDisallow: /login\nDisallow: /api/\n${sitemaps}\n`,
  });
  // The installable app's manifest, with the site's name and tagline (issue 29).
  files.push({ path: APP_MANIFEST_PATH, body: appManifest(content.site) });
  return files;
}
