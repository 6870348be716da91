import { describe, expect, it } from 'vitest';
import { contentLimits, contentMessages as say, contentPaths, type Page } from '#shared/api/content';
import { testEngines, withTestApp } from '#server/testing/helpers';

const page = (body: string) => ({
  title: 'Annual report',
  slug: 'annual-report',
  summary: '',
  body,
  status: 'draft',
});

describe.each(testEngines)('a page body as stored on %s', (engine) => {
  const t = withTestApp(engine);

  it('issue 24, hardening b: a body that grows past the limit when sanitised is refused, nothing written', async () => {
    // Under the limit as sent; each `<` is kept as `&lt;`, four times as long.
    const body = '<'.repeat(contentLimits.pageBody - 1);
    const created = await t.send('POST', contentPaths.pages, page(body));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ error: say.pageBodyTooLong, code: 'bad_request' });
    expect(say.pageBodyTooLong).toContain(String(contentLimits.pageBody));
    const stored = await t.db.selectFrom('pages').select('slug').execute();
    expect(stored.map((row) => row.slug)).not.toContain('annual-report');

    const kept = await t.send('POST', contentPaths.pages, page('<p>Short</p>'));
    expect(kept.statusCode).toBe(201);
    const { id } = kept.json<Page>();
    const revisions = async () =>
      (await t.db.selectFrom('page_revisions').select('id').where('page_id', '=', id).execute()).length;
    const before = await revisions();
    const updated = await t.send('PUT', contentPaths.page(id), page(body));
    expect(updated.statusCode).toBe(400);
    expect(updated.json()).toMatchObject({ error: say.pageBodyTooLong });
    expect((await t.send('GET', contentPaths.page(id))).json()).toMatchObject({ body: '<p>Short</p>' });
    expect(await revisions()).toBe(before);
  });

  it('issue 24, hardening b: a body exactly at the limit once sanitised is kept', async () => {
    const body = `<p>${'a'.repeat(contentLimits.pageBody - 7)}</p>`;
    const created = await t.send('POST', contentPaths.pages, { ...page(body), slug: 'at-the-limit' });
    expect(created.statusCode).toBe(201);
    expect(created.json<Page>().body).toHaveLength(contentLimits.pageBody);
  });
});
