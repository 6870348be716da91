/**
 * npm run bench:web — Lighthouse (default mobile configuration: simulated slow 4G, 4x CPU slowdown) on the
 * public pages, with Debian's Chromium; two of them are written in the dashboard, which the benchmark
 * publishes through the API first: /financials, a page, and /nmms, a programme's page ending with the
 * interest form. /coming-soon/our-books is the Coming Soon page a planned menu item leads to.
 *
 * Builds the site, starts the server on a temporary DATA_DIR with the product's default configuration (log
 * level `info` included), runs Lighthouse RUNS times (default 3) per
 * route, without and with `Save-Data: on` (the server answers it with the cookie the page reads, decision
 * 011), and prints the median category scores, LCP, TBT, CLS, the JavaScript and all bytes transferred.
 * Targets (issues 12 and 31): performance 100, never below 98; accessibility, best practices and SEO 100;
 * LCP <= 1.0 s; TBT <= 50 ms; no long task over 50 ms after the first paint; CLS <= 0.02; JavaScript <= 60
 * KB on / and <= 40 KB elsewhere, of which at most JS_BEFORE_LOAD_KB before the load event; page weight
 * under 300 KB on / and 200 KB elsewhere, half that with Save-Data. Also prints the main thread's style
 * and layout time. Prints PASS or FAIL per check, and exits with 1 when a budget is passed (the budgets
 * keep the pages fast: a change that makes a page heavier or slower fails here).
 * JavaScript and total bytes are Lighthouse's transfer sizes, HTTP headers included; "JS before load" is
 * the part asked for before the page's load event (what competes with the page itself for the network).
 * A route kept out of search engines on purpose (noindex) must pass every SEO audit but is-crawlable.
 * BENCH_SKIP_BUILD=1 uses the current dist/, ROUTES=/,/gallery measures some routes only, BENCH_PORT
 * picks the server's port.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { contentPaths } from '#shared/api/content-fields';
import { chromiumFlags, chromiumPath, sendJson, signIn, startServer, waitFor } from './bench-support.ts';
import { routeMeta } from '#client/lib/route-meta.ts';
import { COMING_SOON_PATH } from '#shared/content/menus';
import { splitLanguage } from '#shared/i18n/languages';

/** A page written in the dashboard, as an administrator would publish one, created before measuring. */
const WRITTEN_PAGE = {
  path: '/financials',
  page: {
    title: 'Financials',
    slug: 'financials',
    status: 'published',
    summary: 'How the trust is funded and how every rupee is spent.',
    body: [
      '<p>Every rupee given to the trust reaches the children and families it serves. Our accounts are',
      'audited every year by an independent chartered accountant and filed with the Income Tax department.</p>',
      '<h2>Where the money goes</h2>',
      '<ul><li>Free tuition and spoken English: 48%</li><li>Health camps: 22%</li>',
      '<li>Women empowerment workshops: 18%</li><li>Running costs: 12%</li></ul>',
      '<h2>Tax benefits</h2>',
      '<p>Gifts to the trust qualify for a deduction under section 80G of the Income Tax Act. We send',
      'each donor a receipt and, at the end of the year, Form 10BE.</p>',
    ].join(' '),
  },
};

/** A programme's page (issue 25, must have 2): the template filled in, ending with the interest form. */
const PROGRAMME_PAGE = {
  path: '/nmms',
  page: {
    title: 'NMMS',
    slug: 'nmms',
    kind: 'programme',
    status: 'published',
    summary: 'Free coaching for the National Means-cum-Merit Scholarship exam, for children of class 8.',
    body: [
      '<h2>What it is</h2><p>Weekly classes in mental ability and school subjects, with mock tests.</p>',
      '<h2>Who can join</h2><p>Children of class 8 in government schools. It is free.</p>',
      '<h2>When</h2><p>Saturdays and Sundays, 10 am to 12 noon, from July to November.</p>',
      '<h2>Where</h2><p>Our centre near the bus stand.</p>',
      '<h2>How to join</h2><p>Fill in the form below; we call you back within a week.</p>',
    ].join(''),
  },
};
const WRITTEN_PAGES = [WRITTEN_PAGE, PROGRAMME_PAGE];

const routes = process.env.ROUTES?.split(',') ?? [
  '/',
  '/vision',
  '/team',
  '/contact-us',
  '/gallery',
  '/subscribe',
  '/donate',
  '/coming-soon',
  '/coming-soon/our-books',
  '/volunteer-teacher',
  '/join-intern',
  '/volunteer-mentor',
  '/participate',
  '/workshops',
  WRITTEN_PAGE.path,
  PROGRAMME_PAGE.path,
  // A page in each script the site speaks beside English (issue 28): Kannada, and Devanagari for Hindi.
  '/kn/',
  '/kn/donate',
  '/hi/',
  '/hi/vision',
];
const runs = Number(process.env.RUNS ?? 3);
const indexed = (route: string) =>
  !route.startsWith(`${COMING_SOON_PATH}/`) &&
  (routeMeta.find((meta) => meta.path === route)?.indexed ?? true);
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
  /** Of that JavaScript, what was asked for before the page's load event. */
  jsBeforeLoadKb: number;
  totalKb: number;
  /** Milliseconds the main thread spent on style and layout. */
  styleLayoutMs: number;
  /** The longest task after the first contentful paint, in milliseconds (0 without any). */
  longestTaskAfterPaintMs: number;
  /** The SEO audits that failed. */
  seoFailures: string[];
}

/** JavaScript a page may ask for before its load event: what competes with the page itself (issue 31). */
const JS_BEFORE_LOAD_KB = 20;

async function audit(url: string, chromePort: number, saveData: boolean, attempt = 1): Promise<Sample> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    ...(saveData ? { extraHeaders: { 'Save-Data': 'on' } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // A run Lighthouse itself could not finish (no paint seen on a busy machine) scores 0: run it again
  // rather than count it.
  if (result.lhr.runtimeError || result.lhr.categories.performance?.score == null) {
    if (attempt < 3) return audit(url, chromePort, saveData, attempt + 1);
    console.warn(`Lighthouse could not measure ${url}: ${result.lhr.runtimeError?.message ?? 'no score'}`);
  }
  const { categories, audits } = result.lhr;
  const requests = (
    audits['network-requests']?.details as {
      items?: { resourceType?: string; transferSize?: number; networkRequestTime?: number }[];
    }
  )?.items;
  const scripts = (requests ?? []).filter((r) => r.resourceType === 'Script');
  const js = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const observed = (audits.metrics?.details as { items?: { observedLoad?: number }[] })?.items?.[0];
  const loadAt = observed?.observedLoad ?? Infinity;
  const jsBeforeLoad = scripts
    .filter((r) => (r.networkRequestTime ?? Infinity) <= loadAt)
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const seoFailures = (categories.seo?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  const total = (requests ?? []).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const breakdown = (
    audits['mainthread-work-breakdown']?.details as { items?: { group?: string; duration?: number }[] }
  )?.items;
  const styleLayout = (breakdown ?? [])
    .filter((item) => item.group === 'styleLayout')
    .reduce((sum, item) => sum + (item.duration ?? 0), 0);
  const firstPaint = audits['first-contentful-paint']?.numericValue ?? 0;
  const tasks = (audits['long-tasks']?.details as { items?: { startTime?: number; duration?: number }[] })
    ?.items;
  const longestAfterPaint = Math.max(
    0,
    ...(tasks ?? []).filter((task) => (task.startTime ?? 0) >= firstPaint).map((task) => task.duration ?? 0),
  );
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
    jsBeforeLoadKb: jsBeforeLoad / 1024,
    totalKb: total / 1024,
    styleLayoutMs: styleLayout,
    longestTaskAfterPaintMs: longestAfterPaint,
    seoFailures,
  };
}

async function main(): Promise<void> {
  if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-bench-web-'));
  const server = startServer({ port, dataDir, from: 'build' });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const rows: string[][] = [];
  const checks: string[] = [];
  const check = (what: string, ok: boolean) => checks.push(`${ok ? 'PASS' : 'FAIL'} ${what}`);
  try {
    await waitFor(`${base}/api/health`);
    const written = WRITTEN_PAGES.filter((page) => routes.includes(page.path));
    if (written.length > 0) {
      const cookie = await signIn(base);
      for (const { path, page } of written) {
        await sendJson(base, cookie, 'POST', contentPaths.pages, page);
        await waitFor(`${base}${path}`);
      }
    }
    for (const route of routes) {
      for (const saveData of [false, true]) {
        const samples: Sample[] = [];
        for (let i = 0; i < runs; i += 1) samples.push(await audit(`${base}${route}`, chrome.port, saveData));
        const m = (key: Exclude<keyof Sample, 'seoFailures'>) => median(samples.map((s) => s[key]));
        const label = `${route}${saveData ? ' (Save-Data)' : ''}`;
        const worst = Math.min(...samples.map((s) => s.performance));
        check(
          `${label} performance ${m('performance')} (lowest ${worst})`,
          m('performance') === 100 && worst >= 98,
        );
        // A page kept out of search engines on purpose (/coming-soon, a placeholder) fails Lighthouse's
        // is-crawlable audit by design: every other SEO audit must pass.
        const deliberate = indexed(route) ? [] : ['is-crawlable'];
        const seoOk = samples.every((s) => s.seoFailures.every((id) => deliberate.includes(id)));
        check(
          `${label} accessibility, best practices, SEO 100${deliberate.length ? ' (but for noindex)' : ''}`,
          m('accessibility') === 100 && m('bestPractices') === 100 && (m('seo') === 100 || seoOk),
        );
        check(`${label} LCP ${Math.round(m('lcp'))} ms <= 1000`, m('lcp') <= 1000);
        check(`${label} TBT ${Math.round(m('tbt'))} ms <= 50`, m('tbt') <= 50);
        check(
          `${label} longest task after first paint ${Math.round(m('longestTaskAfterPaintMs'))} ms <= 50`,
          m('longestTaskAfterPaintMs') <= 50,
        );
        check(`${label} CLS ${m('cls').toFixed(3)} <= 0.02`, m('cls') <= 0.02);
        const home = splitLanguage(route).path === '/';
        const jsBudget = home ? 60 : 40;
        check(`${label} JavaScript ${m('jsKb').toFixed(1)} KB <= ${jsBudget} KB`, m('jsKb') <= jsBudget);
        check(
          `${label} JavaScript before load ${m('jsBeforeLoadKb').toFixed(1)} KB <= ${JS_BEFORE_LOAD_KB} KB`,
          m('jsBeforeLoadKb') <= JS_BEFORE_LOAD_KB,
        );
        const weightBudget = (home ? 300 : 200) / (saveData ? 2 : 1);
        check(
          `${label} page weight ${m('totalKb').toFixed(1)} KB < ${weightBudget} KB`,
          m('totalKb') < weightBudget,
        );
        rows.push([
          label,
          String(m('performance')),
          String(m('accessibility')),
          String(m('bestPractices')),
          String(m('seo')),
          `${Math.round(m('lcp'))} ms`,
          `${Math.round(m('tbt'))} ms`,
          m('cls').toFixed(3),
          `${m('jsKb').toFixed(1)} KB`,
          `${m('jsBeforeLoadKb').toFixed(1)} KB`,
          `${m('totalKb').toFixed(1)} KB`,
          `${Math.round(m('styleLayoutMs'))} ms`,
          `${Math.round(m('longestTaskAfterPaintMs'))} ms`,
        ]);
      }
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
  }
  const header = [
    'route',
    'perf',
    'a11y',
    'best practices',
    'SEO',
    'LCP',
    'TBT',
    'CLS',
    'JS',
    'JS before load',
    'total',
    'style & layout',
    'longest task after paint',
  ];
  console.log(`\nLighthouse mobile, median of ${runs} runs, ${os.cpus().length} cores\n`);
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log(`\n${checks.join('\n')}`);
  const failed = checks.filter((line) => line.startsWith('FAIL')).length;
  console.log(`\nTargets: ${failed === 0 ? 'all met' : `${failed} of ${checks.length} checks not met`}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (failed > 0) process.exitCode = 1;
}

await main();
