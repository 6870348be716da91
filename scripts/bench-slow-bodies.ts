/**
 * npm run bench:slow-bodies — what a crowd of slow senders can make the server hold.
 *
 * Starts the real server (default configuration, behind one trusted proxy so that each connection can name
 * its own client) on a fresh SQLite DATA_DIR, then opens CONNECTIONS connections (default 300), each from a
 * different client address, that send the head of a POST to /api/contact announcing a body just under the public limit and then
 * 48 KiB of it, and hold there. Prints the server's resident memory before and while they are held, and how
 * many were refused at once (429 or 503) by the body budget or the body limit.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { waitFor } from './bench-support.ts';

const port = 4393;
const connections = Number(process.env.CONNECTIONS ?? 300);
const announced = 64 * 1000;
const sent = 48 * 1024;

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024);
}

/** One slow sender; resolves with the status the server answered at once, or 'held'. */
function slowSender(index: number, sockets: net.Socket[]): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    sockets.push(socket);
    socket.on('error', () => resolve('error'));
    socket.on('data', (chunk) => resolve(/^HTTP\/1\.1 (\d+)/.exec(chunk.toString())?.[1] ?? 'other'));
    socket.on('connect', () => {
      const client = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
      socket.write(
        `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: ${client}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${announced}\r\n\r\n{"name":"${'a'.repeat(sent)}`,
        () => setTimeout(() => resolve('held'), 3000),
      );
    });
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-bench-bodies-'));
const server = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server/main.ts'], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    TRUST_PROXY: '1',
  },
  stdio: 'ignore',
});
const sockets: net.Socket[] = [];
try {
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  const before = residentMb(server.pid!);
  const outcomes = await Promise.all(Array.from({ length: connections }, (_, i) => slowSender(i, sockets)));
  const during = residentMb(server.pid!);
  const count = (what: string) => outcomes.filter((outcome) => outcome === what).length;
  console.log(
    `slow senders:                    ${connections} (each announcing 64,000 bytes, sending 48 KiB of them)`,
  );
  console.log(`resident memory before:          ${before} MB`);
  console.log(`while they are held:             ${during} MB`);
  console.log(`held by the server:              ${count('held')}`);
  console.log(`refused at once, 503 (budget):   ${count('503')}`);
  console.log(`refused at once, 429 (client):   ${count('429')}`);
  console.log(`refused at once, 413 (too large): ${count('413')}`);
} finally {
  for (const socket of sockets) socket.destroy();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
