import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, chromiumPath } from './bench-support.ts';
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });
for (let i = 0; i < 3; i++) {
  const r = await lighthouse(process.argv[2]!, { port: chrome.port, output: 'json', logLevel: 'error' });
  const a = r!.lhr.audits;
  console.log('TBT', a['total-blocking-time']?.numericValue, 'perf', r!.lhr.categories.performance?.score);
  const lt = (a['long-tasks']?.details as any)?.items ?? [];
  for (const t of lt) console.log('  long', Math.round(t.startTime), Math.round(t.duration), t.url);
  const bt = (a['bootup-time']?.details as any)?.items ?? [];
  for (const t of bt.slice(0, 5)) console.log('  bootup', t.url, Math.round(t.total), Math.round(t.scripting));
  const mw = (a['mainthread-work-breakdown']?.details as any)?.items ?? [];
  console.log('  work', mw.map((m: any) => `${m.group}:${Math.round(m.duration)}`).join(' '));
}
await chrome.kill();
