import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contentPaths } from '#shared/api/content';
import { createTestApp, testEngines, type TestApp } from '#server/testing/helpers';
import { loadRenderableSite } from '../content/site-content.service.ts';
import { createSiteRenderer, type SiteRenderer } from './site-renderer.ts';
import { siteBuildOf } from './site-files.ts';
import { loadPages } from './site.repository.ts';

const fakeSsr = path.join(import.meta.dirname, 'testing/fake-ssr.mjs');

describe.each(testEngines)('content issue 6: the site is rendered again after a change, on %s', (engine) => {
  let t: TestApp;
  let cookie: string;
  let renderer: SiteRenderer;
  let clientDir: string;
  let pages = new Map<string, { body: Buffer; br: Buffer; gz: Buffer }>();
  let clock: () => Date = () => new Date();
  const errors: unknown[] = [];

  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    clientDir = path.join(t.config.dataDir, 'client');
    fs.mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(clientDir, 'index.html'), 'the home page as the build rendered it');
    fs.writeFileSync(path.join(clientDir, '.vite/manifest.json'), '{}');
    renderer = createSiteRenderer({
      db: t.db,
      engine: t.app.dbEngine,
      load: (now) => loadRenderableSite(t.db, now),
      ssrEntry: fakeSsr,
      clientDir,
      siteUrl: 'https://gurukul.example.org',
      log: { info: () => {}, error: (entry: unknown) => errors.push(entry) } as never,
      now: () => clock(),
      debounceMs: 20,
    });
    // A file an earlier rendering of this build stored.
    const stale = Buffer.from('from an earlier build');
    await t.db
      .insertInto('rendered_pages')
      .values({
        build: siteBuildOf(fakeSsr, clientDir),
        path: 'stale.html',
        version: 0,
        body: stale,
        br: stale,
        gz: stale,
      })
      .execute();
    await renderer.start();
    await stored();
  });
  afterAll(async () => {
    await renderer.close();
    await t.close();
  });
  afterEach(() => {
    clock = () => new Date();
    delete (globalThis as { failRendering?: boolean }).failRendering;
  });

  /** Reads the site as the database holds it after a rendering. */
  const stored = async () => {
    pages = new Map((await loadPages(t.db, renderer.build)).map((row) => [row.path, row]));
  };
  const read = (file: string) => pages.get(file)!.body.toString('utf8');
  const exists = (file: string) => pages.has(file);
  const send = (method: 'PUT' | 'POST', url: string, payload: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { cookie } });

  it('renders at start with the content of the database, precompressed, leaving nothing of an earlier build', () => {
    expect(read('index.html')).toContain('Schools Covered: 15');
    expect(zlib.brotliDecompressSync(pages.get('index.html')!.br).toString()).toBe(read('index.html'));
    expect(zlib.gunzipSync(pages.get('index.html')!.gz).toString()).toBe(read('index.html'));
    expect(exists('stale.html')).toBe(false);
  });

  it('shows a changed impact figure after a burst of changes, rendered once', async () => {
    await send('PUT', contentPaths.statistics, [{ label: 'Schools Covered', value: 16 }]);
    renderer.requestRender();
    await send('PUT', contentPaths.statistics, [{ label: 'Schools Covered', value: 17 }]);
    renderer.requestRender();
    await renderer.idle();
    await stored();
    expect(read('index.html')).toContain('Schools Covered: 17');
  });

  it('adds a published page with its link, and removes it once unpublished', async () => {
    const page = {
      title: 'Our Philosophy',
      slug: 'our-philosophy',
      status: 'published',
      body: '<p>Why</p>',
    };
    const { id } = (await send('POST', contentPaths.pages, page)).json();
    await renderer.render();
    await stored();
    expect(read('our-philosophy/index.html')).toBe('<h1>Our Philosophy</h1><p>Why</p>');
    expect(read('index.html')).toContain('Our Philosophy->/our-philosophy');
    expect(read('sitemap.xml')).toContain('https://gurukul.example.org/our-philosophy');

    await send('PUT', contentPaths.page(id), { ...page, status: 'draft' });
    await renderer.render();
    await stored();
    expect(exists('our-philosophy/index.html')).toBe(false);
    expect(exists('our-philosophy/index.html.br')).toBe(false);
    expect(exists('our-philosophy')).toBe(false);
    expect(read('index.html')).not.toContain('our-philosophy');
  });

  it('renders by itself when a scheduled page’s time comes', async () => {
    const publishAt = new Date(Date.now() + 60_000);
    await send('POST', contentPaths.pages, {
      title: 'Reports',
      slug: 'reports',
      status: 'scheduled',
      publishAt: publishAt.toISOString(),
    });
    // The renderer's clock stands before the page's time, however long this rendering takes on a busy machine.
    clock = () => new Date(publishAt.getTime() - 30_000);
    try {
      await renderer.render();
      await stored();
      expect(exists('reports/index.html')).toBe(false);
      // The time comes: the job asked for then becomes due, and the worker renders with nobody asking.
      clock = () => new Date(publishAt.getTime() + 1000);
      await expect.poll(async () => (await stored(), exists('reports/index.html'))).toBe(true);
    } finally {
      clock = () => new Date();
    }
  });

  it('keeps the pages rendered before when a rendering fails, and says so in the log', async () => {
    const before = read('index.html');
    (globalThis as { failRendering?: boolean }).failRendering = true;
    await send('PUT', contentPaths.statistics, [{ label: 'Schools Covered', value: 99 }]);
    await renderer.render();
    await stored();
    expect(read('index.html')).toBe(before);
    expect(errors).toHaveLength(1);
  });
});
