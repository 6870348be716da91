import type { SiteDetails } from '#shared/api/content';
import type { RouteMeta } from '../lib/route-meta.ts';
import { pageAssets, type Manifest } from './page-assets.ts';
import { escapeHtml } from '#shared/escape-html';
import { splitLanguage } from '#shared/i18n/languages';
import { alternatesOf } from './local-meta.ts';

/** The organisation in schema.org's words, for search engines (home page only). */
export function organisationJsonLd(site: SiteDetails, siteUrl: string) {
  const a = site.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    name: site.name,
    legalName: site.legalName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    email: site.email,
    telephone: site.phones[0],
    address: {
      '@type': 'PostalAddress',
      streetAddress: [a.street, a.area].filter(Boolean).join(', '),
      addressLocality: a.city,
      addressRegion: a.state,
      postalCode: a.postcode,
      addressCountry: 'IN',
    },
  };
}

/**
 * Title, description, canonical address, the page's other languages and Open Graph tags of a page (JSON-LD
 * on the home page).
 */
export function headFor(meta: RouteMeta, site: SiteDetails, siteUrl: string): string {
  const url = `${siteUrl}${meta.path}`;
  const { language, path } = splitLanguage(meta.path);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.indexed
      ? [
          `<link rel="canonical" href="${escapeHtml(url)}" />`,
          ...alternatesOf(siteUrl, path).map(
            ({ hreflang, href }) =>
              `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
          ),
        ]
      : ['<meta name="robots" content="noindex" />']),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="${language}_IN" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${siteUrl}/og-image.png`)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  if (path === '/') {
    // JSON-LD is data, not script: `<` is escaped so no text can close the element.
    const json = JSON.stringify(organisationJsonLd(site, siteUrl)).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n    ');
}

/**
 * Stylesheets of a page's chunk and everything it imports, so the rendered page is styled from the first
 * paint, and for the single-page app's routes the module preloads, so its code loads at once. A public
 * page loads no page code: its islands load their own (decision 011).
 */
export function assetLinks(
  pageModule: string,
  template: string,
  manifest: Manifest,
  scripts: boolean,
): string {
  const { css, js } = pageAssets(manifest, pageModule);
  const fresh = (file: string) => !template.includes(`/${file}"`);
  return [
    ...css.filter(fresh).map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
    ...(scripts ? js : [])
      .filter(fresh)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ].join('\n    ');
}
