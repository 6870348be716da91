import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const result = await lighthouse('http://127.0.0.1:4401/', { port: chrome.port, output: 'json', logLevel: 'error' });
  const { categories, audits } = result!.lhr;
  const items = (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number; url?: string }[] }).items ?? [];
  const js = items.filter((r) => r.resourceType === 'Script').reduce((s, r) => s + (r.transferSize ?? 0), 0);
  console.log(Object.fromEntries(Object.entries(categories).map(([k, v]) => [k, Math.round((v.score ?? 0) * 100)])));
  console.log('LCP', audits['largest-contentful-paint']?.displayValue, 'TBT', audits['total-blocking-time']?.displayValue, 'CLS', audits['cumulative-layout-shift']?.displayValue, 'FCP', audits['first-contentful-paint']?.displayValue, 'SI', audits['speed-index']?.displayValue, 'JS KB', Math.round(js / 1024));
  for (const [id, a] of Object.entries(audits)) if (a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable') console.log('  low:', id, a.score, a.displayValue ?? '');
  const shifts = audits['layout-shifts']?.details as unknown as { items?: { node?: { snippet?: string }; score?: number }[] };
  for (const s of shifts?.items ?? []) console.log('shift', s.score, s.node?.snippet?.slice(0, 160));
} finally {
  await chrome.kill();
}
