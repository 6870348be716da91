/**
 * npm run bench:pages — how close the server comes to the metal when it serves the public pages (issue 31,
 * must have 3): the server, a bare node:http server and nginx answer the very same bytes and headers (the
 * server's own answer, brotli as a browser asks for it), each loaded in turn with autocannon (64
 * connections, fixed duration). Prints requests per second, p50/p99 latency, the ratio to each ceiling and
 * the CPU each spent per answer (steadier than the rates on a shared machine).
 *
 * The server runs from the build with the product's default configuration (log level `info`), on a fresh
 * SQLite DATA_DIR, after its first rendering. BENCH_SKIP_BUILD=1 uses the current dist/; BENCH_SECONDS
 * (default 10) sets each run's duration; BENCH_ROUNDS (default 1) repeats the three in turn.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuSecondsOf } from './bench-memory.ts';
import { startServer, waitFor } from './bench-support.ts';
import {
  printRateTable,
  recordAnswers,
  startNginxCeiling,
  startNodeCeiling,
  stopProcess,
  type RecordedAnswer,
} from './bench-ceilings.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const connections = 64;
const ports = { app: 4395, node: 4396, nginx: 4397 };
const browser = { 'accept-encoding': 'gzip, deflate, br' };

/** The pages measured, large and small, and the least share of nginx's rate each must reach. */
const routes: { url: string; target?: number }[] = [
  { url: '/', target: 0.5 },
  { url: '/kn/' },
  { url: '/subscribe' },
  { url: '/robots.txt' },
];

/** CPU seconds of a process and its children (nginx's work is done by its worker). */
function cpuOfTree(pid: number): number {
  let children: string[] = [];
  try {
    children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
  } catch {
    // no such process, or no children file: its own time only
  }
  return cpuSecondsOf(pid) + children.reduce((sum, child) => sum + cpuSecondsOf(Number(child)), 0);
}

async function loadCounted(url: string, pid: number, duration = seconds) {
  const before = cpuOfTree(pid);
  const result = await autocannon({ url, connections, duration, pipelining: 1, headers: browser });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { result, cpuUs: ((cpuOfTree(pid) - before) * 1e6) / Math.max(1, result.requests.total) };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main(): Promise<void> {
  if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-bench-pages-'));
  const app = startServer({ port: ports.app, dataDir: path.join(root, 'data'), from: 'build' });
  let nodeCeiling, nginx;
  const rows: string[][] = [];
  try {
    await waitFor(`http://127.0.0.1:${ports.app}/api/health`);
    const answers: Record<string, RecordedAnswer> = await recordAnswers(
      `http://127.0.0.1:${ports.app}`,
      routes.map((route) => route.url),
      browser,
    );
    nodeCeiling = await startNodeCeiling(root, ports.node, answers);
    nginx = await startNginxCeiling(root, ports.nginx, answers);
    const servers = [
      { name: 'app', port: ports.app, pid: app.pid! },
      { name: 'node', port: ports.node, pid: nodeCeiling.pid! },
      ...(nginx ? [{ name: 'nginx', port: ports.nginx, pid: nginx.pid! }] : []),
    ];
    for (const route of routes) {
      const rates: Record<string, number[]> = {};
      const cpu: Record<string, number[]> = {};
      const latency: Record<string, string> = {};
      // Warm-up: every server's code compiled and its answer in memory before anything is counted.
      for (const server of servers)
        await loadCounted(`http://127.0.0.1:${server.port}${route.url}`, server.pid, 2);
      for (let round = 0; round < rounds; round += 1) {
        for (const server of servers) {
          const { result, cpuUs } = await loadCounted(
            `http://127.0.0.1:${server.port}${route.url}`,
            server.pid,
          );
          (rates[server.name] ??= []).push(result.requests.average);
          (cpu[server.name] ??= []).push(cpuUs);
          latency[server.name] = `${result.latency.p50} / ${result.latency.p99}`;
        }
      }
      const rate = (name: string) => (rates[name] ? median(rates[name]) : NaN);
      const toNode = rate('app') / rate('node');
      const toNginx = rate('app') / rate('nginx');
      const cpuToNginx = cpu.nginx ? median(cpu.nginx) / median(cpu.app!) : NaN;
      const body = answers[route.url]!;
      rows.push([
        route.url,
        `${(body.body.length / 1024).toFixed(1)} KiB ${body.headers['content-encoding'] ?? ''}`.trim(),
        rate('app').toFixed(0),
        latency.app!,
        rate('node').toFixed(0),
        rate('nginx').toFixed(0),
        toNode.toFixed(2),
        toNginx.toFixed(2),
        `${median(cpu.app!).toFixed(0)} / ${median(cpu.node!).toFixed(0)} / ${cpu.nginx ? median(cpu.nginx).toFixed(0) : '–'}`,
        cpuToNginx.toFixed(2),
        route.target === undefined
          ? '–'
          : `${toNginx.toFixed(2)} ${toNginx >= route.target ? '>=' : '<'} ${route.target}`,
      ]);
    }
  } finally {
    await stopProcess(app);
    await stopProcess(nodeCeiling);
    await stopProcess(nginx);
    fs.rmSync(root, { recursive: true, force: true });
  }

  const header = [
    'page',
    'body sent',
    'app req/s',
    'app p50/p99 ms',
    'node req/s',
    'nginx req/s',
    'app / node',
    'app / nginx',
    'CPU µs per answer app / node / nginx',
    'CPU nginx / app',
    'vs nginx target',
  ];
  printRateTable({ connections, seconds, rounds }, header, rows);
}

await main();
