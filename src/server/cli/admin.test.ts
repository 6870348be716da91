import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { testRedisUrl, uniqueRedisPrefix } from '../testing/redis.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-admin-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

type Env = Record<string, string>;

function runAdmin(
  args: string[],
  input: string,
  env: Env = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/server/cli/admin.ts', ...args],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdin.end(input);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** The status of each login, all sent at once; `ips` gives each its client address. */
async function loginStatuses(
  email: string,
  password: string,
  ips: string[],
  env: Env = {},
): Promise<number[]> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const app = await buildApp(config, { announce: () => {} });
  await app.ready();
  try {
    const responses = await Promise.all(
      ips.map((ip) =>
        app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip }),
      ),
    );
    return responses.map((response) => response.statusCode);
  } finally {
    await app.close();
  }
}

async function canLogIn(email: string, password: string, env: Env = {}): Promise<boolean> {
  return (await loginStatuses(email, password, ['127.0.0.1'], env))[0] === 200;
}

describe('npm run admin -- set-password', () => {
  it('creates an administrator, then changes the password so only the new one works', async () => {
    const created = await runAdmin(['set-password', 'Head@Example.org'], 'first password 123\n');
    expect(created.code).toBe(0);
    expect(created.output).toContain('Administrator Head@Example.org created.');
    expect(await canLogIn('head@example.org', 'first password 123')).toBe(true);

    const changed = await runAdmin(['set-password', 'head@example.org'], 'second password 456\n');
    expect(changed.code).toBe(0);
    expect(changed.output).toContain('Password changed');
    expect(await canLogIn('head@example.org', 'second password 456')).toBe(true);
    expect(await canLogIn('head@example.org', 'first password 123')).toBe(false);
  });

  /** Locks an account for unknown browsers, then proves set-password lets its administrator back in. */
  async function clearsLocks(email: string, env: Env = {}) {
    expect((await runAdmin(['set-password', email], 'first password 123\n', env)).code).toBe(0);
    // Wrong passwords from ten other addresses lock the account for every browser not known to it.
    const others = Array.from({ length: 10 }, (_, i) => `10.50.0.${i}`);
    expect(await loginStatuses(email, 'wrong password', others, env)).toEqual(others.map(() => 401));
    expect(await loginStatuses(email, 'first password 123', ['127.0.0.1'], env)).toEqual([429]);

    const changed = await runAdmin(['set-password', email], 'second password 456\n', env);
    expect(changed.code).toBe(0);
    expect(changed.output).toContain('its login locks cleared');
    expect(await canLogIn(email, 'second password 456', env)).toBe(true);
  }

  it('hardening 3: set-password clears the login locks that hold the administrator out', async () => {
    await clearsLocks('deputy@example.org');
  });

  const prefix = uniqueRedisPrefix();
  it.skipIf(!testRedisUrl)(
    'hardening 3: with REDIS_URL, set-password clears the locks kept in Redis',
    async () => {
      await clearsLocks('treasurer@example.org', { REDIS_URL: testRedisUrl!, REDIS_KEY_PREFIX: prefix });
    },
  );

  it('hardening 3: with REDIS_URL unreachable, changes nothing and says why', async () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:4349' }; // nothing listens there
    const refused = await runAdmin(['set-password', 'head@example.org'], 'third password 789\n', env);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Redis (REDIS_URL) cannot be reached');
    expect(await canLogIn('head@example.org', 'third password 789')).toBe(false);
  });

  it('refuses a short password and a bad address', async () => {
    expect((await runAdmin(['set-password', 'head@example.org'], 'short\n')).code).toBe(1);
    expect((await runAdmin(['set-password', 'not-an-address'], 'long enough password\n')).code).toBe(2);
    expect((await runAdmin(['unknown'], '')).code).toBe(2);
  });
});

describe('npm run admin -- reset-second-factor', () => {
  it('issue 26: clears a lost second factor, so the password alone signs in again', async () => {
    const email = 'lost-phone@example.org';
    const password = 'a password of the owner';
    expect((await runAdmin(['set-password', email], `${password}\n`)).code).toBe(0);
    // An authenticator app set up for the account (as the Two-step sign-in panel does).
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp(config, { announce: () => {} });
    await app.ready();
    await app.db
      .updateTable('admins')
      .set({ totp_secret: 'sealed', totp_enabled_at: new Date().toISOString() })
      .where('email', '=', email)
      .execute();
    const asked = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    expect(asked.json()).toMatchObject({ secondFactor: ['totp'] });
    await app.close();

    const reset = await runAdmin(['reset-second-factor', email], '');
    expect(reset.code).toBe(0);
    expect(reset.output).toContain('is cleared');
    expect(await canLogIn(email, password)).toBe(true);
    expect((await runAdmin(['reset-second-factor', 'nobody@example.org'], '')).code).toBe(1);
  });
});
