import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const port = 4396;
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-main-'));

const children: ChildProcess[] = [];
afterAll(() => {
  // A server left running by a failed test would hold the port for every later run.
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The server compiles its TypeScript as it starts: seconds when quiet, over 30 s on a machine at a load of 18. */
async function waitForHealth(): Promise<void> {
  for (const deadline = Date.now() + 100_000; Date.now() < deadline;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

describe('the server process', () => {
  it('stops on a bad configuration with a message naming the variable', async () => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: dataDir },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
  });

  it('finishes a request in flight on SIGTERM, refuses new ones, then exits 0', async () => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: 'admin@example.org',
        ADMIN_PASSWORD: 'graceful password 1',
      },
      stdio: 'ignore',
    });
    children.push(child);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    await waitForHealth();

    // A slow request: the body arrives in two halves with the signal in between.
    const body = JSON.stringify({ name: 'Slow visitor', message: 'x'.repeat(1000) });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        `${base}/api/contact`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 500));
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(500)), 500);
      }, 300);
    });

    const result = await answer;
    expect(result.status).toBe(201);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    expect(await exited).toBe(0);
  });
});
