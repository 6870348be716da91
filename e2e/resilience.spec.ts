import type { Page } from '@playwright/test';
import { messages } from '#shared/messages';
import { expect, test } from './testing/fixtures.ts';

/**
 * Hardening 11: an API answer of an unexpected shape must never blank the page. The API is replaced by
 * `page.route`, so the browser gets exactly the wrong answer under test; the built page does the rest.
 */

/** Errors the page did not handle, which are what blanks a React page. */
function uncaughtErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

async function expectLayout(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Donate', exact: true })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toBeVisible();
  await expect(footer).toContainText('24/7');
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('donationPopupSeen', 'true'));
});

test('hardening 11: /gallery answered {"unexpected":true} shows the gallery error inside the layout', async ({
  page,
}) => {
  const errors = uncaughtErrors(page);
  await page.route('**/api/images*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"unexpected":true}' }),
  );
  await page.goto('/gallery');
  // The first photos are in the page (decision 011); a category is asked for from the API.
  await page.getByRole('button', { name: 'ISRO Show', exact: true }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText(messages.media.galleryLoadFailed);
  await expect(main.getByRole('heading', { level: 1, name: 'Our Gallery' })).toBeVisible();
  await expectLayout(page);
  expect(errors).toEqual([]);
});

test('hardening 11: / answered garbage for the notifications shows their error and the rest of the page', async ({
  page,
}) => {
  const errors = uncaughtErrors(page);
  await page.route('**/api/get_notifications*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[{"id":"x"},null,42]' }),
  );
  await page.goto('/');
  const notifications = page.locator('section', {
    has: page.getByRole('heading', { name: 'Latest Notifications' }),
  });
  await notifications.scrollIntoViewIfNeeded();
  await expect(notifications.getByRole('alert')).toHaveText(messages.notifications.fetchFailed);
  await expect(notifications.getByRole('alert')).toHaveCSS('color', 'rgb(180, 35, 24)');
  await expect(page.getByRole('heading', { name: 'Our Programs' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Video Feed' })).toBeAttached();
  await expectLayout(page);
  expect(errors).toEqual([]);
});
