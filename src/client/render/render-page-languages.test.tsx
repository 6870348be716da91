// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicPage } from '#shared/api/content-pages';
import { publicPage } from '#shared/api/testing/answer-samples';
import { defaultSiteContent } from '#shared/content/site-content';
import { renderSite } from './render-site.tsx';
import { testManifest, testTemplate } from './testing/build-fixtures.ts';

const template = testTemplate;
const manifest = testManifest;

const financials: PublicPage = publicPage;
const kannada = {
  title: 'ಹಣಕಾಸು',
  summary: '',
  body: '<h2>ಲೆಕ್ಕಪರಿಶೋಧನೆ</h2><p>ನಮ್ಮ ಲೆಕ್ಕಗಳನ್ನು ಪ್ರತಿ ವರ್ಷ ಪರಿಶೀಲಿಸಲಾಗುತ್ತದೆ.</p>',
};
const content = {
  ...defaultSiteContent,
  pages: [{ slug: 'financials', title: 'Financials', summary: '', kind: 'page' as const, picture: null }],
};

async function renderWith(page: PublicPage) {
  const files = await renderSite({
    content,
    pages: [page],
    template,
    manifest,
    siteUrl: 'https://gurukul.example.org',
  });
  return new Map(files.map((file) => [file.path, String(file.body)]));
}

/** The page's article, as drawn: what a reader meets of the written page. */
const articleOf = (html: string | undefined) => /<article[\s\S]*?<\/article>/.exec(html ?? '')?.[0] ?? '';

let before: Map<string, string>;
let site: Map<string, string>;
beforeAll(async () => {
  // The same page as the renderer got it before languages, and with its Kannada version.
  before = await renderWith(financials);
  site = await renderWith({ ...financials, translations: { kn: kannada } });
}, 300_000);

describe('issue 28: a written page in each language', () => {
  it('renders the Kannada version at kn/<slug> with lang="kn", its title in the head, English only where not written', () => {
    const html = site.get('kn/financials/index.html');
    expect(html).toContain('<html lang="kn">');
    expect(html).toMatch(/<title>ಹಣಕಾಸು – [^<]*<\/title>/);
    const article = articleOf(html);
    expect(article).toMatch(/<h1[^>]*>ಹಣಕಾಸು<\/h1>/);
    expect(article).toContain('ನಮ್ಮ ಲೆಕ್ಕಗಳನ್ನು ಪ್ರತಿ ವರ್ಷ ಪರಿಶೀಲಿಸಲಾಗುತ್ತದೆ.');
    expect(article).not.toContain('Our accounts are audited');
    expect(article).not.toMatch(/<h1[^>]*lang="en"/);
    // The summary is not written in Kannada: the English one, marked as English.
    expect(article).toMatch(/<p[^>]*lang="en"[^>]*>Where every rupee goes<\/p>/);
    // The article is HTML that no island hydrates: the page carries no copy of it, in any language.
    expect(html).not.toContain('"translations"');
    expect(html).not.toContain('Our accounts are audited');
  });

  it('marks the English shown where a page has no version in the language', () => {
    const html = site.get('hi/financials/index.html');
    expect(html).toContain('<html lang="hi">');
    const article = articleOf(html);
    expect(article).toMatch(/<h1[^>]*lang="en"[^>]*>Financials<\/h1>/);
    expect(article).toMatch(/<div[^>]*lang="en"[^>]*><h2>Audited accounts<\/h2>/);
    expect(html).toMatch(/<title>Financials – [^<]*<\/title>/);
  });

  it('leaves the English page byte for byte as it was for the same content', () => {
    expect(site.get('financials/index.html')).toBe(before.get('financials/index.html'));
    expect(articleOf(site.get('financials/index.html'))).not.toContain('lang=');
    expect(site.get('financials/index.html')).not.toContain('ಹಣಕಾಸು');
    expect(site.get('mr/financials/index.html')).toBe(before.get('mr/financials/index.html'));
  });
});
