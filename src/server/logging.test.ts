import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from './testing/helpers.ts';

/** A test app for the tests of this describe block, with what it logs at `level` collected in `text`. */
function withLoggedApp(level: string): { readonly t: TestApp; text: string } {
  const logged = { t: undefined as unknown as TestApp, text: '' };
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (logged.text += chunk.toString()));
    logged.t = await createTestApp('sqlite', { LOG_LEVEL: level }, { logStream: stream });
  });
  afterAll(() => logged.t.close());
  return logged;
}

describe('logs', () => {
  const logged = withLoggedApp('trace');

  it('record requests but never passwords, session tokens or cookies', async () => {
    const login = await logged.t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const token = cookie.split('=')[1]!;
    await logged.t.app.inject({
      method: 'GET',
      url: '/api/get_subscriptions',
      headers: { cookie, authorization: 'Bearer secret-token-value' },
    });
    await logged.t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ADMIN_EMAIL, password: 'wrong-password-attempt' },
    });

    expect(logged.text).toContain('/api/get_subscriptions');
    expect(logged.text).not.toContain(ADMIN_PASSWORD);
    expect(logged.text).not.toContain('wrong-password-attempt');
    expect(logged.text).not.toContain(token);
    expect(logged.text).not.toContain('secret-token-value');
  });
});

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
}

describe('access log at the default level (info)', () => {
  const logged = withLoggedApp('info');
  const lines = () =>
    logged.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);

  it('writes one line per request with its method, address, status, time and client, under its request id', async () => {
    logged.text = '';
    await logged.t.app.inject({ method: 'GET', url: '/api/get_notifications?limit=4' });
    await logged.t.app.inject({ method: 'GET', url: '/api/get_notifications?limit=0' });
    const written = lines();
    expect(written).toHaveLength(2);
    expect(written[0]!.msg).toMatch(/^GET \/api\/get_notifications\?limit=4 200 \d+\.\d ms 127\.0\.0\.1$/);
    expect(written[1]!.msg).toMatch(/^GET \/api\/get_notifications\?limit=0 400 /);
    expect(written.every((line) => line.level === 30 && line.reqId)).toBe(true);
    expect(written[0]!.reqId).not.toBe(written[1]!.reqId);
  });

  it('does not log the arrival of a request at info', async () => {
    logged.text = '';
    await logged.t.app.inject({ method: 'GET', url: '/api/health' });
    expect(lines().map((line) => line.msg)).not.toContain('incoming request');
  });
});

describe('issue 24, must have 2: tokens in addresses never reach the logs', () => {
  const logged = withLoggedApp('trace');

  it('redacts a signed link’s token in the access line and in the request entries, at every level', async () => {
    const secret = 'v1.a2V5LXNlY3JldC1mb3ItYS1wbGVkZ2U';
    for (const url of [
      `/api/giving/pledges/GK7K3Q9X?token=${secret}`,
      `/unsubscribe?token=${secret}&from=mail`,
      `/api/subscriptions/confirm?lang=en&Token=${secret}`,
    ])
      await logged.t.app.inject({ method: 'GET', url });
    expect(logged.text).toContain('/api/giving/pledges/GK7K3Q9X?token=[redacted]');
    expect(logged.text).toContain('/unsubscribe?token=[redacted]&from=mail');
    expect(logged.text).not.toContain(secret);
  });
});
