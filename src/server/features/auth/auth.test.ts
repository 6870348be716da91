import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  cookieOf,
  createTestApp,
  testEngines,
  type TestApp,
} from '#server/testing/helpers';
import { hashToken } from './auth.service.ts';
import { FREE_TRIES_PER_ACCOUNT } from './login-throttle.ts';

describe.each(testEngines)('authentication on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

  it('stores the first admin from ADMIN_EMAIL/ADMIN_PASSWORD with a scrypt hash, never the password', async () => {
    const admin = await t.db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
    expect(admin.email).toBe(ADMIN_EMAIL);
    expect(admin.password_hash).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(admin.password_hash).not.toContain(ADMIN_PASSWORD);
  });

  it('logs in with a httpOnly SameSite=Lax session cookie kept in the database', async () => {
    const response = await login(ADMIN_EMAIL.toUpperCase(), ADMIN_PASSWORD, '10.0.0.2');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Login successful', email: ADMIN_EMAIL });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^gurukul_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');
    const token = cookieOf(response).split('=')[1]!;
    const stored = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', hashToken(token))
      .executeTakeFirst();
    expect(stored).toBeDefined();
  });

  it('answers GET /api/session with the e-mail for a live session and 401 otherwise', async () => {
    const cookie = await t.login();
    const ok = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: ADMIN_EMAIL, role: 'owner' });
    const none = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'Please log in to continue.', code: 'unauthorized' });
  });

  it('refuses a forged cookie', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/get_subscriptions',
      headers: { cookie: 'gurukul_session=forgedforgedforgedforgedforgedforgedforged123' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('ends the session on logout', async () => {
    const cookie = await t.login();
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/gurukul_session=;/);
    const after = await t.app.inject({ method: 'GET', url: '/api/get_subscriptions', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a session past its absolute expiry', async () => {
    const cookie = await t.login();
    const id = hashToken(cookie.split('=')[1]!);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(response.statusCode).toBe(401);
    expect(
      await t.db.selectFrom('sessions').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses a session idle for longer than the idle timeout', async () => {
    const cookie = await t.login();
    const id = hashToken(cookie.split('=')[1]!);
    const longAgo = new Date(Date.now() - t.config.sessionIdleMs - 1000).toISOString();
    await t.db.updateTable('sessions').set({ last_seen_at: longAgo }).where('id', '=', id).execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(response.statusCode).toBe(401);
  });

  it('answers a wrong password with 401 and the message the login page reads', async () => {
    const response = await login(ADMIN_EMAIL, 'wrong password', '10.0.1.1');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'Invalid email or password.',
      message: 'Invalid email or password.',
      code: 'unauthorized',
    });
  });

  it("answers empty fields with 400 'Please fill in both fields.'", async () => {
    for (const payload of [{ email: '', password: '' }, { email: ADMIN_EMAIL }, {}]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/login', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Please fill in both fields.',
        message: 'Please fill in both fields.',
        code: 'bad_request',
      });
    }
  });

  it('throttles failed logins per account with 429, Retry-After and a growing wait', async () => {
    const email = 'nobody@example.org';
    // The account-wide lock allows FREE_TRIES_PER_ACCOUNT (10) tries from browsers that have not signed in
    // before; one address alone is stopped sooner by the per-(account, address) lock (5).
    for (let i = 0; i < FREE_TRIES_PER_ACCOUNT - 1; i += 1) {
      expect((await login(email, 'bad', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    expect((await login(email, 'bad', '10.1.0.9')).statusCode).toBe(401); // tenth try: now locked
    const locked = await login(email, 'bad', '10.1.0.10');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed login attempts. Please wait and try again.');
    const firstWait = Number(locked.headers['retry-after']);
    expect(firstWait).toBeGreaterThan(0);
    expect(firstWait).toBeLessThanOrEqual(30);

    // Once the lock passes, the next failure locks for twice as long.
    await t.db
      .updateTable('login_throttle')
      .set({ locked_until: new Date(Date.now() - 1).toISOString() })
      .execute();
    expect((await login(email, 'bad', '10.1.0.11')).statusCode).toBe(401);
    const again = await login(email, 'bad', '10.1.0.12');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(firstWait);
  });

  it('throttles failed logins per client address across accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 20; i += 1) {
      expect((await login(`user${i}@example.org`, 'bad', ip)).statusCode).toBe(401);
    }
    const blocked = await login(ADMIN_EMAIL, ADMIN_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
    // 22 sign-ins, each a full scrypt hash (an unknown address is hashed too, so it answers as slowly): on a
    // two-core machine busy with other work that alone took over two minutes.
  }, 300_000);
});

describe('session cookie over https', () => {
  it('is Secure when PUBLIC_URL is https', async () => {
    const t = await createTestApp('sqlite', { PUBLIC_URL: 'https://gurukul.example.org' });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      expect(String(response.headers['set-cookie'])).toContain('Secure');
      const cookies = response.headers['set-cookie'] as string[];
      expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual([
        '__Host-gurukul_session',
        'gurukul_device',
      ]);
      for (const cookie of cookies) expect(cookie).toContain('Secure');
    } finally {
      await t.close();
    }
  });
});
