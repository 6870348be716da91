import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages';
import { createTestApp, testEngines, type TestApp } from '#server/testing/helpers';

describe.each(testEngines)('subscriptions API on %s', (engine) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterAll(() => t.close());

  const rowOf = (email: string) =>
    t.db.selectFrom('subscriptions').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  const subscribe = (payload: unknown, ip = '10.9.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/add_subscription',
      payload: payload as object,
      remoteAddress: ip,
    });

  it('subscribes with the capitalised role of the page, trimming and lower-casing the address', async () => {
    const response = await subscribe({ email: '  Asha.Rao@Example.ORG ', role: 'Teacher' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Success! You’re now subscribed. Expect great updates from us soon!',
      pendingConfirmation: false,
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/get_subscriptions', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const row = (list.json() as { email: string; role: string; subscribed_at: string; status: string }[])[0]!;
    expect(row).toMatchObject({
      email: 'asha.rao@example.org',
      role: 'teacher',
      status: 'active',
      unsubscribed_at: null,
    });
    expect(Number.isNaN(Date.parse(row.subscribed_at))).toBe(false);
  });

  it('hardening 4: an active address gets the same answer as a new one, and nothing changes', async () => {
    const fresh = await subscribe({ email: 'new-one@example.org', role: 'parent' });
    await subscribe({ email: 'twice@example.org', role: 'parent' });
    const before = await rowOf('twice@example.org');
    const again = await subscribe({ email: 'TWICE@example.org', role: 'student' }, '10.9.0.2');
    expect(again.statusCode).toBe(201);
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.body).toBe(fresh.body);
    expect(again.json()).toEqual({ message: messages.subscriptions.success, pendingConfirmation: false });
    // Not even the role: a stranger who types the address changes nothing.
    expect(await rowOf('twice@example.org')).toEqual(before);
    expect(before).toMatchObject({ role: 'parent', status: 'active' });
    expect(fs.existsSync(t.config.outboxDir) ? fs.readdirSync(t.config.outboxDir) : []).toEqual([]);
  });

  it('refuses a bad address or role with the page message', async () => {
    for (const payload of [
      { email: 'not-an-address', role: 'parent' },
      { email: '', role: 'parent' },
      { email: 'ok@example.org', role: 'Select Your Role' },
      { email: 'ok@example.org', role: 'admin' },
      { email: 'ok@example.org' },
      { email: `${'a'.repeat(250)}@example.org`, role: 'parent' },
    ]) {
      const response = await subscribe(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'Please enter a valid email and select your role.',
        code: 'bad_request',
      });
    }
  });

  it('needs a session to list subscribers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/get_subscriptions' });
    expect(response.statusCode).toBe(401);
  });

  it('rate-limits add_subscription per client address', async () => {
    const ip = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await subscribe({ email: `r${i}@example.org`, role: 'parent' }, ip)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    const other = await subscribe({ email: 'other-ip@example.org', role: 'parent' }, '10.9.9.10');
    expect(other.statusCode).toBe(201);
  });
});
