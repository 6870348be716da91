import type { APIRequestContext, Page } from '@playwright/test';
import { DONATION_POPUP_DELAY_MS, HERO_INTERVAL_MS } from '#shared/constants';
import { INVITATION_STAY_MS } from '#client/enhancements/donation-invitation.ts';
import { E2E_ADMIN, expect, expectNoAxeViolations, test } from './testing/fixtures.ts';
import { installStillClock, runClockTo, runClockUntil, startMovingParts } from './testing/page-clock.ts';

const POPUP_TEXT = 'If you liked our initiative, please get involved with us';

/** Scrolls a screen down: the invitation waits for this, or for a visitor who stays a while (issue 25). */
async function scrollSomeWayDown(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: window.innerHeight, behavior: 'instant' }));
}

/** Marks the donation invitation as already seen, so it does not cover the page under test. */
async function skipDonationPopup(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('donationPopupSeen', 'true'));
}

/** Signs the API client in as the administrator (a same-site Origin, as a browser would send). */
async function adminApi(request: APIRequestContext, baseURL: string) {
  const response = await request.post('/api/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    headers: { Origin: baseURL },
  });
  expect(response.status()).toBe(200);
}

test.describe('home page', () => {
  test('shows its sections in the order of the spec', async ({ page }) => {
    await skipDonationPopup(page);
    await page.goto('/');
    const headings = [
      page.getByRole('heading', { name: 'Early Years' }),
      page.getByRole('heading', { name: 'About Us' }),
      page.getByRole('heading', { name: 'Our Mission' }),
      page.getByRole('heading', { name: 'Our Programs' }),
      page.getByRole('heading', { name: 'Latest Notifications' }),
      page.getByRole('heading', { name: 'Video Feed' }),
      page.getByRole('heading', { name: 'Testimonials' }),
      page.getByRole('heading', { name: 'Our Impact' }),
      page.getByRole('heading', { name: 'Our Vision' }),
      page.getByRole('heading', { name: 'Get in Touch' }),
    ];
    let previous = -1;
    for (const heading of headings) {
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeVisible();
      const top = await heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      expect(top).toBeGreaterThan(previous);
      previous = top;
    }
    await expect(page.locator('#about')).toContainText('200+');
    await expect(page.getByRole('region', { name: 'Our Mission' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Program cards' }).getByRole('article')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Video Feed' }).getByRole('article')).toHaveCount(4);
    await expect(page.getByRole('img', { name: '5 out of 5' })).toHaveCount(4);
  });

  test('the hero advances by itself and stops when paused', async ({ page }) => {
    await installStillClock(page);
    await skipDonationPopup(page);
    await page.goto('/');
    const shown = page.locator('[aria-roledescription="slide"][aria-hidden="false"] h2');
    await expect(shown).toHaveText('Early Years');
    await page.mouse.move(0, 0);
    await startMovingParts(page);
    await runClockTo(page, HERO_INTERVAL_MS);
    await expect(shown).toHaveText('Education First');
    await page.getByRole('button', { name: 'Pause slide show' }).click();
    // The press wakes the carousel's island, which answers it once it has hydrated.
    const play = page.getByRole('button', { name: 'Play slide show' });
    await runClockUntil(page, () => play.isVisible());
    await page.mouse.move(0, 0);
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.clock.runFor(2 * HERO_INTERVAL_MS);
    await expect(shown).toHaveText('Education First');
  });

  test('notifications added through the API appear, newest first, four at most', async ({
    page,
    request,
    baseURL,
  }) => {
    // Each notification renders the whole site again (the home page draws the latest), and the pages load
    // more slowly meanwhile: more than one test's usual time on a busy machine.
    test.slow();
    await adminApi(request, baseURL!);
    const stamp = Date.now();
    for (let i = 1; i <= 5; i += 1) {
      const response = await request.post('/api/add_notification', {
        data: { title: `E2E notice ${stamp}-${i}`, description: `Dear parents\n* Point ${i}\n- Bring ID` },
        headers: { Origin: baseURL! },
      });
      expect(response.status()).toBe(201);
    }
    await skipDonationPopup(page);
    await page.goto('/');
    const section = page.locator('#notifications');
    await section.scrollIntoViewIfNeeded();
    const titles = section.getByRole('heading', { level: 3 });
    await expect(titles).toHaveText([5, 4, 3, 2].map((i) => `E2E notice ${stamp}-${i}`));
    const first = section.getByRole('article').first();
    await expect(first.getByRole('listitem')).toHaveText(['Point 5', 'Bring ID']);
    await expect(first).toContainText('Today');
  });

  test('the statistics count up to their final values', async ({ page }) => {
    await skipDonationPopup(page);
    await page.goto('/');
    // Let the notifications above arrive first (they load as the visitor heads down the page): the list
    // they bring would push the section away again.
    const notifications = page.locator('#notifications');
    await notifications.scrollIntoViewIfNeeded();
    await notifications.getByText('Loading notifications...').waitFor({ state: 'detached' });
    const section = page.getByRole('region', { name: 'Our Impact' });
    await section.scrollIntoViewIfNeeded();
    for (const [value, label] of [
      ['15', 'Schools Covered'],
      ['1850', 'Students'],
      ['50', 'Teachers Awarded'],
      ['4', 'Competitions'],
      ['200', 'Women Got Exposure'],
    ]) {
      await expect(
        section.getByRole('listitem').filter({ hasText: label }).locator('[aria-hidden="true"]'),
      ).toHaveText(value!);
    }
  });

  test('a video asks nothing of YouTube until play is pressed', async ({ page }) => {
    await skipDonationPopup(page);
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (/youtube|ytimg|googlevideo/.test(request.url())) thirdParty.push(request.url());
    });
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ status: 200, body: '<p>player</p>' }),
    );
    await page.goto('/');
    const feed = page.getByRole('region', { name: 'Video Feed' });
    await feed.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(thirdParty).toEqual([]);
    await expect(feed.locator('iframe')).toHaveCount(0);
    await feed
      .getByRole('button', { name: /^Play video:/ })
      .first()
      .click();
    await expect(feed.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/.+\?autoplay=1$/,
    );
  });

  test('the contact form reaches the inbox', async ({ page, request, baseURL }) => {
    await skipDonationPopup(page);
    await page.goto('/');
    const form = page.getByRole('region', { name: 'Get in Touch' });
    await form.scrollIntoViewIfNeeded();
    const name = `E2E visitor ${Date.now()}`;
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('visitor@example.org');
    await form.getByLabel('Mobile').fill('+91 98450 11111');
    await form.getByLabel('How did you hear about us?').selectOption('Teachers');
    await form.getByLabel('Message').fill('We would like a cyber security session.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Thank you! Your message has reached us.', { exact: false })).toBeVisible();

    await adminApi(request, baseURL!);
    const inbox = await request.get('/api/inbox/contact');
    expect(inbox.status()).toBe(200);
    const stored = ((await inbox.json()) as Array<Record<string, unknown>>).find(
      (item) => item.name === name,
    );
    expect(stored).toMatchObject({
      email: 'visitor@example.org',
      mobile: '+91 98450 11111',
      heard_from: 'Teachers',
      message: 'We would like a cyber security session.',
      source: 'home',
    });
  });

  test('has no accessibility violations', async ({ page }) => {
    await skipDonationPopup(page);
    await page.goto('/');
    const notifications = page.locator('#notifications');
    await notifications.scrollIntoViewIfNeeded();
    await notifications.getByText(/Loading/).waitFor({ state: 'detached' });
    await expectNoAxeViolations(page);
  });
});

test.describe('donation popup', () => {
  test('appears 5 s after arriving for a visitor who has scrolled, once per session, with no accessibility violations', async ({
    page,
  }) => {
    // The page's own time since arrival: the clock moves only when the test moves it.
    await installStillClock(page);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: POPUP_TEXT });
    await startMovingParts(page);
    await scrollSomeWayDown(page);
    await runClockTo(page, DONATION_POPUP_DELAY_MS - 1);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(1);
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('button', { name: 'Donate!' })).toBeFocused();
    // axe waits on the page's timers: from here the clock flows with real time, and runs on when told to.
    await page.clock.resume();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);

    await page.reload();
    await startMovingParts(page);
    await scrollSomeWayDown(page);
    await page.clock.runFor(INVITATION_STAY_MS);
    await expect(dialog).toHaveCount(0);
  });

  test('Escape or a click beside it closes it and leads to /; the page is usable again', async ({ page }) => {
    await page.clock.install();
    await page.goto('/#about');
    const dialog = page.getByRole('dialog', { name: POPUP_TEXT });
    await page.clock.runFor(5000);
    await expect(dialog).toBeVisible();
    // While it is open, the page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

    // Next session, the dimmed page beside the card closes it too; a visitor who stays at the top without
    // scrolling is invited after a while.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await page.clock.runFor(INVITATION_STAY_MS);
    await expect(dialog).toBeVisible();
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
  });

  test('Donate! leads to /donate, where the popup never shows', async ({ page }) => {
    await installStillClock(page);
    await page.goto('/');
    await startMovingParts(page);
    await scrollSomeWayDown(page);
    await runClockTo(page, DONATION_POPUP_DELAY_MS);
    await page.getByRole('button', { name: 'Donate!' }).click();
    await expect(page).toHaveURL(/\/donate$/);
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await startMovingParts(page);
    await page.clock.runFor(INVITATION_STAY_MS);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
