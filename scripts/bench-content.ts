/**
 * npm run bench:content — how long a content change takes to reach visitors: from the answer to the save
 * in the dashboard's API to the new HTML being served (as a visitor without JavaScript gets it).
 *
 * Builds the site (BENCH_SKIP_BUILD=1 uses the current dist/), starts the server on a temporary DATA_DIR
 * with the default configuration, signs in, then makes CHANGES changes (default 20) one after the other,
 * alternating an impact figure of the home page and the text of a written page, and polls the page every
 * 25 ms until it shows the change. Prints the median and the worst. Target: under 10 s.
 * For the Lighthouse scores of the pages the server rendered, run `npm run bench:web` (the server renders
 * every page from its database when it starts, so those are the pages it measures). BENCH_PORT: where the
 * server listens.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentPaths } from '#shared/api/content-fields';
import { sendJson, signIn, startServer, waitFor } from './bench-support.ts';

const changes = Number(process.env.CHANGES ?? 20);
const port = Number(process.env.BENCH_PORT ?? 4393);
const base = `http://127.0.0.1:${port}`;

const send = (cookie: string, method: string, url: string, body: unknown) =>
  sendJson(base, cookie, method, url, body);

/** Milliseconds until `url` serves HTML containing `text`. */
async function untilServed(url: string, text: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    const html = await (await fetch(`${base}${url}`)).text();
    if (html.includes(text)) return performance.now() - started;
    if (performance.now() - started > 60_000) throw new Error(`${url} never showed ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function main(): Promise<void> {
  if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-bench-content-'));
  const server = startServer({ port, dataDir, from: 'build' });
  const samples: number[] = [];
  try {
    await waitFor(`${base}/api/health`);
    const cookie = await signIn(base);
    const page = { title: 'Financials', slug: 'financials', status: 'published' };
    const { id } = (await send(cookie, 'POST', contentPaths.pages, page)) as { id: number };
    await untilServed('/financials', 'Financials');
    const figures = (await (await fetch(`${base}${contentPaths.statistics}`)).json()) as {
      label: string;
      value: number;
    }[];
    for (let i = 0; i < changes; i += 1) {
      if (i % 2 === 0) {
        const value = 100_000 + i;
        await send(cookie, 'PUT', contentPaths.statistics, [{ ...figures[0]!, value }, ...figures.slice(1)]);
        samples.push(await untilServed('/', `>${value}<`));
      } else {
        const marker = `Audited in year ${2000 + i}`;
        await send(cookie, 'PUT', contentPaths.page(id), { ...page, body: `<p>${marker}</p>` });
        samples.push(await untilServed('/financials', marker));
      }
    }
  } finally {
    server.kill('SIGTERM');
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const worst = sorted.at(-1)!;
  console.log(
    `\nFrom a saved change to its HTML being served, ${samples.length} changes, ${os.cpus().length} cores`,
  );
  console.log(`median ${Math.round(median)} ms, worst ${Math.round(worst)} ms (target: under 10,000 ms)`);
  console.log(`Target: ${worst < 10_000 ? 'met' : 'NOT met'}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
