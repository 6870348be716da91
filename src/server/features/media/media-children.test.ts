import { describe, expect, it } from 'vitest';
import { childrenPaths, childrenTexts } from '#shared/api/media-children';
import type { MediaItem } from '#shared/api/media';
import { loadRenderableSite } from '#server/features/content/site-content.service';
import { testEngines, withTestApp } from '#server/testing/helpers';
import { jpegFile, photoPixels, upload } from './testing/media-fixtures.ts';

/** Issue 27, must have 5: media with identifiable children and no consent on file never reach visitors. */
describe.each(testEngines)('children in photos, on %s', (engine) => {
  const t = withTestApp(engine, {}, { mediaProcessing: 'manual', startMailWorker: false });

  const add = async (alt: string, answer: { children?: 'yes' | 'no' | null; childrenConsent?: string }) => {
    const response = await upload(t.app, t.cookie, {
      mediaUrl: `https://photos.example.org/${encodeURIComponent(alt)}.jpg`,
      altText: alt,
      ...answer,
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { media: MediaItem }).media;
  };

  /** Every description visitors can reach: the lists in every form, a search, and /gallery's rendered data. */
  async function publicDescriptions(): Promise<string[]> {
    const seen = new Set<string>();
    const get = async (url: string) => {
      const answer = (await t.app.inject({ method: 'GET', url })).json() as
        MediaItem[] | { items: MediaItem[] };
      for (const item of Array.isArray(answer) ? answer : answer.items) seen.add(item.alt_text ?? '');
    };
    await get('/api/images');
    await get('/api/images?category=All');
    await get('/api/images?category=ISRO%20Show');
    await get('/api/images?category=All&limit=100');
    await get('/api/images?q=class');
    const site = await loadRenderableSite(t.db);
    for (const item of site.gallery.items) seen.add(`${item.alt_text ?? ''} (rendered)`);
    return [...seen];
  }

  it('issue 27: an item with identifiable children and no consent on file is in no public list nor in /gallery; with consent it is', async () => {
    await add('class with children, no consent', { children: 'yes' });
    await add('class with children, consent on file', {
      children: 'yes',
      childrenConsent: 'Consent forms folder, 2026',
    });
    await add('class hall, no children', { children: 'no' });
    const visible = await publicDescriptions();
    expect(visible).not.toContain('class with children, no consent');
    expect(visible).not.toContain('class with children, no consent (rendered)');
    expect(visible).toEqual(
      expect.arrayContaining([
        'class with children, consent on file',
        'class with children, consent on file (rendered)',
        'class hall, no children',
        'class hall, no children (rendered)',
      ]),
    );

    // The administrator's list keeps every answer, to show why an item is not on the site.
    const admin = (
      await t.app.inject({ method: 'GET', url: '/api/images?category=All', headers: { cookie: t.cookie } })
    ).json() as MediaItem[];
    expect(admin.find((item) => item.alt_text === 'class with children, no consent')).toMatchObject({
      children: 'yes',
      children_consent: null,
    });
    expect(admin.find((item) => item.alt_text === 'class with children, consent on file')).toMatchObject({
      children: 'yes',
      children_consent: 'Consent forms folder, 2026',
    });
    // Visitors are never told the answer.
    const anonymous = (await t.app.inject({ method: 'GET', url: '/api/images' })).json() as MediaItem[];
    expect(anonymous.every((item) => !('children' in item) && !('children_consent' in item))).toBe(true);
  });

  it('issue 27: an uploaded photo with children and no consent stays out once processed', async () => {
    const bytes = await photoPixels(640, 480).jpeg().toBuffer();
    const response = await upload(t.app, t.cookie, {
      file: jpegFile(bytes),
      altText: 'sports day photo',
      children: 'yes',
    });
    expect(response.statusCode, response.body).toBe(201);
    await t.app.mediaJobs.drain();
    const admin = (
      await t.app.inject({ method: 'GET', url: '/api/images', headers: { cookie: t.cookie } })
    ).json() as MediaItem[];
    expect(admin.find((item) => item.alt_text === 'sports day photo')?.status).toBe('ready');
    expect(await publicDescriptions()).not.toContain('sports day photo');
  });

  it('issue 27: an upload to the gallery without the answer is refused with 400 and nothing is stored', async () => {
    const before = await t.db.selectFrom('media').select('id').execute();
    const response = await upload(t.app, t.cookie, {
      mediaUrl: 'https://photos.example.org/unanswered.jpg',
      children: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: childrenTexts.answerRequired, field: 'children' });
    expect(await t.db.selectFrom('media').select('id').execute()).toEqual(before);
  });

  it('issue 27: the answer is corrected later, in the activity log, and visitors see the item only once consent is on file', async () => {
    const item = await add('annual day stage', { children: 'no' });
    expect(await publicDescriptions()).toContain('annual day stage');
    const answer = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: childrenPaths.answer(item.medias_id),
        headers: { cookie: t.cookie, origin: 'http://localhost:3000' },
        payload: body,
      });
    const hidden = await answer({ children: 'yes' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await publicDescriptions()).not.toContain('annual day stage');
    const shown = await answer({ children: 'yes', consent: 'Office cupboard, file 12' });
    expect(shown.json().media).toMatchObject({
      children: 'yes',
      children_consent: 'Office cupboard, file 12',
    });
    expect(await publicDescriptions()).toContain('annual day stage');

    const entries = await t.db
      .selectFrom('audit_log')
      .select(['area', 'action', 'target', 'before_text', 'after_text'])
      .where('action', '=', 'Answered whether identifiable children are in a photo or video')
      .orderBy('id')
      .execute();
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({ area: 'Media', target: `media ${item.medias_id}` });
    expect(entries[1]!.after_text).toContain('Office cupboard, file 12');

    expect((await answer({ children: 'maybe' })).statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'PUT',
      url: childrenPaths.answer(999_999),
      headers: { cookie: t.cookie, origin: 'http://localhost:3000' },
      payload: { children: 'no' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('issue 27: media added before the question was asked stay public and are listed as not asked', async () => {
    await t.db
      .insertInto('media')
      .values({
        media_url: 'https://photos.example.org/old.jpg',
        media_type: 'Photo',
        media_category: 'ISRO Show',
        alt_text: 'old photo from 2025',
        storage_key: null,
        mime: null,
        size_bytes: null,
        status: 'ready',
        status_reason: null,
        width: null,
        height: null,
        placeholder: null,
        poster_url: null,
        variants: '[]',
        created_at: '2025-01-01T00:00:00.000Z',
        updated_at: '2025-01-01T00:00:00.000Z',
      })
      .execute();
    // Written straight into the table as an earlier version left it: the cached lists are dropped by hand.
    t.app.responseCache.invalidate('media:');
    expect(await publicDescriptions()).toContain('old photo from 2025');
    const admin = (
      await t.app.inject({ method: 'GET', url: '/api/images', headers: { cookie: t.cookie } })
    ).json() as MediaItem[];
    expect(admin.find((entry) => entry.alt_text === 'old photo from 2025')?.children).toBeNull();
  });
});
