import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createTestApp,
  testEngines,
  type TestApp,
} from '#server/testing/helpers';
import { setPassword } from './auth.service.ts';
import {
  issueKnownDevice,
  KNOWN_DEVICE_LIFETIME_MS,
  loadKnownDeviceSecret,
  verifyKnownDevice,
} from './known-device.ts';
import {
  FREE_TRIES_PER_ACCOUNT,
  FREE_TRIES_PER_ACCOUNT_AND_ADDRESS,
  FREE_TRIES_PER_KNOWN_DEVICE,
  reserveAttempt,
  throttleAddress,
  throttleKeys,
} from './login-throttle.ts';
import { byKey, knownDeviceOf, statusCounts } from './testing/throttle-checks.ts';

describe.each(testEngines)('login throttling on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.deleteFrom('login_throttle').execute();
  });

  const login = (password: string, ip: string, knownDevice?: string, email = ADMIN_EMAIL) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress: ip,
      ...(knownDevice ? { cookies: { gurukul_device: knownDevice } } : {}),
    });

  /** Signs in once from `ip` and returns the browser's known-device cookie. */
  async function knownDevice(ip: string): Promise<string> {
    const response = await login(ADMIN_PASSWORD, ip);
    expect(response.statusCode).toBe(200);
    return knownDeviceOf(response);
  }

  /** The account-wide lock as the tests above show it being triggered, written directly to save time. */
  async function accountLocked(): Promise<void> {
    await t.db
      .insertInto('login_throttle')
      .values({
        key: `account:${ADMIN_EMAIL}`,
        failures: FREE_TRIES_PER_ACCOUNT,
        locked_until: new Date(Date.now() + 30_000).toISOString(),
        updated_at: new Date().toISOString(),
      })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          failures: FREE_TRIES_PER_ACCOUNT,
          locked_until: new Date(Date.now() + 30_000).toISOString(),
        }),
      )
      .execute();
  }

  /** Wrong passwords from as many addresses as the account-wide lock allows, all at once. */
  async function lockAccountFromElsewhere(): Promise<void> {
    const responses = await Promise.all(
      Array.from({ length: FREE_TRIES_PER_ACCOUNT }, (_, i) => login('wrong password', `10.40.0.${i}`)),
    );
    expect(statusCounts(responses)).toEqual({ 401: FREE_TRIES_PER_ACCOUNT });
  }

  it('hardening 2: 30 parallel wrong logins for one account from one address are counted like sequential ones', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => login('wrong password', '10.30.0.1')),
    );
    // Exactly the free tries of the (account, address) key get their password checked.
    expect(statusCounts(responses)).toEqual({
      401: FREE_TRIES_PER_ACCOUNT_AND_ADDRESS,
      429: 30 - FREE_TRIES_PER_ACCOUNT_AND_ADDRESS,
    });
    for (const response of responses.filter((r) => r.statusCode === 429)) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toEqual({
        error: 'Too many failed login attempts. Please wait and try again.',
        message: 'Too many failed login attempts. Please wait and try again.',
        code: 'too_many_requests',
      });
    }
    const rows = await t.db.selectFrom('login_throttle').select(['key', 'failures']).execute();
    expect(byKey(rows)).toEqual([
      { key: `account-address:${ADMIN_EMAIL}|10.30.0.1`, failures: FREE_TRIES_PER_ACCOUNT_AND_ADDRESS },
      { key: `account:${ADMIN_EMAIL}`, failures: FREE_TRIES_PER_ACCOUNT_AND_ADDRESS },
      { key: 'address:10.30.0.1', failures: FREE_TRIES_PER_ACCOUNT_AND_ADDRESS },
    ]);
    expect((await login(ADMIN_PASSWORD, '10.30.0.1')).statusCode).toBe(429);
  });

  it('hardening 2: a correct password gives its reserved attempt back, and the lock it took with it', async () => {
    // Nine failures on the account: the next attempt is the tenth and locks it when it is reserved.
    await t.db
      .insertInto('login_throttle')
      .values({
        key: `account:${ADMIN_EMAIL}`,
        failures: FREE_TRIES_PER_ACCOUNT - 1,
        locked_until: null,
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect((await login(ADMIN_PASSWORD, '10.31.0.1')).statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('login_throttle')
      .select(['key', 'failures', 'locked_until'])
      .execute();
    // The (account, address) key is forgotten; the others are as they were before the attempt.
    expect(byKey(rows)).toEqual([
      { key: `account:${ADMIN_EMAIL}`, failures: FREE_TRIES_PER_ACCOUNT - 1, locked_until: null },
      { key: 'address:10.31.0.1', failures: 0, locked_until: null },
    ]);
    expect((await login(ADMIN_PASSWORD, '10.31.0.2')).statusCode).toBe(200);
  });

  it('hardening 3: sets a httpOnly, SameSite=Strict known-device cookie for the login path, kept 180 days', async () => {
    const response = await login(ADMIN_PASSWORD, '10.32.0.1');
    const cookie = (response.headers['set-cookie'] as string[])[1]!;
    expect(cookie).toMatch(/^gurukul_device=v1\.\d+\.\d+\.[\w-]{22}\.[\w-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/login');
    expect(cookie).not.toContain('Secure');
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)![1]!);
    expect(Math.abs(expires - Date.now() - KNOWN_DEVICE_LIFETIME_MS)).toBeLessThan(60_000);
  });

  it('hardening 3: after others trigger the account-wide lock, the right password from a known device signs in', async () => {
    const device = await knownDevice('10.33.0.1');
    await lockAccountFromElsewhere();
    const response = await login(ADMIN_PASSWORD, '10.33.0.2', device);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Login successful', email: ADMIN_EMAIL });
    expect(knownDeviceOf(response)).not.toBe(device); // a fresh cookie each time
  });

  it('hardening 3: a browser without a known-device cookie, from a fresh address, is held by the account-wide lock', async () => {
    await lockAccountFromElsewhere();
    // The lock runs 30 s from the attempt that set it; on a busy machine the other wrong passwords' hashes can
    // take longer than that, so the lock is set again from now (as it was set, written directly).
    await accountLocked();
    const response = await login(ADMIN_PASSWORD, '10.34.0.1');
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(30);
  });

  it('hardening 3: the per-(account, address) lock holds for a browser without a known-device cookie', async () => {
    for (let i = 0; i < FREE_TRIES_PER_ACCOUNT_AND_ADDRESS; i += 1) {
      expect((await login('wrong password', '10.35.0.1')).statusCode).toBe(401);
    }
    const held = await login(ADMIN_PASSWORD, '10.35.0.1');
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBeDefined();
    // The account as a whole is not locked yet: another address signs in.
    expect((await login(ADMIN_PASSWORD, '10.35.0.2')).statusCode).toBe(200);
  });

  it('hardening 3: a known device is throttled on its own, so a stolen cookie cannot brute force', async () => {
    const stolen = await knownDevice('10.36.0.1');
    const other = await knownDevice('10.36.0.2');
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login('wrong password', `10.36.1.${i}`, stolen)),
    );
    expect(statusCounts(responses)).toEqual({
      401: FREE_TRIES_PER_KNOWN_DEVICE,
      429: 30 - FREE_TRIES_PER_KNOWN_DEVICE,
    });
    expect((await login(ADMIN_PASSWORD, '10.36.0.1', stolen)).statusCode).toBe(429);
    expect((await login(ADMIN_PASSWORD, '10.36.0.2', other)).statusCode).toBe(200);
  });

  it('hardening 3: a forged, tampered, expired, foreign or outdated known-device cookie is ignored', async () => {
    const genuine = await knownDevice('10.37.0.1');
    await accountLocked();
    const secret = await loadKnownDeviceSecret(t.db);
    const admin = await t.db
      .selectFrom('admins')
      .selectAll()
      .where('email', '=', ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    const [, id, issuedAt, deviceId, mac] = genuine.split('.');
    const flip = (text: string) => text.slice(0, -1) + (text.endsWith('A') ? 'B' : 'A');
    const yearAgo = new Date(Date.now() - KNOWN_DEVICE_LIFETIME_MS - 86_400_000);
    const bad = {
      garbage: 'v1.1.2.3.4',
      'tampered MAC': `v1.${id}.${issuedAt}.${deviceId}.${flip(mac!)}`,
      'tampered time': `v1.${id}.${Number(issuedAt) + 1}.${deviceId}.${mac}`,
      'tampered device': `v1.${id}.${issuedAt}.${flip(deviceId!)}.${mac}`,
      'another account': issueKnownDevice(secret, { ...admin, id: admin.id + 1 }, new Date()).value,
      'signed with another secret': issueKnownDevice('another secret', admin, new Date()).value,
      expired: issueKnownDevice(secret, admin, yearAgo).value,
      'issued for an earlier password': issueKnownDevice(
        secret,
        { ...admin, password_hash: 'scrypt$32768$8$3$earlier$hash' },
        new Date(),
      ).value,
    };
    for (const [what, cookie] of Object.entries(bad)) {
      expect((await login(ADMIN_PASSWORD, '10.37.0.2', cookie)).statusCode, what).toBe(429);
    }
    expect((await login(ADMIN_PASSWORD, '10.37.0.2', genuine)).statusCode).toBe(200);
  });

  it('hardening 3: setting a password clears the account’s locks and every address lock, and revokes its known devices', async () => {
    const device = await knownDevice('10.38.0.1');
    await t.db.deleteFrom('login_throttle').execute();
    const past = new Date().toISOString();
    const later = new Date(Date.now() + 3600_000).toISOString();
    const locked = (key: string) => ({ key, failures: 50, locked_until: later, updated_at: past });
    await t.db
      .insertInto('login_throttle')
      .values([
        locked(`account:${ADMIN_EMAIL}`),
        locked(`account-address:${ADMIN_EMAIL}|10.38.0.2`),
        locked('address:10.38.0.2'),
        locked('address:10.38.0.3'),
        locked('device:1:abc'),
        locked('account:someone-else@example.org'),
        locked('account-address:someone-else@example.org|10.38.0.2'),
      ])
      .execute();
    expect((await login(ADMIN_PASSWORD, '10.38.0.2')).statusCode).toBe(429);

    await setPassword(t.db, ADMIN_EMAIL, ADMIN_PASSWORD);

    const left = await t.db.selectFrom('login_throttle').select('key').execute();
    expect(byKey(left).map((row) => row.key)).toEqual([
      'account-address:someone-else@example.org|10.38.0.2',
      'account:someone-else@example.org',
    ]);
    const admin = await t.db
      .selectFrom('admins')
      .selectAll()
      .where('email', '=', ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    expect(verifyKnownDevice(await loadKnownDeviceSecret(t.db), device, admin, new Date())).toBeNull();
    const fresh = await login(ADMIN_PASSWORD, '10.38.0.2');
    expect(fresh.statusCode).toBe(200);
    // The cookie from before the new password no longer passes the account-wide lock; a new one does.
    await accountLocked();
    expect((await login(ADMIN_PASSWORD, '10.38.0.4', device)).statusCode).toBe(429);
    expect((await login(ADMIN_PASSWORD, '10.38.0.4', knownDeviceOf(fresh))).statusCode).toBe(200);
  });

  it('hardening 2: throttle rows untouched for an hour are deleted now and then, so the table stays bounded', async () => {
    // Later than any prune so far, so this attempt prunes.
    const now = new Date(Date.now() + 86_400_000);
    const touched = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
    await t.db
      .insertInto('login_throttle')
      .values([
        { key: 'account:stale@example.org', failures: 9, locked_until: touched(1), updated_at: touched(61) },
        { key: 'address:192.0.2.1', failures: 30, locked_until: null, updated_at: touched(120) },
        { key: 'account:recent@example.org', failures: 3, locked_until: null, updated_at: touched(59) },
      ])
      .execute();
    const attempt = await reserveAttempt(t.db, [throttleKeys.address('10.39.0.1')], now);
    expect(attempt.granted).toBe(true);
    const left = await t.db.selectFrom('login_throttle').select('key').execute();
    expect(byKey(left).map((row) => row.key)).toEqual(['account:recent@example.org', 'address:10.39.0.1']);
  });
});

describe('throttleAddress', () => {
  it('hardening 3: keeps IPv4, unwraps IPv4-mapped IPv6 and throttles IPv6 by its /64', () => {
    expect(throttleAddress('192.0.2.7')).toBe('192.0.2.7');
    expect(throttleAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(throttleAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttleAddress('1::2:3:4:5:6:7')).toBe('1:0:2:3::/64');
    expect(throttleAddress('::1')).toBe('0:0:0:0::/64');
    expect(throttleAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(throttleAddress('unknown')).toBe('unknown');
  });
});
