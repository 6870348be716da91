// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultSiteContent } from '#shared/content/site-content';
import { publicMenus, type Menus } from '#shared/content/menus';
import { renderSite } from './render-site.tsx';
import { testManifest, testTemplate } from './testing/build-fixtures.ts';

const template = testTemplate;
const manifest = testManifest;

const siteWith = async (menus: Menus) => {
  const files = await renderSite({
    content: { ...defaultSiteContent, menus: publicMenus(menus, new Set()) },
    pages: [],
    template,
    manifest,
    siteUrl: 'https://gurukul.example.org',
  });
  return new Map(files.map((file) => [file.path, String(file.body)]));
};

describe('issue 25, must have 1: a menu item with nothing behind it leads to a Coming Soon page that names it', () => {
  it('renders /coming-soon/<item> for each such item, naming it, kept out of the sitemap', async () => {
    const site = await siteWith(defaultSiteContent.menus);
    const nmms = site.get('coming-soon/nmms/index.html')!;
    expect(nmms).toContain('Our page on NMMS is being prepared.');
    expect(nmms).toContain('<h1');
    expect(nmms).toContain('Coming Soon!');
    expect(nmms).toContain('<title>NMMS: Coming Soon – Gurukul</title>');
    expect(site.get('coming-soon/magazines/index.html')).toContain(
      'Our page on Magazines is being prepared.',
    );
    expect(site.get('sitemap.xml')).not.toContain('coming-soon');
    // The header's links lead there.
    expect(site.get('index.html')).toContain('href="/coming-soon/nmms"');
  });

  it('a hidden item has no Coming Soon page and no link', async () => {
    const menus = structuredClone(defaultSiteContent.menus);
    const news = menus.header.find((top) => top.id === 'news-stories')!;
    news.children = news.children.map((child) =>
      child.id === 'magazines' ? { ...child, hidden: true } : child,
    );
    const site = await siteWith(menus);
    expect(site.has('coming-soon/magazines/index.html')).toBe(false);
    expect(site.get('index.html')).not.toContain('Magazines');
    expect(site.has('coming-soon/newsletters/index.html')).toBe(true);
  });
});
