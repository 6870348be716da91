import { describe, expect, it } from 'vitest';
import { createTestApp, testEngines, withTestApp } from '#server/testing/helpers';

describe.each(testEngines)('contact and interest forms on %s', (engine) => {
  const t = withTestApp(engine, { FORM_RATE_LIMIT_PER_MINUTE: '100' });

  const post = (url: string, payload: unknown, ip = '10.3.0.1') =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });

  it('stores a contact message and shows it to the administrator, newest first', async () => {
    const first = await post('/api/contact', {
      name: 'Meera',
      email: 'meera@example.org',
      mobile: '+91 98450 11111',
      message: 'Can I visit?',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      message: 'Thank you! Your message has reached us. We will get back to you soon.',
    });
    await post('/api/contact', { name: 'Ravi', heardFrom: 'Friends', source: 'home' });
    const list = await t.send('GET', '/api/inbox/contact');
    expect(list.statusCode).toBe(200);
    const rows = list.json() as { name: string; heard_from: string | null; source: string; read: boolean }[];
    expect(rows.map((r) => r.name)).toEqual(['Ravi', 'Meera']);
    expect(rows[0]).toMatchObject({ heard_from: 'Friends', source: 'home', read: false });
  });

  it('drops a submission whose honeypot is filled but answers as usual', async () => {
    const before = (await t.send('GET', '/api/inbox/contact')).json().length;
    const response = await post('/api/contact', { name: 'Bot', website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    const after = (await t.send('GET', '/api/inbox/contact')).json().length;
    expect(after).toBe(before);
  });

  it('refuses a contact message without a name or with a bad address', async () => {
    expect((await post('/api/contact', { name: '  ' })).json()).toMatchObject({
      error: 'Please enter your name.',
      code: 'bad_request',
    });
    expect((await post('/api/contact', { name: 'A', email: 'nope' })).statusCode).toBe(400);
    expect((await post('/api/contact', { name: 'A', message: 'x'.repeat(5001) })).statusCode).toBe(400);
  });

  it('stores an expression of interest with its lists', async () => {
    const response = await post('/api/interest', {
      fullName: 'Lakshmi Devi',
      gender: 'female',
      age: '40_to_60',
      education: 'M.Sc.',
      occupation: 'Teacher',
      location: 'Mysuru',
      mobile: '9845012345',
      email: 'lakshmi@example.org',
      languages: ['kannada', 'english'],
      roles: ['mentor'],
      action: 'Sponsor a school kit',
    });
    expect(response.statusCode).toBe(201);
    const list = (await t.send('GET', '/api/inbox/interest')).json();
    expect(list[0]).toMatchObject({
      full_name: 'Lakshmi Devi',
      languages: ['kannada', 'english'],
      roles: ['mentor'],
      read: false,
    });
    expect((await post('/api/interest', { fullName: 'X', roles: ['admin'] })).statusCode).toBe(400);
    expect((await post('/api/interest', { fullName: 'X', age: '18' })).statusCode).toBe(400);
  });

  it('marks messages read and deletes them', async () => {
    const [row] = (await t.send('GET', '/api/inbox/contact')).json();
    const marked = await t.send('PATCH', `/api/inbox/contact/${row.id}`, { read: true });
    expect(marked.statusCode).toBe(200);
    const reread = (await t.send('GET', '/api/inbox/contact')).json();
    expect(reread.find((r: { id: number }) => r.id === row.id).read).toBe(true);
    const removed = await t.send('DELETE', `/api/inbox/contact/${row.id}`);
    expect(removed.statusCode).toBe(200);
    const missing = await t.send('DELETE', `/api/inbox/contact/${row.id}`);
    expect(missing.statusCode).toBe(404);
  });

  it('keeps the inbox for the administrator only', async () => {
    for (const url of ['/api/inbox/contact', '/api/inbox/interest']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('form rate limit', () => {
  it('answers 429 with Retry-After after the per-address limit', async () => {
    const t = await createTestApp('sqlite', { FORM_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: { name: 'A' },
          remoteAddress: '10.4.0.1',
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        error: 'Too many requests. Please try again later.',
        code: 'too_many_requests',
      });
      expect(limited.headers['retry-after']).toBeDefined();
    } finally {
      await t.close();
    }
  });
});
