import type { Page } from '@playwright/test';
import { contactReceivedMessage } from '#shared/api/inbox';
import { formPostFailedText } from '#shared/form-posts';
import { SAVE_DATA_NOTE } from '#shared/save-data';
import { HERO_INTERVAL_MS } from '#shared/constants';
import { INVITATION_STAY_MS } from '#client/enhancements/donation-invitation.ts';
import { expect, expectNoAxeViolations, test } from './testing/fixtures.ts';
import { installStillClock, runClockTo, runClockUntil, startMovingParts } from './testing/page-clock.ts';

/**
 * Issue 12: public pages are HTML with islands. Only the parts that move load code, a page reads fully
 * without JavaScript, and data saver is respected.
 */

/** The URL of every script the page asked for. */
function scriptsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test('/team ships no code of its static sections, and its menu still opens', async ({ page }) => {
  const scripts = scriptsOf(page);
  const answer = await page.goto('/team');
  await page.waitForLoadState('networkidle');
  // The page module and the member cards are HTML only; no whole-app bundle either.
  expect(scripts.filter((url) => /team-page|member-|team-overview|\/index-/.test(url))).toEqual([]);
  // The page itself preloads no module: what an island needs is fetched when the island wakes.
  expect(await answer!.text()).not.toContain('rel="modulepreload"');

  const isPhone = test.info().project.name === 'mobile';
  const opener = isPhone
    ? page.getByRole('button', { name: 'Menu', exact: true })
    : page.getByRole('button', { name: 'About us and contact details' });
  await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  expect(scripts.some((url) => url.includes('site-chrome'))).toBe(true);
});

test('/ needs no React for a visitor who only watches: the hero turns and the invitation opens', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await installStillClock(page);
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Highlights' });
  // The first slide changes 4 s after arrival; the invitation opens for a visitor who stays at the top a
  // while (issue 25): both without React.
  await startMovingParts(page);
  await runClockTo(page, HERO_INTERVAL_MS);
  await expect(hero.getByRole('group', { name: /^2 of/ })).toHaveAttribute('data-active', 'true');
  const invitation = page.getByRole('dialog', { name: /please get involved with us/ });
  await runClockTo(page, INVITATION_STAY_MS);
  await expect(invitation).toBeVisible();
  await expect(invitation.getByRole('button', { name: 'Donate!' })).toBeFocused();
  expect(scripts.filter((url) => /\/(react|islands-shared|hero-carousel)-/.test(url))).toEqual([]);
  await invitation.getByRole('button', { name: 'Close' }).click();
  await expect(invitation).toBeHidden();

  // Reaching for the hero stops its show and brings its island, which starts from the slide shown.
  const shown = hero.locator('[aria-roledescription="slide"][data-active] h2');
  await hero.hover();
  const title = await shown.textContent();
  const hydrated = page.locator('[data-island="hero-carousel"][data-hydrated]');
  await runClockUntil(page, async () => (await hydrated.count()) === 1);
  expect(scripts.some((url) => /\/hero-carousel-/.test(url))).toBe(true);
  await expect(shown).toHaveText(title!);
  await hero.getByRole('button', { name: 'Next slide' }).click();
  await expect(shown).not.toHaveText(title!);
  await expect(hero.locator('button[aria-current="true"]')).toHaveCount(1);
});

test('a press made while an island’s code is already on its way is not lost', async ({ page }) => {
  await installStillClock(page);
  await page.addInitScript(() => sessionStorage.setItem('donationPopupSeen', 'true'));
  // The hero's code is held back once the visitor's first touch asked for it, as on a slow connection.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/assets\/hero-carousel-[\w-]+\.js$/, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Highlights' });
  await hero.hover();
  await requested;
  await hero.getByRole('button', { name: 'Pause slide show' }).click();
  release();
  const play = hero.getByRole('button', { name: 'Play slide show' });
  await runClockUntil(page, () => play.isVisible());
  // Pointer and focus away: a show the press had not paused would turn now.
  await page.mouse.move(0, 0);
  await play.blur();
  await page.clock.runFor(2 * HERO_INTERVAL_MS);
  await expect(hero.getByRole('group', { name: /^1 of/ })).toHaveAttribute('data-active', 'true');
});

test('a menu button reached by Tab before the menu’s code came opens its dropdown once the code is there', async ({
  page,
}) => {
  test.skip((page.viewportSize()?.width ?? 0) <= 768, 'the wide menu opens its dropdowns on focus');
  await page.addInitScript(() => sessionStorage.setItem('donationPopupSeen', 'true'));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/site-chrome-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('link', { name: 'Home' }).focus();
  await page.keyboard.press('Tab');
  const about = menu.getByRole('button', { name: 'About' });
  await expect(about).toBeFocused();
  release();
  await expect(page.locator('[data-island="site-chrome"][data-hydrated]')).toHaveCount(1);
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await expect(about).toBeFocused();
});

test('/vision loads the tabs only when the visitor reaches for them', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/vision');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /vision-tabs|react-dom/.test(url))).toEqual([]);
  const tabs = page.getByRole('tab');
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
});

test('an island form sends what the visitor typed', async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByRole('textbox', { name: 'Name' }).fill(`Island visitor ${test.info().project.name}`);
  await form.getByRole('textbox', { name: 'Message' }).fill('Sent from an island.');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/contact'));
  await form.getByRole('button', { name: 'Send' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ message: 'Sent from an island.' });
  await expect(form.getByRole('status')).toHaveText(contactReceivedMessage);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/', '/team', '/vision', '/contact-us', '/donate', '/workshops']) {
    test(`${path} still reads in full`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.locator('h1').first()).not.toBeEmpty();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('issue 27: the Privacy page reads in full from the footer’s link, and the form shows its notice', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Contact us' });
    await expect(form.getByRole('link', { name: 'Read our privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your rights' })).toBeVisible();
  });

  test('the contact form still posts and says it was sent', async ({ page }) => {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByRole('textbox', { name: 'Name' }).fill(`No-script visitor ${test.info().project.name}`);
    await form.getByRole('textbox', { name: 'Message' }).fill('Sent without JavaScript.');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/contact-us#form-sent$/);
    // Inside the form's <noscript>, which text search skips: found by its id.
    await expect(page.locator('#form-sent')).toBeVisible();
    await expect(page.locator('#form-sent')).toHaveText(contactReceivedMessage);
  });

  test('a form the server refuses says so', async ({ page }) => {
    await page.goto('/volunteer-teacher');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/volunteer-teacher#form-not-sent$/);
    await expect(page.locator('#form-not-sent')).toBeVisible();
    await expect(page.locator('#form-not-sent')).toHaveText(formPostFailedText);
    await expect(page.locator('#form-sent')).toBeHidden();
  });
});

test.describe('data saver', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  test('says so, starts no slide show and fetches no video poster', async ({ page }) => {
    const posters: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/images/') && /poster|video/.test(request.url()))
        posters.push(request.url());
    });
    await installStillClock(page);
    await page.addInitScript(() => sessionStorage.setItem('donationPopupSeen', 'true'));
    await page.goto('/');
    await expect(page.getByText(SAVE_DATA_NOTE)).toBeVisible();
    const hero = page.getByRole('region', { name: 'Highlights' });
    await expect(hero.getByRole('button', { name: 'Play slide show' })).toBeVisible();
    const first = hero.getByRole('group', { name: /^1 of/ });
    await startMovingParts(page);
    await page.clock.runFor(2 * HERO_INTERVAL_MS);
    await expect(first).toHaveAttribute('data-active', 'true');
    // The video feed's island and axe wait on the page's timers: the clock flows with real time from here.
    await page.clock.resume();
    await page.getByRole('region', { name: 'Video Feed' }).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(posters).toEqual([]);
    await expectNoAxeViolations(page);
  });
});

test('data saver is not mentioned to a visitor who did not ask for it', async ({ page }) => {
  await page.goto('/team');
  await expect(page.getByText(SAVE_DATA_NOTE)).toBeHidden();
});
