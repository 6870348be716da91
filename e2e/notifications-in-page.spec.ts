/**
 * Issue 31, must have 2: the home page carries its latest notifications in its HTML, drawn again soon after
 * each change, so readers without JavaScript see them; the island only refreshes them.
 */
import type { Page } from '@playwright/test';
import { messages } from '#shared/messages';
import {
  expect,
  expectNoAxeViolations,
  loginAsAdmin,
  SITE_RENDER_TIMEOUT,
  test,
} from './testing/fixtures.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openPanel(page: Page, panel: string, heading: string): Promise<void> {
  await page.goto(`/dashboard?panel=${panel}`);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

test('a notification added in the dashboard is in the served HTML of /, and readers without JavaScript see it', async ({
  page,
  browser,
  request,
}) => {
  // Adding and deleting each render the whole site again: more than one test's usual time on a busy machine.
  test.slow();
  const title = `Exam results ${unique()}`;
  await loginAsAdmin(page);
  await openPanel(page, 'add-notification', 'Add Notification');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Results are out.\n* Class 5\n* Class 8');
  await page.getByRole('main').getByRole('button', { name: 'Add Notification' }).click();
  await expect(page.getByText(messages.notifications.added)).toBeVisible();

  // The page as served, no script run: the home page in each language is drawn again with it.
  const served = async (path: string) => (await request.get(path)).text();
  await expect.poll(() => served('/'), { timeout: SITE_RENDER_TIMEOUT }).toContain(title);
  for (const path of ['/kn', '/hi', '/mr']) expect(await served(path)).toContain(title);
  expect(await served('/')).not.toContain(messages.notifications.loading);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const reader = await noScript.newPage();
    await reader.goto('/');
    const latest = reader.locator('#notifications');
    const card = latest.getByRole('article').filter({ hasText: title });
    await expect(card.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveText(['Class 5', 'Class 8']);
    await expect(card).toContainText('Today');
    await expect(latest.getByText(messages.notifications.loading)).toHaveCount(0);
  } finally {
    await noScript.close();
  }

  // With JavaScript, the list is there before its island wakes, and stays in place once it has refreshed it.
  await page.addInitScript(() => sessionStorage.setItem('donationPopupSeen', 'true'));
  await page.goto('/');
  const latest = page.locator('#notifications');
  await expect(latest.getByRole('heading', { level: 3, name: title })).toBeAttached();
  await expect(page.locator('[data-island="latest-notifications"][data-hydrated]')).toHaveCount(0);
  const drawnHeight = await latest.evaluate((section) => section.getBoundingClientRect().height);
  await latest.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="latest-notifications"][data-hydrated]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await expect(latest.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(latest.getByText(messages.notifications.loading)).toHaveCount(0);
  expect(await latest.evaluate((section) => section.getBoundingClientRect().height)).toBe(drawnHeight);
  await expectNoAxeViolations(page);

  // Deleted in the dashboard, it leaves the served page too.
  await openPanel(page, 'view-notifications', 'View Notifications');
  await page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: messages.notifications.confirmDelete });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(messages.notifications.deleted)).toBeVisible();
  await expect.poll(() => served('/'), { timeout: SITE_RENDER_TIMEOUT }).not.toContain(title);
});
