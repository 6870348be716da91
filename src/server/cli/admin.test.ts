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
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdin.end(input);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

async function canLogIn(email: string, password: string): Promise<boolean> {
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), { announce: () => {} });
  await app.ready();
  try {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    return response.statusCode === 200;
  } finally {
    await app.close();
  }
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

  it('refuses a short password and a bad address', async () => {
    expect((await runAdmin(['set-password', 'head@example.org'], 'short\n')).code).toBe(1);
    expect((await runAdmin(['set-password', 'not-an-address'], 'long enough password\n')).code).toBe(2);
    expect((await runAdmin(['unknown'], '')).code).toBe(2);
  });
});
