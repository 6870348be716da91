/**
 * Menus issue, the administrator's side: the menus edited in the dashboard's Menus panel reach visitors in
 * the header of every page, as server-rendered HTML read without JavaScript, narrow and wide.
 */
import type { Page } from '@playwright/test';
import { contentPaths } from '#shared/api/content-fields';
import { menuPaths } from '#shared/api/menus';
import { defaultMenus } from '#shared/content/defaults/menus';
import {
  expect,
  expectNoAxeViolations,
  loginAsAdmin,
  SITE_RENDER_TIMEOUT,
  test,
} from './testing/fixtures.ts';

const report = { title: 'Annual Report 2025', slug: 'annual-report-2025' };

/** One item of the panel's tree: the list item its heading names, not the items around it. */
const itemNamed = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true }).locator('xpath=ancestor::li[1]');

/** Writes the report page anew (each project's server gets it once), signed in as the page is. */
async function writeReport(page: Page, baseURL: string) {
  const all = (await (await page.request.get(contentPaths.allPages)).json()) as {
    id: number;
    slug: string;
  }[];
  for (const existing of all.filter((p) => p.slug === report.slug))
    await page.request.delete(contentPaths.page(existing.id), { headers: { origin: baseURL } });
  const created = await page.request.post(contentPaths.pages, {
    data: { ...report, summary: 'What we did in 2025.', status: 'published', body: '<p>Our year.</p>' },
    headers: { origin: baseURL },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: number };
}

test('menus changed in the Menus panel are in the header of the home page, served without JavaScript', async ({
  page,
  browser,
  baseURL,
}) => {
  // A long journey: the header menu alone is some fifty items with their buttons, each read by axe twice.
  test.slow();
  await loginAsAdmin(page);
  const { id } = await writeReport(page, baseURL!);
  try {
    await page.goto('/dashboard?panel=menus');
    await expect(page.getByRole('heading', { level: 2, name: 'Menus' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Header menu' })).toBeVisible();

    // Add: About › Annual Report 2025, leading to the written page.
    await page.getByRole('button', { name: 'Add a sub-item to About' }).click();
    const form = page.getByRole('form', { name: 'New item in About' });
    await form.getByLabel('Name of the new item').fill(report.title);
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    const added = itemNamed(page, report.title);
    await expect(added.getByRole('checkbox', { name: 'Hidden from visitors' })).toBeChecked();
    await added.getByRole('radio', { name: 'A page of this site' }).check();
    await added.getByRole('combobox', { name: 'Which page' }).selectOption(`/${report.slug}`);
    await expect(added.getByRole('checkbox', { name: 'Hidden from visitors' })).not.toBeChecked();
    await expectNoAxeViolations(page);

    // Rename Participate, move Gallery above Programs, hide About › Team.
    await page.getByRole('button', { name: 'Edit Participate' }).click();
    await itemNamed(page, 'Participate').getByLabel('Name of the item').fill('Take Part');
    await page.getByRole('button', { name: 'Move Gallery up' }).click();
    await expect(page.getByRole('button', { name: 'Move Gallery up' })).toBeFocused();
    const about = page.getByRole('list', { name: 'Sub-items of About' });
    await about.getByRole('button', { name: 'Edit Team' }).click();
    await itemNamed(page, 'Team').getByRole('checkbox', { name: 'Hidden from visitors' }).check();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Menus saved' })).toBeVisible();
    await expect(page.getByText('You have unsaved changes')).toHaveCount(0);

    for (const width of [375, 1280]) {
      const visitor = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height: 800 },
      });
      // The site is rendered again within moments of a save: ask until the home page has the new item.
      await expect
        .poll(async () => (await visitor.request.get('/')).text(), { timeout: SITE_RENDER_TIMEOUT })
        .toContain(`href="/${report.slug}"`);
      const home = await visitor.newPage();
      await home.goto('/');
      const menu = home.locator('#main-menu');
      const aboutMenu = menu.locator('#submenu-about');
      await expect(aboutMenu.locator(`a[href="/${report.slug}"]`)).toHaveText(report.title);
      await expect(aboutMenu.locator('a[href="/team"]')).toHaveCount(0);
      await expect(aboutMenu.locator('a[href="/vision"]')).toHaveText('Vision & Mission');
      const topItems = await menu.locator(':scope > ul > li > :is(a, button, span)').allTextContents();
      expect(topItems.map((text) => text.trim())).toEqual([
        'Home',
        'About',
        'Gallery',
        'Programs',
        'Donate',
        'Get Involved',
        'Take Part',
        'News & Stories',
      ]);
      await expect(menu.locator('a[href="/participate"]')).toHaveText('Take Part');
      await visitor.close();
    }
  } finally {
    const restored = await page.request.put(menuPaths.menus, {
      data: defaultMenus,
      headers: { origin: baseURL! },
    });
    expect(restored.ok()).toBe(true);
    await page.request.delete(contentPaths.page(id), { headers: { origin: baseURL! } });
  }
});
