import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const url of process.argv.slice(2)) {
  const rows: number[][] = [];
  for (let i = 0; i < 7; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
    rows.push([m.LayoutDuration, m.RecalcStyleDuration, m.ScriptDuration, m.TaskDuration, m.LayoutCount, m.Nodes].map((v) => v * (v < 10 ? 1000 : 1)));
    await context.close();
  }
  const med = (k: number) => rows.map((r) => r[k]!).sort((a, b) => a - b)[3]!.toFixed(1);
  console.log(url, 'layout ms', med(0), 'style ms', med(1), 'script ms', med(2), 'task ms', med(3));
}
await browser.close();
