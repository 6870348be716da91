import { describe, expect, it } from 'vitest';
import { SITE, testEngines, withTestApp } from '#server/testing/helpers';

/** Issue 12: the public forms work without JavaScript, posted as ordinary HTML forms. */
describe.each(testEngines)('contact and interest forms posted without JavaScript on %s', (engine) => {
  const t = withTestApp(engine, { FORM_RATE_LIMIT_PER_MINUTE: '100' });

  const postForm = (url: string, body: string, from: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body,
      remoteAddress: '10.3.9.1',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: SITE,
        referer: `${SITE}${from}`,
      },
    });

  it('stores the message and sends the visitor back to the page, to its note', async () => {
    const response = await postForm('/api/contact', 'name=Asha+Rao&email=&message=Hello&source=home', '/');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/#form-sent');
    expect(response.body).toBe('');
    const rows = (await t.send('GET', '/api/inbox/contact')).json() as { name: string; source: string }[];
    expect(rows[0]).toMatchObject({ name: 'Asha Rao', source: 'home' });
  });

  it('takes one ticked box of a list field as a list', async () => {
    const body = 'fullName=Ravi&languages=marathi&roles=teacher&action=Volunteer+as+a+Teacher';
    const response = await postForm('/api/interest', body, '/volunteer-teacher');
    expect(response.headers.location).toBe('/volunteer-teacher#form-sent');
    const rows = (await t.send('GET', '/api/inbox/interest')).json() as { languages: string[] }[];
    expect(rows[0]).toMatchObject({ languages: ['marathi'] });
  });

  it('sends a refused form back to the note that says it was not sent, with nothing stored', async () => {
    const before = (await t.send('GET', '/api/inbox/contact')).json().length;
    const response = await postForm('/api/contact', 'name=+&message=Hi', '/contact-us');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact-us#form-not-sent');
    expect((await t.send('GET', '/api/inbox/contact')).json().length).toBe(before);
  });

  it('still answers JSON to the pages that post JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Meera' },
      remoteAddress: '10.3.9.2',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toHaveProperty('message');
  });
});
