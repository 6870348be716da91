import type { Page } from '@playwright/test';
import { expect, test } from './testing/fixtures.ts';

async function openHome(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('donationPopupSeen', 'true'));
  await page.goto('/');
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('public layout', () => {
  test('top strip, skip link and footer', async ({ page }) => {
    await openHome(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Subscribe' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('list', { name: 'Follow us' }).getByRole('link')).toHaveCount(6);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeVisible();
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

    await menu.getByRole('button', { name: 'About' }).click();
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
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});
