import { describe, expect, it } from 'vitest';
import { contentPaths, type Page } from '#shared/api/content';
import { testEngines, withTestApp } from '#server/testing/helpers';
import { loadRenderableSite } from './site-content.service.ts';

const nmms = {
  title: 'NMMS',
  slug: 'nmms',
  kind: 'programme',
  summary: 'Coaching for the National Means-cum-Merit Scholarship exam, free for class 8.',
  body: '<h2>What it is</h2><p>Weekly classes.</p><img src="/uploads/nmms-class.jpg" alt="Students &amp; their teacher" />',
  status: 'published',
};

describe.each(testEngines)('issue 25, must have 2: programmes are pages, on %s', (engine) => {
  const t = withTestApp(engine);

  it("a programme's page is saved as one, listed with its first picture, and kept on restore", async () => {
    const created = await t.send('POST', contentPaths.pages, nmms);
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json() as Page;
    expect(page.kind).toBe('programme');

    const listed = (await t.send('GET', contentPaths.pages, undefined, false)).json() as unknown[];
    expect(listed).toContainEqual(
      expect.objectContaining({
        slug: 'nmms',
        kind: 'programme',
        picture: { src: '/uploads/nmms-class.jpg', alt: 'Students & their teacher' },
      }),
    );
    const shown = (await t.send('GET', contentPaths.pageBySlug('nmms'), undefined, false)).json();
    expect(shown.kind).toBe('programme');

    // The site's content carries it for the carousel.
    const { content } = await loadRenderableSite(t.db);
    expect(content.pages).toContainEqual({
      slug: 'nmms',
      title: 'NMMS',
      summary: nmms.summary,
      kind: 'programme',
      picture: { src: '/uploads/nmms-class.jpg', alt: 'Students & their teacher' },
    });

    // Made a plain page, then the earlier save restored: a programme again.
    const [first] = (await t.send('GET', contentPaths.revisions(page.id))).json() as { id: number }[];
    expect((await t.send('PUT', contentPaths.page(page.id), { ...nmms, kind: 'page' })).json().kind).toBe(
      'page',
    );
    const restored = await t.send('POST', contentPaths.restore(page.id, first!.id));
    expect(restored.json().kind).toBe('programme');
  });

  it('a page without a kind is a plain page; a page without a picture lists none; an unknown kind is refused', async () => {
    const plain = await t.send('POST', contentPaths.pages, {
      title: 'Financials',
      slug: 'financials',
      summary: '',
      body: '<p>Accounts.</p>',
      status: 'published',
    });
    expect(plain.json().kind).toBe('page');
    const listed = (await t.send('GET', contentPaths.pages, undefined, false)).json() as {
      slug: string;
      picture: unknown;
    }[];
    expect(listed.find((page) => page.slug === 'financials')?.picture).toBeNull();
    const refused = await t.send('POST', contentPaths.pages, { ...nmms, slug: 'other', kind: 'event' });
    expect(refused.statusCode).toBe(400);
  });
});
