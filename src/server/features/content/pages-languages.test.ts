import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentMessages as say, contentPaths, type Page } from '#shared/api/content';
import { createTestApp, testEngines, type TestApp } from '#server/testing/helpers';
import { loadRenderableSite } from './site-content.service.ts';

const privacy = {
  title: 'Privacy notice',
  slug: 'privacy',
  summary: 'How we keep your data',
  body: '<h2>What we keep</h2><p>Your name and email.</p>',
  status: 'published',
};
const kannada = {
  title: 'ಗೌಪ್ಯತಾ ಸೂಚನೆ',
  summary: 'ನಿಮ್ಮ ಮಾಹಿತಿಯನ್ನು ನಾವು ಹೇಗೆ ಇಡುತ್ತೇವೆ',
  body: '<h2>ನಾವು ಏನು ಇಡುತ್ತೇವೆ</h2><p>ನಿಮ್ಮ ಹೆಸರು ಮತ್ತು ಇಮೇಲ್.</p>',
};

describe.each(testEngines)('issue 28: written pages in each language, on %s', (engine) => {
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

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, auth = true) =>
    t.app.inject({ method, url, payload: payload as object, headers: auth ? { cookie } : {} });
  const create = async (page: object = privacy) => {
    const response = await send('POST', contentPaths.pages, page);
    expect(response.statusCode).toBe(201);
    return response.json() as Page;
  };
  const inKannada = (url: string) => `${url}?lang=kn`;

  it('answers a page in Kannada before any translation with empty texts and the English beside them', async () => {
    const page = await create();
    const response = await send('GET', inKannada(contentPaths.page(page.id)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: page.id,
      slug: 'privacy',
      status: 'published',
      language: 'kn',
      title: '',
      summary: '',
      body: '',
      english: { title: privacy.title, summary: privacy.summary, body: privacy.body },
      translated: { title: false, summary: false, body: false },
    });
    // In English the answer is as it always was.
    const english = (await send('GET', contentPaths.page(page.id))).json();
    expect(english).toMatchObject({ title: privacy.title, body: privacy.body });
    expect(english).not.toHaveProperty('language');
    expect(english).not.toHaveProperty('english');
  });

  it('saves a Kannada version without touching English, and an English save keeps the Kannada one', async () => {
    const page = await create();
    clock = new Date('2026-06-02T09:00:00.000Z');
    const saved = await send('PUT', inKannada(contentPaths.page(page.id)), kannada);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      ...kannada,
      language: 'kn',
      translated: { title: true, summary: true, body: true },
    });
    expect((await send('GET', contentPaths.page(page.id))).json()).toMatchObject({
      title: privacy.title,
      summary: privacy.summary,
      body: privacy.body,
    });
    // Another language is still empty.
    expect((await send('GET', `${contentPaths.page(page.id)}?lang=hi`)).json()).toMatchObject({
      title: '',
      body: '',
    });

    const english = await send('PUT', contentPaths.page(page.id), {
      ...privacy,
      title: 'Our privacy notice',
    });
    expect(english.statusCode).toBe(200);
    expect((await send('GET', inKannada(contentPaths.page(page.id)))).json()).toMatchObject({
      ...kannada,
      english: { title: 'Our privacy notice' },
    });
    // Each save is a revision.
    expect((await send('GET', contentPaths.revisions(page.id))).json()).toHaveLength(3);
  });

  it('keeps address, status and schedule as they are: sent with a language they are ignored', async () => {
    const page = await create({ ...privacy, status: 'draft' });
    const saved = await send('PUT', inKannada(contentPaths.page(page.id)), {
      ...kannada,
      slug: 'elsewhere',
      status: 'published',
      kind: 'programme',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ slug: 'privacy', status: 'draft', kind: 'page', visible: false });
  });

  it('cleans a Kannada body as an English one, and takes an emptied one for no version', async () => {
    const page = await create();
    const saved = await send('PUT', inKannada(contentPaths.page(page.id)), {
      title: kannada.title,
      body: '<p onclick="alert(1)">ನಮಸ್ಕಾರ</p><script>alert(1)</script>',
    });
    expect(saved.json()).toMatchObject({ body: '<p>ನಮಸ್ಕಾರ</p>', summary: '' });
    const emptied = await send('PUT', inKannada(contentPaths.page(page.id)), { title: '', body: '<p></p>' });
    expect(emptied.json()).toMatchObject({
      title: '',
      body: '',
      translated: { title: false, summary: false, body: false },
    });
  });

  it.each([
    ['an unknown language', 'fr'],
    ['English named', 'en'],
    ['an empty value', ''],
  ])('refuses %s with 400 and a clear message', async (_case, lang) => {
    const page = await create();
    const read = await send('GET', `${contentPaths.page(page.id)}?lang=${lang}`);
    expect(read.statusCode).toBe(400);
    expect(read.json()).toMatchObject({ error: say.languageInvalid, field: 'lang' });
    const write = await send('PUT', `${contentPaths.page(page.id)}?lang=${lang}`, kannada);
    expect(write.statusCode).toBe(400);
    expect(write.json()).toMatchObject({ error: say.languageInvalid });
    const visitor = await send('GET', `${contentPaths.pageBySlug('privacy')}?lang=${lang}`, undefined, false);
    expect(visitor.statusCode).toBe(400);
    expect((await send('GET', contentPaths.page(page.id))).json()).toMatchObject({ title: privacy.title });
  });

  it('refuses a Kannada text over its limit, and a missing page with 404', async () => {
    const page = await create();
    const long = await send('PUT', inKannada(contentPaths.page(page.id)), { title: 'ಕ'.repeat(500) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ field: 'title' });
    expect((await send('PUT', inKannada(contentPaths.page(999_999)), kannada)).statusCode).toBe(404);
    expect((await send('PUT', inKannada(contentPaths.page(page.id)), kannada, false)).statusCode).toBe(401);
  });

  it('lists for each page the languages it is not yet (fully) written in', async () => {
    const page = await create();
    await send('PUT', inKannada(contentPaths.page(page.id)), kannada);
    await send('PUT', `${contentPaths.page(page.id)}?lang=mr`, { title: 'गोपनीयता सूचना' });
    expect((await send('GET', contentPaths.allPages)).json()).toEqual([
      expect.objectContaining({
        id: page.id,
        translations: { kn: 'complete', hi: 'missing', mr: 'partial' },
      }),
    ]);
  });

  it('gives visitors the page in Kannada with English where a text is not written, and names it', async () => {
    const page = await create();
    await send('PUT', inKannada(contentPaths.page(page.id)), { title: kannada.title, body: kannada.body });
    const read = await send('GET', inKannada(contentPaths.pageBySlug('privacy')), undefined, false);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      title: kannada.title,
      summary: privacy.summary,
      body: kannada.body,
      language: 'kn',
      untranslated: ['summary'],
    });
    expect(read.json()).not.toHaveProperty('translations');
    const hindi = (
      await send('GET', `${contentPaths.pageBySlug('privacy')}?lang=hi`, undefined, false)
    ).json();
    expect(hindi).toMatchObject({ title: privacy.title, untranslated: ['title', 'summary', 'body'] });
    const english = (await send('GET', contentPaths.pageBySlug('privacy'), undefined, false)).json();
    expect(english).toMatchObject({ title: privacy.title, body: privacy.body });
    expect(Object.keys(english)).toEqual([
      'id',
      'title',
      'slug',
      'kind',
      'summary',
      'body',
      'documents',
      'publishedAt',
    ]);
  });

  it('hands the renderer each visible page with its written translations', async () => {
    const page = await create();
    await send('PUT', inKannada(contentPaths.page(page.id)), kannada);
    const site = await loadRenderableSite(t.db, clock);
    expect(site.pages).toEqual([
      expect.objectContaining({
        slug: 'privacy',
        title: privacy.title,
        translations: { kn: { ...kannada } },
      }),
    ]);
  });
});
