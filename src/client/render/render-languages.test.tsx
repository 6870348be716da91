// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteContent } from '#shared/content/site-content';
import { languages } from '#shared/i18n/languages';
import { en } from '../i18n/catalogues/en.ts';
import { kn } from '../i18n/catalogues/kn.ts';
import { renderSite } from './render-site.tsx';
import { testManifest, testTemplate } from './testing/build-fixtures.ts';

const template = testTemplate;
const manifest = testManifest;
const SITE = 'https://gurukul.example.org';

/** Every text leaf of a catalogue. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(textsOf);
}

/** What a reader sees or hears of a page: its text and its labels, without the data it carries for scripts. */
function readable(html: string): string {
  return (
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<head>[\s\S]*?<\/head>/, ' ')
      // The offers of the page in other languages are in those languages on purpose.
      .replace(/<p [^>]*data-offer="[^"]*"[^>]*>[\s\S]*?<\/p>/g, ' ')
      .replace(/ data-props="[^"]*"/g, ' ')
      .replace(/(?:aria-label|alt|title|placeholder)="([^"]*)"/g, ' $1 ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, ' ')
  );
}

let site: Map<string, string>;
beforeAll(async () => {
  const files = await renderSite({
    content: defaultSiteContent,
    pages: [],
    template,
    manifest,
    siteUrl: SITE,
  });
  site = new Map(files.map((file) => [file.path, String(file.body)]));
}, 300_000);

describe('issue 28: every public page in four languages', () => {
  it('renders each public page under each language’s prefix, with its <html lang>, and the dashboard in English only', () => {
    for (const language of languages.filter((code) => code !== 'en')) {
      expect(site.get(`${language}/index.html`)).toContain(`<html lang="${language}">`);
      expect(site.get(`${language}/vision/index.html`)).toContain(`<html lang="${language}">`);
      expect(site.get(`${language}/404.html`)).toContain(`<html lang="${language}">`);
      expect(site.has(`${language}/dashboard/index.html`)).toBe(false);
      expect(site.has(`${language}/login/index.html`)).toBe(false);
    }
    expect(site.get('index.html')).toContain('<html lang="en">');
    expect(site.get('vision/index.html')).toContain('<html lang="en">');
  });

  it('offers the other languages on public pages only: the single-page app hydrates its pages without them', () => {
    expect(site.get('vision/index.html')).toContain('data-offer="kn"');
    expect(site.get('kn/index.html')).toContain('data-offer="en"');
    expect(site.get('login/index.html')).not.toContain('data-offer');
  });

  it('names the page’s four versions for search engines, with English as the default', () => {
    const head = site.get('kn/vision/index.html')!;
    expect(head).toContain(`<link rel="canonical" href="${SITE}/kn/vision" />`);
    for (const [hreflang, href] of [
      ['en', '/vision'],
      ['kn', '/kn/vision'],
      ['hi', '/hi/vision'],
      ['mr', '/mr/vision'],
      ['x-default', '/vision'],
    ]) {
      expect(head).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${SITE}${href}" />`);
    }
    expect(head).toContain(`<title>${kn.routes.vision.title}</title>`);
    expect(site.get('hi/index.html')).toContain(`<link rel="canonical" href="${SITE}/hi/" />`);
  });

  it('gives each language a sitemap of its addresses, each naming the others, all in robots.txt', () => {
    const sitemap = site.get('sitemap-mr.xml')!;
    expect(sitemap).toContain(`<loc>${SITE}/mr/vision</loc>`);
    expect(sitemap).toContain(`hreflang="en" href="${SITE}/vision"`);
    expect(sitemap).not.toContain(`<loc>${SITE}/vision</loc>`);
    expect(site.get('sitemap.xml')).toContain(`<loc>${SITE}/vision</loc>`);
    expect(site.get('robots.txt')).toContain(`Sitemap: ${SITE}/sitemap-kn.xml`);
  });

  it('keeps links between pages in the page’s language', () => {
    const home = site.get('kn/index.html')!;
    expect(home).toContain('href="/kn/vision"');
    expect(home).toContain('href="/kn/donate"');
    expect(home).not.toContain('href="/vision"');
    // The switcher leads to the same page in each language.
    const team = site.get('hi/team/index.html')!;
    for (const href of ['/team', '/kn/team', '/hi/team', '/mr/team'])
      expect(team).toContain(`href="${href}"`);
  });

  it('leaves no built-in English text on a Kannada page (content without a translation aside)', () => {
    // English texts that are also Kannada's (names, codes) are not English left behind, nor is the
    // administrator's content, shown in English until it is translated.
    const kannada = new Set(textsOf(kn));
    const content = textsOf(defaultSiteContent);
    const english = textsOf(en).filter(
      (text) =>
        text.trim().split(/\s+/).length >= 2 &&
        /[a-z]{3}/.test(text) &&
        !kannada.has(text) &&
        !content.some((shown) => shown.includes(text.trim())),
    );
    const left: string[] = [];
    for (const [file, html] of site) {
      if (!file.startsWith('kn/') || !file.endsWith('.html')) continue;
      const text = readable(html);
      for (const phrase of english) if (text.includes(phrase.trim())) left.push(`${file}: ${phrase}`);
    }
    expect(left).toEqual([]);
  });
});

describe('issue 28, must have 4: the script fonts load only where they are needed', () => {
  it('preloads Noto Sans Kannada on a Kannada page, Devanagari on Hindi and Marathi pages, none on English ones', () => {
    const preload = (file: string) =>
      `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}" />`;
    expect(site.get('kn/index.html')).toContain(preload('noto-sans-kannada-kannada-400-normal-k1.woff2'));
    expect(site.get('hi/vision/index.html')).toContain(
      preload('noto-sans-devanagari-devanagari-400-normal-d1.woff2'),
    );
    expect(site.get('mr/donate/index.html')).toContain(
      preload('noto-sans-devanagari-devanagari-400-normal-d1.woff2'),
    );
    expect(site.get('index.html')).not.toContain('as="font"');
    expect(site.get('hi/index.html')).not.toContain('kannada');
  });
});
