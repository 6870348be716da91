import { describe, expect, it } from 'vitest';
import { contentMessages, contentPaths } from '#shared/api/content';
import { givingPaths } from '#shared/api/giving';
import { testEngines, withTestApp } from '#server/testing/helpers';
import { openGiving } from './features/giving/testing/giving-fixtures.ts';

/** Issue 24, must have 9: an error answer names the field it is about, so a form shows it beside the field. */
describe.each(testEngines)('the field in an error answer, on %s', (engine) => {
  const t = withTestApp(engine);

  it('a refused field of the body is named: at the top, and by its dotted path when nested', async () => {
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Asha', email: 'not an address', mobile: '9845012345', message: 'Hello' },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toMatchObject({ code: 'bad_request', field: 'email' });

    await openGiving(t.app, t.cookie);
    const settings = (
      await t.app.inject({ method: 'GET', url: givingPaths.settings, headers: { cookie: t.cookie } })
    ).json();
    const refused = await t.app.inject({
      method: 'PUT',
      url: givingPaths.settings,
      headers: { cookie: t.cookie },
      payload: { ...settings, bank: { ...settings.bank, ifsc: 'SBIN1234' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'bank.ifsc' });
  });

  it('a refusal of the service names its field too (an address already taken); others name none', async () => {
    const page = { title: 'Annual report', slug: 'annual-report', status: 'draft' };
    const first = await t.app.inject({
      method: 'POST',
      url: contentPaths.pages,
      headers: { cookie: t.cookie },
      payload: page,
    });
    expect(first.statusCode).toBe(201);
    const taken = await t.app.inject({
      method: 'POST',
      url: contentPaths.pages,
      headers: { cookie: t.cookie },
      payload: page,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: contentMessages.slugTaken, code: 'conflict', field: 'slug' });
    const missing = await t.app.inject({
      method: 'GET',
      url: contentPaths.page(999_999),
      headers: { cookie: t.cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).not.toHaveProperty('field');
  });
});
