// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteContent, type SiteContent } from '#shared/content/site-content';
import { EMBEDDED_CONTENT_ID } from '../lib/site-content.tsx';
import { renderSite } from './render-site.tsx';
import type { RenderCache } from './render-cache.ts';
import { testManifest, testTemplate } from './testing/build-fixtures.ts';

const SITE = 'https://gurukul.example.org';
const renderWith = (content: SiteContent, cache?: RenderCache) =>
  renderSite({ content, pages: [], template: testTemplate, manifest: testManifest, siteUrl: SITE, cache });
const byPath = (files: { path: string; body: string }[]) =>
  new Map(files.map((file) => [file.path, file.body]));

/** The content a page carries for its islands. */
function carried(html: string): Record<string, unknown> {
  const json = html.match(new RegExp(`id="${EMBEDDED_CONTENT_ID}">(.*?)</script>`))?.[1];
  return (JSON.parse(json!) as { content: Record<string, unknown> }).content;
}

/** The site rendered once with the default content, and the cache that rendering left. */
let first: Map<string, string>;
let firstCache: RenderCache;
beforeAll(async () => {
  firstCache = new Map();
  first = byPath(await renderWith(defaultSiteContent, firstCache));
}, 300_000);

describe('rendering only what a content change touches (issue 31: the server renders less per change)', () => {
  it('a new impact figure draws the four home pages again and reuses every other route, with the same HTML a fresh rendering gives', async () => {
    const cache = new Map(firstCache);
    const before = new Map(cache);
    const statistics = defaultSiteContent.statistics.map((figure, index) =>
      index === 0 ? { ...figure, value: 987_654 } : figure,
    );
    const changed = { ...defaultSiteContent, statistics };

    const cached = byPath(await renderWith(changed, cache));
    const redrawn = [...cache].filter(([at, route]) => before.get(at) !== route).map(([at]) => at);
    expect(redrawn.sort()).toEqual(['/', '/hi/', '/kn/', '/mr/']);
    expect(cached.get('index.html')).toContain('987654');
    // Reuse is invisible: every file is what a rendering without the cache writes.
    expect(cached).toEqual(byPath(await renderWith(changed)));
  });

  it('a change to the menus draws every route again', async () => {
    const cache = new Map(firstCache);
    const before = new Map(cache);
    const [top, ...rest] = defaultSiteContent.menus.header;
    const menus = { ...defaultSiteContent.menus, header: [{ ...top!, label: 'Who we are' }, ...rest] };
    const files = byPath(await renderWith({ ...defaultSiteContent, menus }, cache));
    expect([...cache].filter(([at, route]) => before.get(at) === route)).toEqual([]);
    expect(files.get('team/index.html')).toContain('Who we are');
  });

  it('a page carries for its islands only the content they read: /team’s cards are HTML and its carousel has its partners as props, so neither travels again', async () => {
    const team = carried(first.get('team/index.html')!);
    expect(team).not.toHaveProperty('team');
    expect(team).toHaveProperty('site');
    expect(team).not.toHaveProperty('collaborations');
    const home = carried(first.get('index.html')!);
    expect(home).toHaveProperty('statistics');
    expect(home).toHaveProperty('slides');
  });
});
