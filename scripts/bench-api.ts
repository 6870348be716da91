/**
 * npm run bench:api — throughput of the public read endpoints against a bare node:http ceiling.
 *
 * For each data set (20 notifications, about 5 KB of JSON; 100 notifications, with 1,000 media items) it
 * fills a fresh SQLite DATA_DIR, starts the real server in a child process with the product's default
 * configuration (log level `info` included, its log written to standard output as in production), and
 * loads its GET endpoints with autocannon (64 connections, fixed duration). In the same run a bare
 * node:http server, also in a child process, answers the very same bytes and is loaded the same way, right
 * after, as the ceiling. Prints requests per second, p50 and p99 latency, and the ratio against each
 * target.
 *
 * BENCH_SECONDS (default 10) sets the duration of each run; BENCH_ROUNDS (default 1) repeats app and
 * ceiling in turn and prints every round's ratio, the best and the median (the machine may be shared).
 * Beside the rates it prints the CPU time each server spent per answer, as the ratio ceiling / app: on a
 * machine busy with other work it says more steadily what the rates would be on a quiet one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuSecondsOf } from './bench-memory.ts';
import { startServer, waitFor } from './bench-support.ts';
import { seedPublicLists } from './bench-seed.ts';
import { printRateTable } from './bench-ceilings.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const connections = 64;
const appPort = 4390;
const ceilingPort = 4391;

interface Endpoint {
  label: string;
  url: string;
  /** The least share of the ceiling's rate this answer must be served at. */
  target: number;
}

const dataSets: { notifications: number; endpoints: Endpoint[] }[] = [
  {
    notifications: 20,
    endpoints: [{ label: 'get_notifications (20)', url: '/api/get_notifications', target: 0.6 }],
  },
  {
    notifications: 100,
    endpoints: [
      { label: 'get_notifications (100)', url: '/api/get_notifications', target: 0.8 },
      { label: 'images?category=All', url: '/api/images?category=All', target: 0.7 },
    ],
  },
];

async function load(url: string, duration = seconds): Promise<autocannon.Result> {
  return autocannon({ url, connections, duration, pipelining: 1 });
}

/** A load on `url`, with the microseconds of CPU the process `pid` spent per answer meanwhile. */
async function loadCounted(url: string, pid: number): Promise<{ result: autocannon.Result; cpuUs: number }> {
  const before = cpuSecondsOf(pid);
  const result = await load(url);
  return { result, cpuUs: ((cpuSecondsOf(pid) - before) * 1e6) / result.requests.total };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const ceilingSource = `
const http = require('node:http');
const bodies = JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'));
http.createServer((req, res) => {
  const body = bodies[req.url];
  if (body === undefined) { res.statusCode = 404; return res.end(); }
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(body);
}).listen(${ceilingPort}, '127.0.0.1');
`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One endpoint, app then ceiling, `rounds` times; throws on any answer other than 2xx. */
async function measure(
  endpoint: Endpoint,
  body: string,
  pids: { app: number; bare: number },
): Promise<string[]> {
  const app = `http://127.0.0.1:${appPort}${endpoint.url}`;
  const bare = `http://127.0.0.1:${ceilingPort}${endpoint.url}`;
  // Warm-up: both sides' code compiled and their caches filled before anything is counted.
  await load(app, 2);
  await load(bare, 2);
  const ratios: number[] = [];
  const cpuRatios: number[] = [];
  let best: { ours: autocannon.Result; bare: autocannon.Result } | undefined;
  for (let round = 0; round < rounds; round += 1) {
    const ours = await loadCounted(app, pids.app);
    const ceiling = await loadCounted(bare, pids.bare);
    if (ours.result.non2xx > 0 || ours.result.errors > 0)
      throw new Error(`${endpoint.url}: ${ours.result.non2xx} non-2xx, ${ours.result.errors} errors`);
    const ratio = ours.result.requests.average / ceiling.result.requests.average;
    if (!best || ratio > Math.max(...ratios)) best = { ours: ours.result, bare: ceiling.result };
    ratios.push(ratio);
    cpuRatios.push(ceiling.cpuUs / ours.cpuUs);
  }
  const top = Math.max(...ratios);
  return [
    endpoint.label,
    `${(Buffer.byteLength(body) / 1024).toFixed(1)} KiB`,
    best!.ours.requests.average.toFixed(0),
    `${best!.ours.latency.p50} / ${best!.ours.latency.p99}`,
    best!.bare.requests.average.toFixed(0),
    `${best!.bare.latency.p50} / ${best!.bare.latency.p99}`,
    ratios.map((ratio) => ratio.toFixed(2)).join(', '),
    median(ratios).toFixed(2),
    median(cpuRatios).toFixed(2),
    `${top.toFixed(2)} ${top >= endpoint.target ? '>=' : '<'} ${endpoint.target}`,
  ];
}

async function runDataSet(root: string, set: (typeof dataSets)[number]): Promise<string[][]> {
  const dataDir = path.join(root, `data-${set.notifications}`);
  await seedPublicLists(dataDir, { notifications: set.notifications });
  const app = startServer({ port: appPort, dataDir, from: 'sources' });
  let ceiling: ChildProcess | undefined;
  try {
    await waitFor(`http://127.0.0.1:${appPort}/api/health`);
    const bodies: Record<string, string> = {};
    for (const { url } of set.endpoints)
      bodies[url] = await (await fetch(`http://127.0.0.1:${appPort}${url}`)).text();
    const bodiesFile = path.join(root, `bodies-${set.notifications}.json`);
    fs.writeFileSync(bodiesFile, JSON.stringify(bodies));
    ceiling = spawn(process.execPath, ['-e', ceilingSource, bodiesFile], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(`http://127.0.0.1:${ceilingPort}${set.endpoints[0]!.url}`);
    const rows: string[][] = [];
    const pids = { app: app.pid!, bare: ceiling.pid! };
    for (const endpoint of set.endpoints) rows.push(await measure(endpoint, bodies[endpoint.url]!, pids));
    return rows;
  } finally {
    await stop(app);
    if (ceiling) await stop(ceiling);
  }
}

async function main(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-bench-api-'));
  const rows: string[][] = [];
  try {
    for (const set of dataSets) rows.push(...(await runDataSet(root, set)));
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }

  const header = [
    'endpoint',
    'body',
    'app req/s',
    'app p50/p99 ms',
    'ceiling req/s',
    'ceiling p50/p99 ms',
    'ratio per round',
    'median',
    'CPU per answer, ceiling / app',
    'best vs target',
  ];
  printRateTable({ connections, seconds, rounds }, header, rows);
}

await main();
