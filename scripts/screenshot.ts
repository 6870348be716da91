/**
 * Takes screenshots of pages at 375 px and 1280 px wide with Debian's Chromium.
 * Usage: npx tsx scripts/screenshot.ts BASE_URL OUT_DIR /path [/path ...]
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './bench-support.ts';

const [baseUrl, outDir, ...paths] = process.argv.slice(2);
if (!baseUrl || !outDir || paths.length === 0) {
  console.log('Usage: npx tsx scripts/screenshot.ts BASE_URL OUT_DIR /path [/path ...]');
  process.exit(2);
}
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 740 : 800 } });
  for (const route of paths) {
    await page.goto(new URL(route, baseUrl).href, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const name = `${route.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(path.join(outDir, name));
  }
  await page.close();
}
await browser.close();
