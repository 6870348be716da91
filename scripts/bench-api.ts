/**
 * npm run bench:api — throughput of the two public read endpoints against a bare node:http ceiling.
 *
 * Fills 100 notifications and 1,000 media items into a fresh SQLite DATA_DIR, starts the real server in a
 * child process, and loads GET /api/get_notifications and GET /api/images?category=All with autocannon
 * (64 connections, fixed duration). In the same run it starts a bare node:http server, also in a child
 * process, that answers the very same bytes, and loads it the same way as the ceiling.
 * Prints requests per second, p50 and p99 latency, and the ratio. Target: ratio >= 0.7 on both.
 *
 * BENCH_SECONDS (default 10) sets the duration of each run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer, waitFor } from './bench-support.ts';
import { seedPublicLists } from './bench-seed.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 64;
const appPort = 4390;
const ceilingPort = 4391;
const endpoints = ['/api/get_notifications', '/api/images?category=All'];

async function load(url: string): Promise<autocannon.Result> {
  return autocannon({ url, connections, duration: seconds, pipelining: 1 });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
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

async function main(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-bench-api-'));
  const dataDir = path.join(root, 'data');
  await seedPublicLists(dataDir);

  const app = startServer({ port: appPort, dataDir, from: 'sources', env: { LOG_LEVEL: 'warn' } });
  await waitFor(`http://127.0.0.1:${appPort}/api/health`);

  const bodies: Record<string, string> = {};
  for (const endpoint of endpoints)
    bodies[endpoint] = await (await fetch(`http://127.0.0.1:${appPort}${endpoint}`)).text();
  const bodiesFile = path.join(root, 'bodies.json');
  fs.writeFileSync(bodiesFile, JSON.stringify(bodies));
  const ceiling = spawn(process.execPath, ['-e', ceilingSource, bodiesFile], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${ceilingPort}${endpoints[0]}`);

  const rows: string[][] = [];
  let allMet = true;
  try {
    for (const endpoint of endpoints) {
      const ours = await load(`http://127.0.0.1:${appPort}${endpoint}`);
      const bare = await load(`http://127.0.0.1:${ceilingPort}${endpoint}`);
      if (ours.non2xx > 0 || ours.errors > 0)
        throw new Error(`${endpoint}: ${ours.non2xx} non-2xx, ${ours.errors} errors`);
      const ratio = ours.requests.average / bare.requests.average;
      allMet &&= ratio >= 0.7;
      rows.push([
        endpoint,
        `${(bodies[endpoint]!.length / 1024).toFixed(0)} KiB`,
        ours.requests.average.toFixed(0),
        `${ours.latency.p50} / ${ours.latency.p99}`,
        bare.requests.average.toFixed(0),
        `${bare.latency.p50} / ${bare.latency.p99}`,
        ratio.toFixed(2),
      ]);
    }
  } finally {
    await stop(app);
    await stop(ceiling);
    fs.rmSync(root, { recursive: true, force: true });
  }

  const header = [
    'endpoint',
    'body',
    'app req/s',
    'app p50/p99 ms',
    'ceiling req/s',
    'ceiling p50/p99 ms',
    'ratio',
  ];
  console.log(
    `\n${connections} connections, ${seconds} s per run, node ${process.version}, ${os.cpus().length} cores\n`,
  );
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log(`\nTarget (ratio >= 0.7 on both): ${allMet ? 'met' : 'NOT met'}`);
}

await main();
