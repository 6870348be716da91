import { escapeHtml } from '#shared/escape-html';
import { DEFAULT_LANGUAGE, languages, localPath, type Language } from '#shared/i18n/languages';
import type { Catalogue } from '../i18n/catalogue.ts';
import type { RouteMeta } from '../lib/route-meta.ts';
import { routeTextKey } from '../texts/route-texts.ts';

/**
 * A route's head in a language: its address under the language's prefix, and the title and description of
 * the site's own pages from the language's catalogue. A written page keeps the title it was written with;
 * a menu item's Coming Soon page (named by `label`) says so in the language.
 */
export function inLanguage(language: Language, texts: Catalogue) {
  return (meta: RouteMeta, comingSoonLabel?: string): RouteMeta => {
    if (language === DEFAULT_LANGUAGE) return meta;
    const path = localPath(language, meta.path);
    if (comingSoonLabel !== undefined) {
      return {
        ...meta,
        path,
        title: `${comingSoonLabel}: ${texts.routes.comingSoon.title}`,
        description: texts.comingSoon.preparing(comingSoonLabel),
      };
    }
    const key = routeTextKey(meta.path);
    return key ? { ...meta, path, ...texts.routes[key] } : { ...meta, path };
  };
}

/** The same page in every language, for search engines; English is also the default for other readers. */
export function alternatesOf(siteUrl: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...languages.map((language) => ({ hreflang: language, href: `${siteUrl}${localPath(language, path)}` })),
    { hreflang: 'x-default', href: `${siteUrl}${path}` },
  ];
}

/** A page's entry in a language's sitemap, naming its versions in the other languages. */
export function sitemapEntry(siteUrl: string, language: Language, path: string): string {
  const links = alternatesOf(siteUrl, path).map(
    ({ hreflang, href }) =>
      `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
  );
  return `  <url><loc>${escapeHtml(`${siteUrl}${localPath(language, path)}`)}</loc>${links.join('')}</url>`;
}
