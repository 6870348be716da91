import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authPaths } from '#shared/api/auth';
import { overviewPaths } from '#shared/api/overview';
import { secondFactorPaths } from '#shared/api/second-factor';
import { messages } from '#shared/messages';
import { ADMIN_PASSWORD, testEngines, withTestApp, type SharedTestApp } from '#server/testing/helpers';
import { FREE_TRIES_PER_ACCOUNT_AND_ADDRESS } from '../login-throttle.ts';
import { totpCode } from './totp.ts';

const STEP_MS = 30_000;

/** The value of the cookie `name` among an answer's Set-Cookie headers, if set. */
function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  const headers = [response.headers['set-cookie'] ?? []].flat();
  const found = headers.find((header) => header.startsWith(`${name}=`));
  return found?.split(';')[0]!.slice(name.length + 1);
}

/** Signs `email` in with the password: the answer, and the second step's cookie if one was asked. */
async function passwordStep(t: SharedTestApp, email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: authPaths.login,
    payload: { email, password: ADMIN_PASSWORD },
  });
  return { response, step: cookieValue(response, 'gurukul_sign_in') };
}

function secondStep(t: SharedTestApp, step: string | undefined, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: secondFactorPaths.signIn,
    payload,
    headers: step ? { cookie: `gurukul_sign_in=${step}` } : {},
  });
}

/** Sets up an authenticator app for the person behind `cookie`: its secret and the recovery codes. */
async function enrol(t: SharedTestApp, cookie: string) {
  const started = await t.app.inject({ method: 'POST', url: secondFactorPaths.app, headers: { cookie } });
  expect(started.statusCode).toBe(200);
  const { secret, uri, qrCode } = started.json<{ secret: string; uri: string; qrCode: string }>();
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  expect(qrCode).toMatch(/^<svg/);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: secondFactorPaths.appConfirm,
    headers: { cookie },
    payload: { code: totpCode(secret, new Date()) },
  });
  expect(confirmed.statusCode).toBe(200);
  return { secret, codes: confirmed.json<{ codes: string[] }>().codes };
}

describe.each(testEngines)('issue 26, must have 4: a second factor at sign-in (%s)', (engine) => {
  const t = withTestApp(engine);

  it('an authenticator app is set up with a QR code and a code of the app; ten recovery codes are shown once', async () => {
    const cookie = await t.loginAs('finance');
    const wrong = await t.app.inject({
      method: 'POST',
      url: secondFactorPaths.app,
      headers: { cookie },
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: secondFactorPaths.appConfirm,
      headers: { cookie },
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(200);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: messages.secondFactor.wrongCode, field: 'code' });

    const { codes } = await enrol(t, cookie);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const status = await t.app.inject({ method: 'GET', url: secondFactorPaths.status, headers: { cookie } });
    expect(status.json()).toMatchObject({ authenticatorApp: true, recoveryCodesLeft: 10, passkeys: [] });
    // Only hashes are kept: no code and no plain secret in the database.
    const stored = JSON.stringify(await t.db.selectFrom('recovery_codes').selectAll().execute());
    for (const code of codes) expect(stored).not.toContain(code);
  });

  it('the password alone no longer signs in: the app’s code does, once, and a wrong code is refused', async () => {
    const cookie = await t.loginAs('editor');
    const { secret } = await enrol(t, cookie);

    const first = await passwordStep(t, 'editor@example.org');
    expect(first.response.statusCode).toBe(200);
    expect(first.response.json()).toEqual({
      message: messages.auth.secondFactorNeeded,
      email: 'editor@example.org',
      secondFactor: ['totp', 'recovery-code'],
    });
    expect(cookieValue(first.response, 'gurukul_session')).toBeUndefined();
    expect(String(first.response.headers['set-cookie'])).toMatch(
      /gurukul_sign_in=.*HttpOnly.*SameSite=Strict/,
    );

    const wrong = await secondStep(t, first.step, { code: '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: messages.secondFactor.wrongCode });
    // The activity log names the refusal for what it is, with the address, never the code.
    const refused = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'after_text'])
      .where('action', '=', 'Sign-in refused: wrong code at the second step')
      .execute();
    expect(refused).toEqual([expect.objectContaining({ target: 'address tried: editor@example.org' })]);
    expect(JSON.stringify(refused)).not.toContain('123456');
    // A later step's code: the confirming code's step is already used.
    const code = totpCode(secret, new Date(Date.now() + STEP_MS));
    const right = await secondStep(t, first.step, { code });
    expect(right.statusCode).toBe(200);
    const session = cookieValue(right, 'gurukul_session');
    expect(session).toBeTruthy();
    const me = await t.app.inject({
      method: 'GET',
      url: authPaths.session,
      headers: { cookie: `gurukul_session=${session}` },
    });
    expect(me.json()).toMatchObject({ email: 'editor@example.org', role: 'editor' });

    // The step's token is spent, and the same code cannot open a second sign-in.
    expect((await secondStep(t, first.step, { code })).json()).toMatchObject({
      message: messages.secondFactor.expired,
    });
    const again = await passwordStep(t, 'editor@example.org');
    expect((await secondStep(t, again.step, { code })).statusCode).toBe(401);
  });

  it('a recovery code stands in for the app, once', async () => {
    const cookie = await t.loginAs('communications');
    const { codes } = await enrol(t, cookie);
    const first = await passwordStep(t, 'communications@example.org');
    const used = await secondStep(t, first.step, { recoveryCode: codes[3]!.toLowerCase() });
    expect(used.statusCode).toBe(200);
    const second = await passwordStep(t, 'communications@example.org');
    expect((await secondStep(t, second.step, { recoveryCode: codes[3] })).statusCode).toBe(401);
    const status = await t.app.inject({ method: 'GET', url: secondFactorPaths.status, headers: { cookie } });
    expect(status.json()).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('the login throttle counts second-step guesses like passwords: 429 after the free tries', async () => {
    const cookie = await t.loginAs('owner');
    await enrol(t, cookie);
    const { step } = await passwordStep(t, 'owner@example.org');
    const statuses: number[] = [];
    for (let guess = 0; guess < FREE_TRIES_PER_ACCOUNT_AND_ADDRESS + 1; guess++) {
      statuses.push((await secondStep(t, step, { code: String(100000 + guess) })).statusCode);
    }
    expect(statuses.slice(0, FREE_TRIES_PER_ACCOUNT_AND_ADDRESS)).toEqual(
      Array<number>(FREE_TRIES_PER_ACCOUNT_AND_ADDRESS).fill(401),
    );
    expect(statuses.at(-1)).toBe(429);
  });

  it('a second step waits five minutes at most, and needs its cookie', async () => {
    const { step } = await passwordStep(t, 'editor@example.org');
    expect((await secondStep(t, undefined, { code: '123456' })).statusCode).toBe(401);
    await t.db
      .updateTable('sign_in_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const late = await secondStep(t, step, { code: '123456' });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ message: messages.secondFactor.expired });
  });

  it('a person who lost their phone and codes is helped by an owner: the reset lets the password alone sign in', async () => {
    const { step } = await passwordStep(t, 'editor@example.org');
    expect(step).toBeTruthy();
    const editor = await t.db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', 'editor@example.org')
      .executeTakeFirstOrThrow();
    const reset = await t.send('POST', secondFactorPaths.reset.replace(':id', String(editor.id)));
    expect(reset.statusCode).toBe(200);
    const after = await passwordStep(t, 'editor@example.org');
    expect(after.response.json()).toEqual({ message: messages.auth.loggedIn, email: 'editor@example.org' });
    expect(cookieValue(after.response, 'gurukul_session')).toBeTruthy();
  });

  it('removing the app asks for the password', async () => {
    const owner = t.cookie;
    const started = await enrol(t, owner);
    expect(started.codes).toHaveLength(10);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: secondFactorPaths.app,
      headers: { cookie: owner },
      payload: { password: 'not the password' },
    });
    expect(refused.statusCode).toBe(401);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: secondFactorPaths.app,
      headers: { cookie: owner },
      payload: { password: ADMIN_PASSWORD },
    });
    expect(removed.statusCode).toBe(200);
    const status = await t.app.inject({
      method: 'GET',
      url: secondFactorPaths.status,
      headers: { cookie: owner },
    });
    expect(status.json()).toMatchObject({ authenticatorApp: false, recoveryCodesLeft: 0 });
  });
});

describe.each(testEngines)('issue 26, must have 4: roles that must use a second factor (%s)', (engine) => {
  // The default of a new installation: owners and finance officers.
  const t = withTestApp(engine, { SECOND_FACTOR_REQUIRED_FOR: 'owner,finance' });
  const overview = (cookie: string) =>
    t.app.inject({ method: 'GET', url: overviewPaths.overview, headers: { cookie } });
  const session = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: authPaths.session, headers: { cookie } })).json();

  it('an owner without one reaches only the setting up of one; once it is on, everything', async () => {
    const cookie = t.cookie;
    expect(await session(cookie)).toMatchObject({ role: 'owner', secondFactorRequired: true });
    const refused = await overview(cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: messages.secondFactor.required });
    expect((await t.send('GET', secondFactorPaths.required)).statusCode).toBe(403);

    await enrol(t, cookie);
    expect(await session(cookie)).toMatchObject({ secondFactorRequired: false });
    expect((await overview(cookie)).statusCode).toBe(200);
  });

  it('an editor is not asked; an owner can change which roles must', async () => {
    const editor = await t.loginAs('editor');
    expect((await overview(editor)).statusCode).toBe(200);
    const finance = await t.loginAs('finance');
    expect((await overview(finance)).statusCode).toBe(403);

    expect((await t.send('GET', secondFactorPaths.required)).json()).toEqual({ roles: ['owner', 'finance'] });
    const changed = await t.send('PUT', secondFactorPaths.required, { roles: ['owner', 'editor'] });
    expect(changed.json()).toEqual({ roles: ['owner', 'editor'] });
    expect((await overview(finance)).statusCode).toBe(200);
    expect((await overview(editor)).statusCode).toBe(403);
    expect((await t.send('PUT', secondFactorPaths.required, { roles: ['janitor'] })).statusCode).toBe(400);
  });
});
