import type { Page } from '@playwright/test';
import { expect, test } from './testing/fixtures.ts';

async function openHome(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('donationPopupSeen', 'true'));
  await page.goto('/');
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** On phones Subscribe, Login, the social links and the sidebar button sit in the menu panel. */
async function openMenuOnPhones(page: Page) {
  const toggle = mainMenu(page).getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) await toggle.click();
}

test.describe('public layout', () => {
  test('top strip, skip link and footer', async ({ page }) => {
    await openHome(page);
    const header = page.getByRole('banner');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeVisible();
    await openMenuOnPhones(page);
    await expect(header.getByRole('link', { name: 'Subscribe' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('list', { name: 'Follow us' }).getByRole('link')).toHaveCount(6);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toContainText('24/7');
    await expect(footer.getByRole('link', { name: /@/ })).toBeVisible();
  });

  test('page top margin is 8.5rem on wide screens and 0.5rem at 768 px or less', async ({
    page,
  }, testInfo) => {
    await openHome(page);
    const margin = await page.getByRole('main').evaluate((main) => getComputedStyle(main).marginTop);
    expect(margin).toBe(testInfo.project.name === 'mobile' ? '8px' : '136px');
  });

  test('sidebar opens from the hamburger and closes by its close button, Escape and the hamburger', async ({
    page,
    viewport,
  }) => {
    await openHome(page);
    await openMenuOnPhones(page);
    const hamburger = page.getByRole('button', { name: 'About us and contact details' });
    const sidebar = page.locator('#site-sidebar');
    await expect(sidebar).toBeHidden();
    await hamburger.click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar).toContainText('24/7');
    await expect(sidebar.getByRole('button', { name: 'Close sidebar' })).toBeFocused();
    await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
    await expect(sidebar).toBeHidden();
    await expect(hamburger).toBeFocused();
    await hamburger.click();
    await expect(sidebar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(hamburger).toBeFocused();
    // On wide screens the panel slides in below the fixed header, so the hamburger stays in reach.
    if ((viewport?.width ?? 0) > 768) {
      await hamburger.click();
      await expect(sidebar).toBeVisible();
      await hamburger.click();
      await expect(sidebar).toBeHidden();
    }
  });

  test('scroll-to-top appears after 100 px and goes back up', async ({ page }) => {
    await openHome(page);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('the Notification menu item leads to the notifications of the home page', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('donationPopupSeen', 'true'));
    await page.goto('/gallery');
    const menu = mainMenu(page);
    const toggle = menu.getByRole('button', { name: 'Menu' });
    if (await toggle.isVisible()) await toggle.click();
    await menu.getByRole('button', { name: 'News & Stories' }).click();
    await menu.getByRole('link', { name: 'Notification' }).click();
    await expect(page).toHaveURL(/\/#notifications$/);
    await expect(page.getByRole('heading', { name: 'Latest Notifications' })).toBeInViewport();
  });
});

test.describe('menu on wide screens', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) <= 768, 'wide-screen behaviour');

  test('dropdowns open on hover and on keyboard focus, and Escape closes them', async ({ page }) => {
    await openHome(page);
    const menu = mainMenu(page);
    await expect(menu.getByRole('button', { name: 'Menu' })).toBeHidden();
    await menu.getByRole('button', { name: 'About' }).hover();
    await expect(menu.getByRole('link', { name: 'Vision & Mission' })).toBeVisible();
    await page.mouse.move(600, 700);
    await expect(menu.getByRole('link', { name: 'Vision & Mission' })).toBeHidden();

    await menu.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: 'About' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Vision & Mission' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('button', { name: 'About' })).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Vision & Mission' })).toBeHidden();
  });

  test('the Programs menu shows every group and item', async ({ page }) => {
    await openHome(page);
    const menu = mainMenu(page);
    await menu.getByRole('button', { name: 'Programs' }).hover();
    for (const name of [
      'Education',
      'NMMS',
      'JNV',
      'Health',
      'Guidance to Exercise',
      'Women Empowerment',
      'Self Defense',
      'Seminar/Workshop',
      'IT Techs',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Seminar/Workshop' }).click();
    await expect(page).toHaveURL(/\/workshops$/);
  });
});

test.describe('menu at 375 px', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) > 768, 'small-screen behaviour');

  test('the toggle opens the menu; dropdowns open on click, one at a time; widening resets them', async ({
    page,
  }) => {
    await openHome(page);
    const menu = mainMenu(page);
    const toggle = menu.getByRole('button', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Gallery' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Gallery' })).toBeVisible();

    await menu.getByRole('button', { name: 'About', exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Team' })).toBeVisible();
    await menu.getByRole('button', { name: 'Get Involved' }).click();
    await expect(menu.getByRole('link', { name: 'Volunteer as a Mentor' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Team' })).toBeHidden();
    await expect(menu.getByText('Partner with us')).toBeVisible();

    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(menu.getByRole('button', { name: 'Get Involved' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page.mouse.move(10, 700);
    await expect(menu.getByRole('link', { name: 'Volunteer as a Mentor' })).toBeHidden();
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the menu and returns focus to its toggle', async ({ page }) => {
    await openHome(page);
    const toggle = mainMenu(page).getByRole('button', { name: 'Menu' });
    await toggle.click();
    // The menu is an island: the press that woke it opens it once it has hydrated.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test.describe('design review: header', () => {
  test('Donate is the one bright button of the header; Subscribe and Login are outlined', async ({
    page,
  }) => {
    await openHome(page);
    const header = page.getByRole('banner');
    const background = (name: string) =>
      header
        .getByRole('link', { name, exact: true })
        .evaluate((link) => getComputedStyle(link).backgroundColor);
    expect(await background('Donate')).toBe('rgb(245, 158, 11)');
    await openMenuOnPhones(page);
    expect(await background('Subscribe')).toBe('rgba(0, 0, 0, 0)');
    expect(await background('Login')).toBe('rgba(0, 0, 0, 0)');
  });

  for (const [path, dropdown] of [
    ['/vision', 'About'],
    ['/team', 'About'],
    ['/contact-us', 'About'],
    ['/donate', 'Donate'],
    ['/volunteer-teacher', 'Get Involved'],
  ] as const) {
    test(`on ${path} the menu marks ${dropdown} as current`, async ({ page }) => {
      await page.addInitScript(() => sessionStorage.setItem('donationPopupSeen', 'true'));
      await page.goto(path);
      const menu = mainMenu(page);
      await expect(
        menu.getByRole('button', { name: dropdown, exact: true, includeHidden: true }),
      ).toHaveAttribute('aria-current', 'true');
      await expect(menu.locator('[aria-current="true"]')).toHaveCount(1);
    });
  }
});

test.describe('design review: phone header', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) > 768, 'small-screen behaviour');

  test('is one row of about 64 px with a single button, Menu, which opens the menu', async ({ page }) => {
    await openHome(page);
    const header = page.getByRole('banner');
    const box = await header.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(72);
    await expect(header.getByRole('button')).toHaveCount(1);
    const toggle = header.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(mainMenu(page).getByRole('link', { name: 'Gallery' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'About us and contact details' })).toBeVisible();
  });

  test('slides away while scrolling down and comes back on scrolling up', async ({ page }) => {
    await openHome(page);
    const header = page.getByRole('banner');
    const bottom = () => header.evaluate((element) => element.getBoundingClientRect().bottom);
    await page.mouse.move(180, 400);
    await page.mouse.wheel(0, 1200);
    await expect.poll(bottom).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(bottom).toBeGreaterThan(60);
  });

  test('stays in place for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    await page.mouse.move(180, 400);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    const box = await page.getByRole('banner').boundingBox();
    expect(box!.y).toBe(0);
  });
});

test('design review: the footer phone numbers and e-mail are separate 44 px links, one line each', async ({
  page,
}) => {
  await openHome(page);
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  for (const name of [/^\+91/, /@/]) {
    for (const link of await footer.getByRole('link', { name }).all()) {
      // 44 px tall for a thumb, and less than two lines of text: the address never wraps.
      const { height } = (await link.boundingBox())!;
      expect(height).toBeGreaterThanOrEqual(44);
      expect(height).toBeLessThan(50);
    }
  }
  await expect(footer.getByRole('link', { name: /^\+91/ })).toHaveCount(2);
  await expect(footer).not.toContainText('12345, +91');
});
