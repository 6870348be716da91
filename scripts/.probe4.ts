import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto('http://127.0.0.1:4501/');
await page.waitForTimeout(2000);
console.log(await page.evaluate(() => { const d = document.querySelector('dialog')!; return [d.open, getComputedStyle(d).display, d.checkVisibility(), d.parentElement?.tagName, d.closest('section')?.className]; }));
console.log('count', await page.getByRole('dialog').count(), await page.getByRole('dialog').isVisible());
await browser.close();
