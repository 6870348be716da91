import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './testing/fixtures.ts';

/** Issue 28: the public site in Kannada, Hindi and Marathi beside English, at addresses of their own. */

async function open(page: Page, path: string) {
  await page.addInitScript(() => sessionStorage.setItem('donationPopupSeen', 'true'));
  return page.goto(path);
}

async function openMenuOnPhones(page: Page) {
  const toggle = page.locator('[aria-controls="main-menu"]');
  if (await toggle.isVisible()) await toggle.click();
}

test.describe('languages', () => {
  test('a Kannada page is served at /kn/ with lang="kn", its alternates, and Kannada words', async ({
    page,
  }) => {
    const answer = await open(page, '/kn/vision');
    expect(answer?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(5);
    await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute(
      'href',
      /\/hi\/vision$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /[^/]\/vision$/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/kn\/vision$/);
    // The skip link is the first stop, in Kannada.
    await page.keyboard.press('Tab');
    await expect(page.locator('#skip-link')).toBeFocused();
    await expect(page.locator('#skip-link')).not.toHaveText('Skip to main content');
    await expect(page.locator('#skip-link')).toHaveText(/[\u0C80-\u0CFF]/);
  });

  test('the switcher keeps the visitor on the same page and the choice is offered back on English pages', async ({
    page,
  }) => {
    await open(page, '/team');
    await openMenuOnPhones(page);
    const hindi = page.getByRole('banner').getByRole('link', { name: 'हिन्दी' });
    await expect(hindi).toHaveAttribute('href', '/hi/team');
    await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await hindi.click();
    await expect(page).toHaveURL(/\/hi\/team$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    // Links between pages stay in Hindi.
    await expect(page.locator('footer a[href="/hi/privacy"]')).toHaveCount(1);
    // The move is remembered once the page's small script has run.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('hi');

    // Back on an English page: offered Hindi, never redirected.
    await page.goto('/gallery');
    await expect(page).toHaveURL(/\/gallery$/);
    const offer = page.locator('[data-offer="hi"]');
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('link')).toHaveAttribute('href', '/hi/gallery');
    // "No, thanks" answers once the offer's small script is there.
    await expect(page.locator('[data-enhance="language-offer"][data-ready]')).toHaveCount(1);
    await offer.getByRole('button').click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.locator('[data-offer="hi"]')).toBeHidden();
  });

  test('the browser’s language is only offered, on the English page it asked for', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'mr-IN' });
    const page = await context.newPage();
    await open(page, '/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-offer="mr"]')).toBeVisible();
    await expect(page.locator('[data-offer="mr"]').getByRole('link')).toHaveAttribute('href', '/mr/');
    await context.close();
  });

  test('an unknown address under a language is that language’s 404 page', async ({ page }) => {
    const answer = await open(page, '/mr/no-such-page');
    expect(answer?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  });

  test('each language has its sitemap, listed in robots.txt', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    for (const file of ['sitemap.xml', 'sitemap-kn.xml', 'sitemap-hi.xml', 'sitemap-mr.xml']) {
      expect(robots).toContain(`/${file}`);
    }
    const kannada = await (await request.get('/sitemap-kn.xml')).text();
    expect(kannada).toContain('/kn/vision</loc>');
    expect(kannada).toContain('hreflang="en"');
  });

  test('the Kannada font comes only to Kannada pages', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await open(page, '/');
    await page.waitForLoadState('load');
    expect(fonts).toEqual([]);
    await page.goto('/kn/');
    await page.waitForLoadState('load');
    expect(fonts.some((font) => font.includes('noto-sans-kannada-kannada-400'))).toBe(true);
    expect(fonts.some((font) => font.includes('devanagari'))).toBe(false);
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Kannada"', 'ಕನ್ನಡ'))).toBe(true);
  });

  for (const path of ['/kn/', '/mr/donate']) {
    test(`axe finds nothing on ${path}`, async ({ page }) => {
      await open(page, path);
      await expectNoAxeViolations(page);
    });
  }
});
