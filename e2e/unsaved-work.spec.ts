/**
 * Issue 25, must have 5: nothing is lost by leaving a panel, by the browser's Back or by a reload. A page
 * being written asks before another panel replaces it, and after a reload its draft is offered back.
 */
import type { Page } from '@playwright/test';
import { leaveQuestion } from '#client/admin/unsaved-changes.tsx';
import { pageTexts } from '#client/features/site-content/page-texts.ts';
import { expect, expectNoAxeViolations, loginAsAdmin, test } from './testing/fixtures.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Chooses a panel in the side menu, opening the menu first where it folds (phone width). */
async function choosePanel(page: Page, name: string) {
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  const toggle = menu.getByRole('button', { name: 'Menu', exact: true });
  if (await toggle.isVisible()) await toggle.click();
  await menu.getByRole('button', { name, exact: true }).click();
}

async function startNewPage(page: Page) {
  await page.goto('/dashboard?panel=team');
  await expect(page.getByRole('heading', { level: 2, name: 'Team' })).toBeVisible();
  // Pages opened from the side menu: the dashboard's own history now holds the Team panel behind it.
  await choosePanel(page, 'Pages');
  await expect(page.getByRole('heading', { level: 2, name: 'Pages' })).toBeVisible();
  await page.getByRole('button', { name: pageTexts.newPage }).click();
  return page.getByRole('textbox', { name: pageTexts.title });
}

test('a page being written asks before the side menu or Back leaves it, and a reload offers its draft back', async ({
  page,
}) => {
  await loginAsAdmin(page);
  const title = `Annual Day ${unique()}`;
  await (await startNewPage(page)).fill(title);

  // The side menu asks; Cancel keeps the page and what was typed.
  await choosePanel(page, 'Team');
  const question = page.getByRole('alertdialog', { name: leaveQuestion });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('textbox', { name: pageTexts.title })).toHaveValue(title);

  // The browser's Back asks too, and the address stays on the panel.
  await page.goBack();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/panel=pages/);

  // A reload: the browser asks (accepted here), and the draft comes back on the next visit.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await startNewPage(page);
  const offer = page.getByRole('status').filter({ hasText: 'were never saved' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: pageTexts.restoreBackup }).click();
  await expect(page.getByRole('textbox', { name: pageTexts.title })).toHaveValue(title);
});
