/**
 * npm run bench:web — Lighthouse (default mobile configuration: simulated slow 4G, 4x CPU slowdown) on the
 * public pages, with Debian's Chromium.
 *
 * Builds the site, starts the server on a temporary DATA_DIR, runs Lighthouse RUNS times (default 3) per
 * route and prints the median category scores, LCP, TBT, CLS and the JavaScript transferred per route.
 * Targets: performance >= 95; accessibility, best practices and SEO 100; home page JavaScript < 120 KB
 * gzipped. Set BENCH_SKIP_BUILD=1 to use the current dist/, ROUTES=/,/gallery to measure some routes only.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, chromiumPath, startServer, waitFor } from './bench-support.ts';

const routes = process.env.ROUTES?.split(',') ?? [
  '/',
  '/gallery',
  '/team',
  '/vision',
  '/contact-us',
  '/subscribe',
  '/donate',
];
const runs = Number(process.env.RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4392);
const base = `http://127.0.0.1:${port}`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
}

async function audit(url: string, chromePort: number): Promise<Sample> {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const requests = (
    audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  const js = (requests ?? [])
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsKb: js / 1024,
  };
}

async function main(): Promise<void> {
  if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-bench-web-'));
  const server = startServer({ port, dataDir, from: 'build', env: { LOG_LEVEL: 'warn' } });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const rows: string[][] = [];
  let met = true;
  try {
    await waitFor(`${base}/api/health`);
    for (const route of routes) {
      const samples: Sample[] = [];
      for (let i = 0; i < runs; i += 1) samples.push(await audit(`${base}${route}`, chrome.port));
      const m = (key: keyof Sample) => median(samples.map((s) => s[key]));
      met &&=
        m('performance') >= 95 &&
        m('accessibility') === 100 &&
        m('bestPractices') === 100 &&
        m('seo') === 100;
      if (route === '/') met &&= m('jsKb') < 120;
      rows.push([
        route,
        String(m('performance')),
        String(m('accessibility')),
        String(m('bestPractices')),
        String(m('seo')),
        `${Math.round(m('lcp'))} ms`,
        `${Math.round(m('tbt'))} ms`,
        m('cls').toFixed(3),
        `${m('jsKb').toFixed(1)} KB`,
      ]);
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
  }
  const header = ['route', 'perf', 'a11y', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'JS transferred'];
  console.log(`\nLighthouse mobile, median of ${runs} runs, ${os.cpus().length} cores\n`);
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log(`\nTargets: ${met ? 'met' : 'NOT met'}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
