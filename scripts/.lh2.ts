import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, chromiumPath } from './bench-support.ts';
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });
for (let i = 0; i < 2; i++) {
  const r = await lighthouse(process.argv[2]!, { port: chrome.port, output: 'json', logLevel: 'error', extraHeaders: { 'Save-Data': 'on' } });
  const lhr = r!.lhr;
  console.log('a11y', lhr.categories.accessibility?.score);
  for (const ref of lhr.categories.accessibility!.auditRefs) {
    const a = lhr.audits[ref.id]!;
    if (a.score !== null && a.score < 1) console.log(' ', ref.id, a.title, JSON.stringify((a.details as any)?.items?.slice(0, 3)?.map((x: any) => x.node?.snippet + ' | ' + x.node?.explanation)));
  }
}
await chrome.kill();
