import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages';
import { upload } from './features/media/testing/media-fixtures.ts';
import { createTestApp, SITE, testEngines, type TestApp } from './testing/helpers.ts';

const NUL = 'x\u0000y';
const LONE_SURROGATE = 'x\ud800y';

/**
 * Hardening 5: a NUL character (or half of a surrogate pair) in any text field made PostgreSQL refuse the
 * query and the server answer 500. Every text field refuses it with a 400 and nothing is written.
 */
describe.each(testEngines)('text that cannot be stored, on %s', (engine) => {
  let t: TestApp;
  let cookie: string;
  let notificationId: number;
  beforeAll(async () => {
    t = await createTestApp(engine, { FORM_RATE_LIMIT_PER_MINUTE: '1000' });
    cookie = await t.login();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/add_notification',
      headers: { cookie, origin: SITE },
      payload: { title: 'Exam dates', description: 'Soon' },
    });
    notificationId = added.json<{ notification: { id: number } }>().notification.id;
  });
  afterAll(() => t.close());

  const json = (method: 'POST' | 'PUT', url: string, payload: object, withSession = true) =>
    t.app.inject({
      method,
      url,
      headers: { origin: SITE, ...(withSession ? { cookie } : {}) },
      payload,
    });

  const requests: [string, (bad: string) => ReturnType<typeof json>][] = [
    ['contact name', (bad) => json('POST', '/api/contact', { name: bad }, false)],
    ['contact message', (bad) => json('POST', '/api/contact', { name: 'Asha', message: bad }, false)],
    ['interest', (bad) => json('POST', '/api/interest', { fullName: 'Asha', location: bad }, false)],
    ['login email', (bad) => json('POST', '/api/login', { email: bad, password: 'whatever' }, false)],
    ['login password', (bad) => json('POST', '/api/login', { email: 'a@b.org', password: bad }, false)],
    ['add_notification', (bad) => json('POST', '/api/add_notification', { title: bad, description: 'd' })],
    [
      'update_notification',
      (bad) => json('PUT', `/api/update_notification/${notificationId}`, { title: 't', description: bad }),
    ],
    [
      'send_email',
      (bad) => json('POST', '/api/send_email', { recipientType: 'all', subject: bad, message: 'm' }),
    ],
    [
      'add_subscription',
      (bad) => json('POST', '/api/add_subscription', { email: bad, role: 'parent' }, false),
    ],
  ];

  for (const [name, send] of requests) {
    it(`hardening 5: ${name} with NUL or a lone surrogate answers 400, never 500`, async () => {
      for (const bad of [NUL, LONE_SURROGATE]) {
        const response = await send(bad);
        expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
        expect(response.json()).toHaveProperty('error');
      }
    });
  }

  it('hardening 5: submit_media fields with NUL answer 400 and store nothing', async () => {
    const before = await t.db
      .selectFrom('media')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const input of [
      { mediaUrl: `https://example.org/${NUL}.jpg` },
      { mediaUrl: 'https://example.org/a.jpg', altText: NUL },
      { mediaUrl: 'https://example.org/a.jpg', category: NUL },
    ]) {
      const response = await upload(t.app, cookie, input);
      expect(response.statusCode, response.body).toBe(400);
    }
    const after = await t.db.selectFrom('media').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('hardening 5: names the problem in plain words', async () => {
    const response = await json('POST', '/api/contact', { name: 'Asha', message: NUL }, false);
    expect(response.json()).toMatchObject({ error: messages.common.unstorableText, code: 'bad_request' });
  });

  it('keeps text with emoji and Indian scripts, which are well-formed', async () => {
    const response = await json('POST', '/api/contact', { name: 'आशा 🙏 ಆಶಾ' }, false);
    expect(response.statusCode).toBe(201);
  });
});
