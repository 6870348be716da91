import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentMessages as say, contentPaths, type Page } from '#shared/api/content';
import { menuPaths } from '#shared/api/menus';
import { allMenuEntries, type Menus } from '#shared/content/menus';
import { createTestApp, testEngines, type TestApp } from '#server/testing/helpers';

const philosophy = {
  title: 'Our Philosophy',
  slug: 'our-philosophy',
  summary: 'Why we teach the way we do',
  body: '<h2>Learning by doing</h2><p>Every child <strong>can</strong> learn.</p>',
  status: 'published',
};

describe.each(testEngines)('site content: pages on %s', (engine) => {
  let t: TestApp;
  let cookie: string;
  let clock = new Date('2026-06-01T09:00:00.000Z');
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { now: () => clock });
    cookie = await t.login();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock = new Date('2026-06-01T09:00:00.000Z');
    await t.db.deleteFrom('pages').execute();
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, auth = true) =>
    t.app.inject({ method, url, payload: payload as object, headers: auth ? { cookie } : {} });
  const create = async (page: object) => {
    const response = await send('POST', contentPaths.pages, page);
    expect(response.statusCode).toBe(201);
    return response.json() as Page;
  };
  const visitorSees = async (slug: string) =>
    (await send('GET', contentPaths.pageBySlug(slug), undefined, false)).statusCode;

  it('writes "Our Philosophy" and shows it to visitors', async () => {
    const page = await create(philosophy);
    expect(page).toMatchObject({ ...philosophy, visible: true, publishAt: null });
    const read = await send('GET', contentPaths.pageBySlug('our-philosophy'), undefined, false);
    expect(read.json()).toMatchObject({ title: 'Our Philosophy', body: philosophy.body });
    const list = (await send('GET', contentPaths.pages, undefined, false)).json();
    expect(list).toEqual([expect.objectContaining({ slug: 'our-philosophy', title: 'Our Philosophy' })]);
    expect(list[0]).not.toHaveProperty('body');
  });

  it('drops the menu place an earlier dashboard still sends: the page is saved, placed nowhere', async () => {
    const page = await create({ ...philosophy, menuSlot: 'our-philosophy' });
    expect(page).not.toHaveProperty('menuSlot');
    const moved = await send('PUT', contentPaths.page(page.id), { ...philosophy, menuSlot: 'home' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).not.toHaveProperty('menuSlot');
    const read = await send('GET', contentPaths.pageBySlug('our-philosophy'), undefined, false);
    expect(read.json()).not.toHaveProperty('menuSlot');
    expect(await t.db.selectFrom('pages').select('menu_slot').execute()).toEqual([{ menu_slot: null }]);
  });

  it('keeps a page an earlier version placed on a menu item in the menus seeded from it, when it is saved', async () => {
    const page = await create(philosophy);
    await t.db.updateTable('pages').set({ menu_slot: 'our-philosophy' }).execute();
    const saved = await send('PUT', contentPaths.page(page.id), { ...philosophy, title: 'Our Way' });
    expect(saved.statusCode).toBe(200);
    const revisions = (await send('GET', contentPaths.revisions(page.id))).json();
    await send('POST', contentPaths.restore(page.id, revisions[0].id));
    expect(await t.db.selectFrom('pages').select('menu_slot').execute()).toEqual([
      { menu_slot: 'our-philosophy' },
    ]);
    const menus = (await send('GET', menuPaths.menus, undefined, false)).json() as Menus;
    expect(allMenuEntries(menus)).toContainEqual(
      expect.objectContaining({
        id: 'our-philosophy',
        label: 'Our Way',
        leadsTo: 'link',
        to: '/our-philosophy',
      }),
    );
  });

  it('keeps a draft from visitors (404) and out of the public list, but lists it for the administrator', async () => {
    const draft = await create({ ...philosophy, status: 'draft' });
    expect(await visitorSees('our-philosophy')).toBe(404);
    expect((await send('GET', contentPaths.pages, undefined, false)).json()).toEqual([]);
    expect((await send('GET', contentPaths.allPages)).json()).toEqual([
      expect.objectContaining({ id: draft.id, status: 'draft', visible: false }),
    ]);
    expect((await send('GET', contentPaths.allPages, undefined, false)).statusCode).toBe(401);
  });

  it('refuses an address a database cannot look up (a NUL byte) with 400, on every engine', async () => {
    const response = await send('GET', `${contentPaths.pageBySlug('our')}%00`, undefined, false);
    expect(response.statusCode).toBe(400);
  });

  it('shows a scheduled page by itself once its time has come', async () => {
    clock = new Date('2026-05-31T23:00:00.000Z');
    await create({ ...philosophy, status: 'scheduled', publishAt: '2026-06-01T12:00:00+05:30' });
    expect(await visitorSees('our-philosophy')).toBe(404);
    clock = new Date('2026-06-01T06:29:59.000Z');
    expect(await visitorSees('our-philosophy')).toBe(404);
    clock = new Date('2026-06-01T06:30:00.000Z');
    expect(await visitorSees('our-philosophy')).toBe(200);
    expect((await send('GET', contentPaths.pages, undefined, false)).json()).toEqual([
      expect.objectContaining({ slug: 'our-philosophy', publishedAt: '2026-06-01T06:30:00.000Z' }),
    ]);
  });

  it('asks when to publish a scheduled page', async () => {
    const response = await send('POST', contentPaths.pages, { ...philosophy, status: 'scheduled' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(say.publishAtRequired);
  });

  it.each([
    ['an address with spaces', { slug: 'our philosophy' }, 400, say.slugInvalid],
    ['an address with a slash', { slug: 'about/us' }, 400, say.slugInvalid],
    ['an address of the site itself', { slug: 'gallery' }, 409, say.slugReserved],
    ['the API’s address', { slug: 'api' }, 409, say.slugReserved],
    ['no title', { title: ' ' }, 400, say.titleRequired],
  ])('refuses a page with %s', async (_case, change, status, message) => {
    const response = await send('POST', contentPaths.pages, { ...philosophy, ...change });
    expect(response.statusCode).toBe(status);
    if (message) expect(response.json().error).toBe(message);
    expect(await t.db.selectFrom('pages').selectAll().execute()).toEqual([]);
  });

  it('gives each address to one page only (409, nothing written)', async () => {
    const first = await create(philosophy);
    const sameSlug = await send('POST', contentPaths.pages, philosophy);
    expect(sameSlug.statusCode).toBe(409);
    expect(sameSlug.json()).toMatchObject({ error: say.slugTaken, field: 'slug' });
    const other = await create({ ...philosophy, slug: 'reports' });
    const moved = await send('PUT', contentPaths.page(other.id), philosophy);
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ error: say.slugTaken, field: 'slug' });
    expect((await send('GET', contentPaths.allPages)).json()).toHaveLength(2);
    expect((await send('GET', contentPaths.page(first.id))).json()).toMatchObject({ slug: 'our-philosophy' });
  });

  it('keeps a revision of every save and restores an earlier one as a new save', async () => {
    const page = await create(philosophy);
    clock = new Date('2026-06-02T09:00:00.000Z');
    await send('PUT', contentPaths.page(page.id), {
      ...philosophy,
      title: 'Our Way',
      body: '<p>Changed</p>',
    });
    const revisions = (await send('GET', contentPaths.revisions(page.id))).json();
    expect(revisions).toEqual([
      { id: expect.any(Number), savedAt: '2026-06-02T09:00:00.000Z', title: 'Our Way' },
      { id: expect.any(Number), savedAt: '2026-06-01T09:00:00.000Z', title: 'Our Philosophy' },
    ]);
    const earlier = await send('GET', contentPaths.revision(page.id, revisions[1].id));
    expect(earlier.json()).toEqual({
      id: revisions[1].id,
      savedAt: '2026-06-01T09:00:00.000Z',
      title: 'Our Philosophy',
      summary: philosophy.summary,
      body: philosophy.body,
    });
    expect((await send('GET', contentPaths.revision(page.id, 999_999))).json()).toMatchObject({
      error: say.revisionNotFound,
    });
    const restored = await send('POST', contentPaths.restore(page.id, revisions[1].id));
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      title: 'Our Philosophy',
      body: philosophy.body,
      slug: 'our-philosophy',
    });
    expect((await send('GET', contentPaths.revisions(page.id))).json()).toHaveLength(3);
    expect((await send('POST', contentPaths.restore(page.id, 999_999))).statusCode).toBe(404);
  });

  it('deletes a page with its revisions; visitors get 404', async () => {
    const page = await create(philosophy);
    expect((await send('DELETE', contentPaths.page(page.id))).json()).toEqual({ message: say.deleted });
    expect(await visitorSees('our-philosophy')).toBe(404);
    expect(await t.db.selectFrom('page_revisions').selectAll().execute()).toEqual([]);
    expect((await send('DELETE', contentPaths.page(page.id))).statusCode).toBe(404);
  });

  // Payloads from the OWASP XSS filter evasion cheat sheet and friends: none may survive into what is stored.
  const xssCorpus = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<img src="/uploads/a.webp" onerror="alert(1)">',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="  javascript:alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<svg onload=alert(1)>',
    '<iframe src="https://evil.example"></iframe>',
    '<p style="background:url(javascript:alert(1))">x</p>',
    '<body onload=alert(1)>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<object data="javascript:alert(1)"></object>',
    '<form action="https://evil.example"><input name=p></form>',
    '<p onclick="alert(1)">x</p>',
    '<img src="https://evil.example/track.png">',
    '<scr<script>ipt>alert(1)</script>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  ];

  it('stores page bodies cleaned against the allow-list: no XSS payload survives', async () => {
    const page = await create({ ...philosophy, body: xssCorpus.join('\n') });
    const stored = (await send('GET', contentPaths.pageBySlug('our-philosophy'), undefined, false)).json()
      .body;
    expect(page.body).toBe(stored);
    expect(stored).not.toMatch(/<script|<iframe|<svg|<object|<form|<meta|<style|<body|<input/i);
    expect(stored).not.toMatch(/\son\w+\s*=|javascript:|vbscript:|data:|style=/i);
    expect(stored).not.toContain('evil.example');
  });

  it('keeps what the editor writes: headings, lists, emphasis, links and library pictures', async () => {
    const body = [
      '<h2>Heading</h2>',
      '<h3>Sub</h3>',
      '<p>Text with <strong>bold</strong>, <em>italic</em> and <a href="https://example.org/x" rel="noopener noreferrer">a link</a>.</p>',
      '<ul><li>One</li></ul>',
      '<ol><li>First</li></ol>',
      '<p><img src="/uploads/photo-1280.webp" alt="Children reading" /></p>',
    ].join('');
    const page = await create({ ...philosophy, body });
    expect(page.body).toBe(body);
  });
});
