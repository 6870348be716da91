import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-admin-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function runAdmin(args: string[], input: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/server/cli/admin.ts', ...args],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
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
async function loginStatuses(email: string, password: string, ips: string[]): Promise<number[]> {
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), { announce: () => {} });
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

async function canLogIn(email: string, password: string): Promise<boolean> {
  return (await loginStatuses(email, password, ['127.0.0.1']))[0] === 200;
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

  it('hardening 3: set-password clears the login locks that hold the administrator out', async () => {
    expect((await runAdmin(['set-password', 'deputy@example.org'], 'first password 123\n')).code).toBe(0);
    // Wrong passwords from ten other addresses lock the account for every browser not known to it.
    const others = Array.from({ length: 10 }, (_, i) => `10.50.0.${i}`);
    expect(await loginStatuses('deputy@example.org', 'wrong password', others)).toEqual(
      others.map(() => 401),
    );
    expect(await loginStatuses('deputy@example.org', 'first password 123', ['127.0.0.1'])).toEqual([429]);

    const changed = await runAdmin(['set-password', 'deputy@example.org'], 'second password 456\n');
    expect(changed.code).toBe(0);
    expect(changed.output).toContain('its login locks cleared');
    expect(await canLogIn('deputy@example.org', 'second password 456')).toBe(true);
  });

  it('refuses a short password and a bad address', async () => {
    expect((await runAdmin(['set-password', 'head@example.org'], 'short\n')).code).toBe(1);
    expect((await runAdmin(['set-password', 'not-an-address'], 'long enough password\n')).code).toBe(2);
    expect((await runAdmin(['unknown'], '')).code).toBe(2);
  });
});
