/**
 * Content issue, the administrator's side: pages written, previewed, published and restored in the
 * dashboard reach visitors through the real server, its rendering and the built app.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { contentPaths } from '#shared/api/content-fields';
import {
  E2E_ADMIN,
  expect,
  expectNoAxeViolations,
  loginAsAdmin,
  test,
  SITE_RENDER_TIMEOUT,
} from './testing/fixtures.ts';
import { linkMenuItem } from './testing/menus.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs `request` in and removes the page an earlier run or another spec left at this address. */
async function clearPages(request: APIRequestContext, baseURL: string, slug: string) {
  const login = await request.post('/api/login', { data: E2E_ADMIN, headers: { origin: baseURL } });
  expect(login.ok()).toBe(true);
  const all = (await (await request.get(contentPaths.allPages)).json()) as { id: number; slug: string }[];
  for (const page of all.filter((p) => p.slug === slug)) {
    await request.delete(contentPaths.page(page.id), { headers: { origin: baseURL } });
  }
}

async function openPages(page: Page) {
  await page.goto('/dashboard?panel=pages');
  await expect(page.getByRole('heading', { level: 2, name: 'Pages' })).toBeVisible();
}

const editor = (page: Page) => page.getByRole('textbox', { name: 'Page text' });

/** Replaces the whole text of the page editor. */
async function writeText(page: Page, text: string) {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Signs in and fills a new page's title, address and text, not saved yet. */
async function startPage(page: Page, fields: { title: string; slug: string; text: string }) {
  await loginAsAdmin(page);
  await openPages(page);
  await page.getByRole('button', { name: 'New page' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(fields.title);
  await page.getByRole('textbox', { name: 'Address' }).fill(fields.slug);
  await writeText(page, fields.text);
}

/** Saves the form and waits for the server's answer. */
async function save(page: Page) {
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/content/pages') && response.request().method() !== 'GET',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await answered).ok()).toBe(true);
}

/**
 * The version of the rendered site that `/` comes from (its ETag names it): every rendering of the public
 * pages after a change stores a new one.
 */
async function siteVersion(request: APIRequestContext): Promise<string | undefined> {
  return (await request.get('/')).headers().etag;
}

/** Pages are rendered again within moments of a save: ask until the address answers as expected. */
async function expectStatus(request: APIRequestContext, path: string, status: number) {
  await expect
    .poll(async () => (await request.get(path)).status(), { timeout: SITE_RENDER_TIMEOUT })
    .toBe(status);
}

async function openMenu(page: Page): Promise<Locator> {
  const menu = page.getByRole('navigation', { name: 'Main' });
  const toggle = menu.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) await toggle.click();
  return menu;
}

test('write and publish "Our Philosophy", put it on About › Our Philosophy in the menus; visitors reach it from the menu', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  await clearPages(request, baseURL!, 'our-philosophy');
  await loginAsAdmin(page);
  await openPages(page);
  await page.getByRole('button', { name: 'New page' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Our Philosophy');
  await page.getByRole('textbox', { name: 'Address' }).fill('our-philosophy');
  await expect(page.getByText("To show this page in the site's menu, add it in Menus.")).toBeVisible();
  await page.getByRole('textbox', { name: 'Summary' }).fill('Why we teach the way we do');
  await writeText(page, 'Every child can learn, given time and care.');
  await page.getByRole('radio', { name: 'Published' }).check();

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: the page as visitors will see it' });
  await expect(preview.getByRole('heading', { level: 1, name: 'Our Philosophy' })).toBeVisible();
  await expect(preview.getByText('Every child can learn, given time and care.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  await save(page);
  await expect(page.getByRole('heading', { name: 'Edit “Our Philosophy”' })).toBeVisible();
  await expectNoAxeViolations(page);

  await expectStatus(request, '/our-philosophy', 200);
  await linkMenuItem(request, baseURL!, 'our-philosophy', '/our-philosophy');
  await page.addInitScript(() => sessionStorage.setItem('donationPopupSeen', 'true'));
  await expect
    .poll(
      async () => {
        await page.goto('/gallery');
        const menu = await openMenu(page);
        await menu.getByRole('button', { name: 'About', exact: true }).click();
        return menu.getByRole('link', { name: 'Our Philosophy' }).getAttribute('href');
      },
      { timeout: SITE_RENDER_TIMEOUT },
    )
    .toBe('/our-philosophy');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Philosophy' }).click();
  await expect(page).toHaveURL(/\/our-philosophy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Philosophy' })).toBeVisible();
  await expect(page.getByText('Every child can learn, given time and care.')).toBeVisible();

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const reader = await noScript.newPage();
  await reader.goto('/our-philosophy');
  await expect(reader.getByRole('heading', { level: 1, name: 'Our Philosophy' })).toBeVisible();
  await expect(reader.getByText('Every child can learn, given time and care.')).toBeVisible();
  await noScript.close();
});

test('a page saved as a draft answers 404 at its address', async ({ page, request }) => {
  const slug = `draft-${unique()}`;
  await startPage(page, { title: 'Notes not ready yet', slug, text: 'Still being written.' });
  await expect(page.getByRole('radio', { name: 'Draft' })).toBeChecked();
  const before = await siteVersion(request);
  await save(page);
  await page.getByRole('button', { name: 'Back to all pages' }).click();
  await expect(page.getByRole('row').filter({ hasText: `/${slug}` })).toContainText('Draft');
  // The save renders the site again: once that rendering is served, the draft must still be unpublished.
  await expect.poll(() => siteVersion(request), { timeout: SITE_RENDER_TIMEOUT }).not.toBe(before);
  expect((await request.get(`/${slug}`)).status()).toBe(404);
  expect((await request.get(contentPaths.pageBySlug(slug))).status()).toBe(404);
});

test('edit a page twice, restore the first version from the dashboard and visitors read the first text', async ({
  page,
  request,
}) => {
  const slug = `history-${unique()}`;
  await startPage(page, { title: 'Our story', slug, text: 'The first text.' });
  await page.getByRole('radio', { name: 'Published' }).check();
  await save(page);
  await expect(page.getByRole('heading', { name: 'Edit “Our story”' })).toBeVisible();
  await expectStatus(request, `/${slug}`, 200);

  for (const text of ['The second text.', 'The third text.']) {
    await writeText(page, text);
    await save(page);
  }
  await expect
    .poll(async () => (await request.get(`/${slug}`)).text(), { timeout: SITE_RENDER_TIMEOUT })
    .toContain('The third text.');

  const versions = page.getByRole('table', { name: /saved versions?, newest first/ });
  await expect(versions.getByRole('row')).toHaveCount(4);
  const first = versions.getByRole('row').last();
  await first.getByRole('button', { name: /^View/ }).click();
  await expect(
    page.getByRole('region', { name: /^Version saved/ }).getByText('The first text.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await first.getByRole('button', { name: /^Restore/ }).click();
  const question = page.getByRole('alertdialog', { name: /Do you want to restore this version/ });
  await question.getByRole('button', { name: 'Confirm' }).click();
  await expect(editor(page)).toHaveText('The first text.');
  await expect(versions.getByRole('row')).toHaveCount(5);

  await expect
    .poll(async () => (await request.get(`/${slug}`)).text(), { timeout: SITE_RENDER_TIMEOUT })
    .toContain('The first text.');
  await page.goto(`/${slug}`);
  await expect(page.getByText('The first text.')).toBeVisible();
  await expect(page.getByText('The third text.')).toHaveCount(0);
});

test('the Overview opens first, its numbers lead to their panels, and it passes axe', async ({ page }) => {
  await loginAsAdmin(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  const pages = page.getByRole('region', { name: 'Pages' });
  await expect(pages).toContainText('published');
  await expectNoAxeViolations(page);
  await pages.getByRole('button', { name: 'Open Pages' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pages' })).toBeFocused();
  await expect(page).toHaveURL(/panel=pages/);
  await expect(page.getByRole('table', { name: /pages?$/ })).toBeVisible();
  await expectNoAxeViolations(page);
});
