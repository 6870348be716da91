import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths } from '#shared/api/auth';
import { cookieOf, createTestApp, testEngines, type TestApp } from '#server/testing/helpers';

const cases = testEngines.flatMap((engine) => [
  { engine, site: 'https://www.example.org', name: '__Host-gurukul_session', secure: true },
  { engine, site: 'http://localhost:3000', name: 'gurukul_session', secure: false },
]);

describe.each(cases)('the session cookie on $engine at $site', ({ engine, site, name, secure }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { PUBLIC_URL: site });
  });
  afterAll(() => t.close());

  const session = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: authPaths.session, headers: cookie ? { cookie } : {} });

  it(`issue 24, hardening a: is named ${name}; logging in, staying in and logging out work`, async () => {
    const cookie = await t.login();
    expect(cookie.split('=')[0]).toBe(name);
    expect((await session(cookie)).statusCode).toBe(200);
    expect((await session(cookie)).json()).toMatchObject({ email: expect.any(String) });

    const out = await t.app.inject({ method: 'POST', url: authPaths.logout, headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const cleared = String(out.headers['set-cookie']);
    expect(cleared).toMatch(new RegExp(`^${name}=;`));
    expect(cleared).toContain('Path=/');
    expect(cleared.includes('Secure')).toBe(secure);
    expect((await session(cookie)).statusCode).toBe(401);
  });

  it('issue 24, hardening a: the cookie is Secure, for Path=/ and without Domain exactly when prefixed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: authPaths.login,
      payload: { email: t.config.adminEmail, password: t.config.adminPassword },
    });
    const header = [response.headers['set-cookie']].flat().find((line) => line?.startsWith(`${name}=`));
    expect(header).toBeDefined();
    expect(header).toContain('Path=/;');
    expect(header).not.toMatch(/Domain=/i);
    expect(header!.includes('Secure')).toBe(secure);
    expect(cookieOf(response).split('=')[0]).toBe(name);
  });

  it.runIf(secure)(
    'issue 24, hardening a: under https a cookie named without the prefix (set by a sibling) is not a session',
    async () => {
      const token = (await t.login()).split('=')[1]!;
      expect((await session(`gurukul_session=${token}`)).statusCode).toBe(401);
      expect((await session(`__Host-gurukul_session=${token}`)).statusCode).toBe(200);
    },
  );
});
