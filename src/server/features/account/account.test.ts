import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { accountPaths, passwordResetPaths, RESET_LINK_MINUTES } from '#shared/api/account';
import { messages } from '#shared/messages';
import { cookieOf, createTestApp, testEngines, type TestApp } from '#server/testing/helpers';
import { insertAdmin } from '../auth/auth.repository.ts';
import { hashToken } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/password.ts';
import { startTestSmtp, waitUntil, type TestSmtp } from '../mail/testing/smtp-test-server.ts';
import { RESET_REQUESTS_PER_ADDRESS, RESET_REQUESTS_PER_CLIENT } from './account.feature.ts';

const say = messages.account;
const PASSWORD = 'first password of mine';
const NEW_PASSWORD = 'a brand new passphrase';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe.each(testEngines)('own account and password reset by mail, on %s', (engine) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let clock = new Date();
  let client = 0;
  /** A client address of its own per test, so the per-client limits of one test never meet another's. */
  const nextClient = () => `10.9.${Math.floor(++client / 250)}.${client % 250}`;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(engine, { SMTP_URL: smtp.url }, { startMailWorker: false, now: () => clock });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function person(email: string, status: 'active' | 'suspended' = 'active') {
    await insertAdmin(t.db, email, await hashPassword(PASSWORD), new Date().toISOString(), {
      role: 'editor',
      name: 'Asha',
    });
    if (status !== 'active')
      await t.db.updateTable('admins').set({ status }).where('email', '=', email).execute();
  }
  const login = (email: string, password = PASSWORD, userAgent = CHROME_ANDROID, ip = nextClient()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      headers: { 'user-agent': userAgent },
      remoteAddress: ip,
    });
  const signIn = async (email: string, password = PASSWORD, userAgent = CHROME_ANDROID, ip?: string) => {
    const response = await login(email, password, userAgent, ip);
    expect(response.statusCode, response.body).toBe(200);
    return cookieOf(response);
  };
  const signedIn = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).statusCode === 200;
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const askReset = (email: string, ip: string) =>
    t.app.inject({ method: 'POST', url: passwordResetPaths.request, payload: { email }, remoteAddress: ip });
  const completeReset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: passwordResetPaths.complete, payload: { token, password } });
  const mailsTo = async (email: string): Promise<ParsedMail[]> =>
    (await smtp.parsed()).filter((mail) => (mail.to as { text: string }).text === email);
  const linkIn = async (email: string, page: string, nth = 1) => {
    await waitUntil(async () => (await mailsTo(email)).length >= nth, 30_000);
    const mail = (await mailsTo(email))[nth - 1]!;
    const match = new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text!);
    expect(match, mail.text).not.toBeNull();
    return { mail, token: match![1]! };
  };
  const tokenRows = (email: string) =>
    t.db.selectFrom('account_tokens').selectAll().where('email', '=', email).execute();

  it('reset: "Forgot your password?" mails a link through the SMTP server; it sets the password once and ends every session', async () => {
    const email = 'reset-once@example.org';
    await person(email);
    const phone = await signIn(email);
    const laptop = await signIn(email, PASSWORD, FIREFOX_WINDOWS);

    const asked = await askReset(email, nextClient());
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: say.resetRequested });
    const { mail, token } = await linkIn(email, '/reset-password');
    expect(mail.subject).toContain('Choose a new password');
    expect(mail.text).toContain(`${t.config.publicUrl}/reset-password?token=${token}`);
    expect(mail.text).toContain(`${RESET_LINK_MINUTES} minutes`);
    // Only the token's hash is kept.
    expect((await tokenRows(email)).map((row) => row.id)).toEqual([hashToken(token)]);

    // Someone has been guessing: the account is locked for browsers it does not know.
    await t.db
      .insertInto('login_throttle')
      .values({
        key: `account:${email}`,
        failures: 50,
        locked_until: new Date(Date.now() + 3600_000).toISOString(),
        updated_at: new Date().toISOString(),
      })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({ failures: 50, locked_until: new Date(Date.now() + 3600_000).toISOString() }),
      )
      .execute();
    expect((await login(email)).statusCode).toBe(429);

    // A sign-in opened with the old password, waiting for its second step, must not become a session.
    const admin = await t.db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('sign_in_challenges')
      .values({
        id: 'pending-second-step',
        purpose: 'sign-in',
        admin_id: admin.id,
        challenge: null,
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 300_000).toISOString(),
      })
      .execute();

    const done = await completeReset(token, NEW_PASSWORD);
    expect(done.statusCode, done.body).toBe(200);
    expect(
      await t.db.selectFrom('sign_in_challenges').selectAll().where('admin_id', '=', admin.id).execute(),
    ).toEqual([]);
    expect(done.json()).toEqual({ message: say.resetDone });
    // The activity log keeps that the password was changed by a mailed link (never the link or password).
    const logged = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('action', '=', 'Chose a new password with a link sent by mail')
      .execute();
    expect(logged).toEqual([{ action: 'Chose a new password with a link sent by mail', actor_email: email }]);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
    expect((await login(email)).statusCode).toBe(401);
    await signIn(email, NEW_PASSWORD);

    const again = await completeReset(token, 'yet another long passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: say.resetLinkInvalid, code: 'bad_request', field: 'token' });
    await signIn(email, NEW_PASSWORD);
  });

  it('reset: an unknown address gets the same status and body, does the same stored work, and no mail goes out', async () => {
    const known = 'reset-known@example.org';
    const unknown = 'nobody-here@example.org';
    const suspended = 'reset-suspended@example.org';
    await person(known);
    await person(suspended, 'suspended');
    const answers = [];
    for (const email of [known, unknown, suspended]) {
      const response = await askReset(email, nextClient());
      answers.push({
        status: response.statusCode,
        body: response.body,
        type: response.headers['content-type'],
      });
      // The same work on every path: one live link row per address, bound to an account or to none.
      expect(await tokenRows(email)).toHaveLength(1);
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    await linkIn(known, '/reset-password');
    expect((await tokenRows(unknown))[0]!.admin_id).toBeNull();
    // The mail to the known address came after both answers; nothing went to the others.
    expect(await mailsTo(unknown)).toHaveLength(0);
    expect(await mailsTo(suspended)).toHaveLength(0);
  });

  it('reset: a link refused after 30 minutes, a made-up one, and one for no account: 400 on the token, nothing changed', async () => {
    const email = 'reset-late@example.org';
    await person(email);
    const cookie = await signIn(email);
    await askReset(email, nextClient());
    const { token } = await linkIn(email, '/reset-password');
    const started = clock;
    clock = new Date(started.getTime() + (RESET_LINK_MINUTES * 60 + 1) * 1000);
    try {
      const late = await completeReset(token, NEW_PASSWORD);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ field: 'token', error: say.resetLinkInvalid });
    } finally {
      clock = started;
    }
    const madeUp = await completeReset('A'.repeat(43), NEW_PASSWORD);
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json()).toMatchObject({ field: 'token' });
    const garbage = await completeReset('not a token at all!', NEW_PASSWORD);
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ field: 'token' });
    expect(await signedIn(cookie)).toBe(true);
    await signIn(email);
  });

  it('reset: a new password shorter than 12 characters is refused on its field and the link still works', async () => {
    const email = 'reset-short@example.org';
    await person(email);
    await askReset(email, nextClient());
    const { token } = await linkIn(email, '/reset-password');
    const short = await completeReset(token, 'too short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: 'password', error: say.passwordTooShort });
    expect((await completeReset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('reset: a bad address is refused on its field, known or not', async () => {
    const response = await askReset('not an address', nextClient());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'email', error: messages.forms.invalidEmail });
  });

  it(`reset: limited to ${RESET_REQUESTS_PER_ADDRESS} requests per address in an hour, from any client`, async () => {
    const email = 'reset-limit@example.org';
    for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS; i++) {
      expect((await askReset(email, nextClient())).statusCode).toBe(200);
    }
    const refused = await askReset(email.toUpperCase(), nextClient());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: say.resetTooMany, code: 'too_many_requests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await askReset('reset-limit-other@example.org', nextClient())).statusCode).toBe(200);
  });

  it(`reset: limited to ${RESET_REQUESTS_PER_CLIENT} requests per client address in an hour, whatever the address`, async () => {
    const ip = nextClient();
    for (let i = 0; i < RESET_REQUESTS_PER_CLIENT; i++) {
      expect((await askReset(`client-limit-${i}@example.org`, ip)).statusCode).toBe(200);
    }
    const refused = await askReset('client-limit-last@example.org', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: say.resetTooMany });
    expect(await tokenRows('client-limit-last@example.org')).toHaveLength(0);
    expect((await askReset('client-limit-last@example.org', nextClient())).statusCode).toBe(200);
  });

  it('password change: checks the current password, ends the other sessions only, and the new one signs in', async () => {
    const email = 'change-password@example.org';
    await person(email);
    const here = await signIn(email);
    const elsewhere = await signIn(email, PASSWORD, FIREFOX_WINDOWS);

    const wrong = await send('POST', accountPaths.password, here, {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'currentPassword', error: say.currentPasswordWrong });
    const short = await send('POST', accountPaths.password, here, {
      currentPassword: PASSWORD,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: 'newPassword', error: say.passwordTooShort });
    expect(await signedIn(elsewhere)).toBe(true);

    const changed = await send('POST', accountPaths.password, here, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ message: say.passwordChanged });
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    expect((await login(email)).statusCode).toBe(401);
    await signIn(email, NEW_PASSWORD);
    // The activity log records the change, never either password.
    const log = JSON.stringify(await t.db.selectFrom('audit_log').selectAll().execute());
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain(NEW_PASSWORD);
  });

  it('name: each person sets their own; an empty name is refused on its field', async () => {
    const email = 'change-name@example.org';
    await person(email);
    const cookie = await signIn(email);
    const empty = await send('PUT', accountPaths.name, cookie, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'name', error: say.nameRequired });
    const saved = await send('PUT', accountPaths.name, cookie, { name: '  Asha Rao ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ email, name: 'Asha Rao', role: 'editor', pendingEmail: null });
    expect((await send('GET', '/api/session', cookie)).json()).toMatchObject({ name: 'Asha Rao' });
  });

  it('e-mail change: the address changes only when the link mailed to the new address is opened; the old one is told', async () => {
    const email = 'old-address@example.org';
    const next = 'new-address@example.org';
    await person(email);
    const cookie = await signIn(email);

    const wrong = await send('POST', accountPaths.email, cookie, {
      email: next,
      password: 'not my password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'password' });
    const taken = await send('POST', accountPaths.email, cookie, {
      email: 'admin@example.org',
      password: PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ field: 'email', error: say.emailTaken });
    const invalid = await send('POST', accountPaths.email, cookie, { email: 'nope', password: PASSWORD });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ field: 'email' });

    const asked = await send('POST', accountPaths.email, cookie, { email: next, password: PASSWORD });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ message: say.emailLinkSent(next) });
    const { token } = await linkIn(next, '/confirm-email');
    await waitUntil(async () => (await mailsTo(email)).length === 1, 30_000);
    expect((await mailsTo(email))[0]!.text).toContain(next);
    expect((await mailsTo(email))[0]!.text).not.toContain(token);

    expect((await send('GET', accountPaths.profile, cookie)).json()).toMatchObject({
      email,
      pendingEmail: next,
    });
    expect((await login(next)).statusCode).toBe(401);

    const confirmed = await t.app.inject({
      method: 'POST',
      url: passwordResetPaths.confirmEmail,
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: say.emailChanged(next) });
    expect((await send('GET', accountPaths.profile, cookie)).json()).toMatchObject({
      email: next,
      pendingEmail: null,
    });
    await signIn(next);
    expect((await login(email)).statusCode).toBe(401);

    const reused = await t.app.inject({
      method: 'POST',
      url: passwordResetPaths.confirmEmail,
      payload: { token },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ field: 'token', error: say.emailLinkInvalid });
  });

  it('e-mail change: 409 on the address when another account took it before the link was opened', async () => {
    const email = 'wants-address@example.org';
    const wanted = 'contested@example.org';
    await person(email);
    const cookie = await signIn(email);
    expect(
      (await send('POST', accountPaths.email, cookie, { email: wanted, password: PASSWORD })).statusCode,
    ).toBe(200);
    const { token } = await linkIn(wanted, '/confirm-email');
    await person(wanted);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: passwordResetPaths.confirmEmail,
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json()).toMatchObject({ field: 'email', error: say.emailTaken });
    expect((await send('GET', accountPaths.profile, cookie)).json()).toMatchObject({ email });
  });

  it('devices: each person sees their own sessions in plain words, with no session key, and signs out one or all others', async () => {
    const email = 'devices@example.org';
    await person(email);
    const here = await signIn(email, PASSWORD, CHROME_ANDROID, '203.0.113.7');
    const laptop = await signIn(email, PASSWORD, FIREFOX_WINDOWS, '198.51.100.4');
    const tablet = await signIn(email, PASSWORD, 'curl/8.0', '198.51.100.5');
    const stranger = await t.loginAs('finance');

    const listed = await send('GET', accountPaths.sessions, here);
    expect(listed.statusCode).toBe(200);
    const devices = listed.json() as { id: string; browser: string; ipAddress: string; current: boolean }[];
    expect(devices.map(({ browser, ipAddress, current }) => ({ browser, ipAddress, current }))).toEqual(
      expect.arrayContaining([
        { browser: 'Chrome on Android', ipAddress: '203.0.113.7', current: true },
        { browser: 'Firefox on Windows', ipAddress: '198.51.100.4', current: false },
        { browser: 'Unknown browser', ipAddress: '198.51.100.5', current: false },
      ]),
    );
    expect(devices).toHaveLength(3);
    // A session idle past SESSION_IDLE_HOURS is no longer signed in, so it is not listed.
    const idle = await signIn(email, PASSWORD, FIREFOX_WINDOWS, '198.51.100.9');
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(clock.getTime() - t.config.sessionIdleMs - 1000).toISOString() })
      .where('id', '=', hashToken(idle.split('=')[1]!))
      .execute();
    expect((await send('GET', accountPaths.sessions, here)).json()).toHaveLength(3);
    const keys = (await t.db.selectFrom('sessions').select('id').execute()).map((row) => row.id);
    for (const device of devices) {
      expect(keys).not.toContain(device.id);
      expect(listed.body).not.toContain(hashToken(here.split('=')[1]!));
    }

    const firefox = devices.find((device) => device.browser === 'Firefox on Windows')!;
    // Another person cannot sign out this device, even knowing its handle.
    expect((await send('DELETE', accountPaths.session(firefox.id), stranger)).statusCode).toBe(404);
    expect(await signedIn(laptop)).toBe(true);
    const one = await send('DELETE', accountPaths.session(firefox.id), here);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ message: say.sessionSignedOut });
    expect(await signedIn(laptop)).toBe(false);
    expect((await send('DELETE', accountPaths.session(firefox.id), here)).statusCode).toBe(404);

    const others = await send('POST', accountPaths.signOutOthers, here);
    expect(others.json()).toEqual({ message: say.othersSignedOut(1), count: 1 });
    expect(await signedIn(tablet)).toBe(false);
    expect(
      await t.db
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', hashToken(idle.split('=')[1]!))
        .execute(),
    ).toEqual([]);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(stranger)).toBe(true);
  });

  it('every account route needs a session, and every role may use its own', async () => {
    expect((await send('GET', accountPaths.profile)).statusCode).toBe(401);
    for (const role of ['communications', 'finance'] as const) {
      const cookie = await t.loginAs(role);
      expect((await send('GET', accountPaths.profile, cookie)).statusCode).toBe(200);
      expect((await send('GET', accountPaths.sessions, cookie)).statusCode).toBe(200);
    }
  });
});
