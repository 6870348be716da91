import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const url = process.argv[2]!;
const variants: Record<string, string> = {
  none: '',
  noChrome: '[data-island="site-chrome"]{display:none!important}',
  noHero: '[aria-label="Highlights"]{display:none!important}',
  noMainRest: 'main section:not([aria-label="Highlights"]){display:none!important}',
  noFooter: 'footer{display:none!important}',
  noSvgImg: 'img{display:none!important}',
};
for (const [name, css] of Object.entries(variants)) {
  const rows: number[] = [];
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    if (css) await page.addInitScript((c) => { document.addEventListener('readystatechange', () => {}, { once: true }); const s = document.createElement('style'); s.textContent = c; (document.head ?? document.documentElement).append(s); }, css);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(800);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
    rows.push(m.LayoutDuration! * 1000 + m.RecalcStyleDuration! * 1000);
    await context.close();
  }
  console.log(name, 'layout+style median ms', rows.sort((a, b) => a - b)[2]!.toFixed(1));
}
await browser.close();
