/**
 * npm run bench:memory — what an anonymous visitor can make the server remember through the gallery.
 *
 * Starts the real server (default configuration) on a fresh SQLite DATA_DIR with 1,000 gallery items, warms
 * it up, then sends GET /api/images?limit=100&cursor=… with CURSORS distinct made-up cursors (default 3,000;
 * 50 at a time, no cookie) and prints the server's resident memory before and after, and after a second
 * round of the same size. Memory that keeps growing round after round is what this looks for.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from './bench-support.ts';
import { seedPublicLists } from './bench-seed.ts';

const port = 4392;
const cursors = Number(process.env.CURSORS ?? 3000);
const parallel = 50;

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

async function round(offset: number): Promise<number> {
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next < cursors) {
      const n = offset + next++;
      const cursor = Buffer.from(`id:${1_000_000_000 + n}`).toString('base64url');
      const response = await fetch(`http://127.0.0.1:${port}/api/images?limit=100&cursor=${cursor}`);
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return failures;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-bench-memory-'));
await seedPublicLists(dataDir);
const server = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server/main.ts'], {
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '' },
  stdio: 'ignore',
});
try {
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  await round(10_000_000); // warm-up: code paths compiled, pools filled
  const before = residentMb(server.pid!);
  const failedFirst = await round(0);
  const afterFirst = residentMb(server.pid!);
  const failedSecond = await round(cursors);
  const afterSecond = residentMb(server.pid!);
  console.log(`distinct cursors per round: ${cursors}`);
  console.log(`resident memory before:        ${before} MB`);
  console.log(`after the first round:         ${afterFirst} MB`);
  console.log(`after a second round:          ${afterSecond} MB`);
  console.log(`answers other than 2xx:        ${failedFirst + failedSecond}`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
