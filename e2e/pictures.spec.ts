/**
 * Issue 25 (the organisation shapes its own site), must have 4 and 5: one picture dialog everywhere, with
 * search, Load more and an upload to the media library only; in the page editor a picture uploaded in place
 * gets a size, an alignment and a caption, and visitors read it as a figure in the served HTML.
 */
import sharp from 'sharp';
import type { APIRequestContext, Browser, Locator } from '@playwright/test';
import { contentPaths } from '#shared/api/content-fields';
import { mediaPaths, type MediaPage } from '#shared/api/media';
import { listEditorTexts, pictureTexts } from '#shared/content/list-editor-texts';
import { pictureDialogTexts as dialogTexts } from '#client/features/media/picture-dialog-texts.ts';
import { pagePictureTexts } from '#client/features/site-content/page-texts.ts';
import {
  E2E_ADMIN,
  expect,
  expectNoAxeViolations,
  loginAsAdmin,
  test,
  SITE_RENDER_TIMEOUT,
} from './testing/fixtures.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signIn(request: APIRequestContext, baseURL: string) {
  const login = await request.post('/api/login', { data: E2E_ADMIN, headers: { origin: baseURL } });
  expect(login.ok()).toBe(true);
}

/** A photo of one colour, unlike any other upload of this run. */
const photoBytes = () =>
  sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      background: { r: Math.floor(Math.random() * 255), g: 140, b: 60 },
    },
  })
    .png()
    .toBuffer();

/** Where a box lies within another, in CSS pixels. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/** The page as served, read without JavaScript at one width: the figure, its picture and its caption. */
async function readServedPage(
  browser: Browser,
  width: number,
  slug: string,
  picture: { alt: string; caption: string },
) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  const reader = await context.newPage();
  await reader.goto(`/${slug}`);
  const figure = reader.getByRole('main').locator('figure[data-size="half"][data-align="right"]');
  await expect(figure).toHaveCount(1);
  const image = figure.getByRole('img', { name: picture.alt });
  await expect(image).toBeVisible();
  await expect(figure.locator('figcaption')).toHaveText(picture.caption);
  const [text, figureBox, imageBox, captionBox] = await Promise.all([
    boxOf(figure.locator('xpath=..')),
    boxOf(figure),
    boxOf(image),
    boxOf(figure.locator('figcaption')),
  ]);
  // The caption is under the picture.
  expect(captionBox.y).toBeGreaterThanOrEqual(imageBox.y + imageBox.height - 1);
  await context.close();
  return { text, figure: figureBox };
}

test('a picture uploaded in the page editor is set to half width, on the right, with a caption, and visitors read it as a figure', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // An upload processed, the site rendered again and read twice: more than one quick test's time.
  test.slow();
  const id = unique();
  const slug = `pictures-${id}`;
  const description = `Our team at the science fair ${id}`;
  const caption = `The science fair team, ${id}`;
  await signIn(request, baseURL!);
  let pageId: number | undefined;
  try {
    await loginAsAdmin(page);
    await page.goto('/dashboard?panel=pages');
    await page.getByRole('button', { name: 'New page' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(`Our science fair ${id}`);
    await page.getByRole('textbox', { name: 'Address' }).fill(slug);
    const text = page.getByRole('textbox', { name: 'Page text' });
    await text.click();
    await page.keyboard.type('Every year the children show what they built. ');
    await page.keyboard.type('This year there were rockets, robots and a working lighthouse.');

    // Upload in place, in the one picture dialog.
    await page.getByRole('button', { name: 'Picture', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: dialogTexts.title });
    await expect(dialog.getByLabel(dialogTexts.search)).toBeFocused();
    await dialog.getByLabel(dialogTexts.uploadFile).setInputFiles({
      name: `${id}.png`,
      mimeType: 'image/png',
      buffer: await photoBytes(),
    });
    await dialog.getByLabel(dialogTexts.describe).fill(description);
    await dialog.getByRole('button', { name: dialogTexts.upload }).click();
    await expect(dialog.getByText(dialogTexts.uploaded)).toBeVisible();
    await expectNoAxeViolations(page);
    // Once processed it can be chosen (the library is asked again every 3 s until then).
    await dialog.getByRole('button', { name: dialogTexts.use(description) }).click({ timeout: 30_000 });
    await expect(dialog).toHaveCount(0);

    const options = page.getByRole('group', { name: pagePictureTexts.options });
    await options.getByLabel(pagePictureTexts.size).selectOption({ label: pagePictureTexts.sizes.half });
    await options
      .getByLabel(pagePictureTexts.align)
      .selectOption({ label: pagePictureTexts.alignments.right });
    await options.getByLabel(pagePictureTexts.caption).fill(caption);
    await expect(text.locator('figure[data-size="half"][data-align="right"] figcaption')).toHaveText(caption);
    await expectNoAxeViolations(page);

    await page.getByRole('radio', { name: 'Published' }).check();
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/content/pages') && response.request().method() !== 'GET',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const answer = await saved;
    expect(answer.ok()).toBe(true);
    pageId = ((await answer.json()) as { id: number }).id;

    // The served page, without JavaScript: the figure with its caption at both widths.
    await expect
      .poll(async () => (await request.get(`/${slug}`)).text(), { timeout: SITE_RENDER_TIMEOUT })
      .toContain(caption);
    const phone = await readServedPage(browser, 375, slug, { alt: description, caption });
    expect(phone.figure.width).toBeGreaterThanOrEqual(phone.text.width - 1);
    const desktop = await readServedPage(browser, 1280, slug, { alt: description, caption });
    expect(desktop.figure.width).toBeLessThan(desktop.text.width * 0.55);
    expect(desktop.figure.width).toBeGreaterThan(desktop.text.width * 0.45);
    expect(desktop.figure.x + desktop.figure.width).toBeCloseTo(desktop.text.x + desktop.text.width, 0);

    // The uploaded picture is in the media library only: not in /gallery, in none of its sizes.
    const served = await (await request.get(`/${slug}`)).text();
    const stem = /<img src="(\/uploads\/[^"]+?)-\d+\.jpg"/.exec(served)?.[1];
    expect(stem).toBeTruthy();
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    expect(await (await visitor.request.get(`${mediaPaths.list}?category=All`)).text()).not.toContain(stem!);
    const gallery = await visitor.newPage();
    await gallery.goto('/gallery');
    await expect(gallery.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(gallery.getByRole('main').locator(`[src*="${stem}"], [srcset*="${stem}"]`)).toHaveCount(0);
    await visitor.close();

    // The same dialog opens from the Team panel, and its search finds the photo by its description.
    await page.goto('/dashboard?panel=team');
    await page.getByRole('button', { name: listEditorTexts.add('team member') }).click();
    const form = page.getByRole('form', { name: listEditorTexts.adding('team member') });
    await form.getByRole('button', { name: pictureTexts.choose }).click();
    const teamDialog = page.getByRole('dialog', { name: dialogTexts.title });
    await teamDialog.getByLabel(dialogTexts.search).fill(`science fair ${id}`);
    const found = teamDialog.getByRole('list', { name: dialogTexts.libraryHeading }).getByRole('button');
    await expect(found).toHaveCount(1);
    await expect(found).toHaveAccessibleName(dialogTexts.use(description));
    await expect(teamDialog.getByRole('button', { name: dialogTexts.loadMore })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(teamDialog).toHaveCount(0);
    await expect(form.getByRole('button', { name: pictureTexts.choose })).toBeFocused();
  } finally {
    if (pageId !== undefined)
      await request.delete(contentPaths.page(pageId), { headers: { origin: baseURL! } });
    const mine = (await (
      await request.get(`${mediaPaths.list}?category=All&limit=5&q=${encodeURIComponent(id)}`)
    ).json()) as MediaPage;
    for (const item of mine.items)
      await request.delete(`/api/delete_media/${item.medias_id}`, { headers: { origin: baseURL! } });
  }
});
