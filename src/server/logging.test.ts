import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from './testing/helpers.ts';

describe('logs', () => {
  let t: TestApp;
  let logs = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    t = await createTestApp('sqlite', { LOG_LEVEL: 'trace' }, { logStream: stream });
  });
  afterAll(() => t.close());

  it('record requests but never passwords, session tokens or cookies', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const token = cookie.split('=')[1]!;
    await t.app.inject({
      method: 'GET',
      url: '/api/get_subscriptions',
      headers: { cookie, authorization: 'Bearer secret-token-value' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ADMIN_EMAIL, password: 'wrong-password-attempt' },
    });

    expect(logs).toContain('/api/get_subscriptions');
    expect(logs).not.toContain(ADMIN_PASSWORD);
    expect(logs).not.toContain('wrong-password-attempt');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain('secret-token-value');
  });
});
