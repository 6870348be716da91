/**
 * Gallery categories are content the administrator edits: a category added in the dashboard becomes a
 * filter button of /gallery with its photos; removed with "library only", its photos leave the gallery and
 * stay in the media library. Runs against the real server and the built app; puts back what it changed.
 */
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import type { MediaItem } from '#shared/api/media';
import { categoryTexts, type CategoryList } from '#shared/api/media-categories';
import { galleryCategoriesTexts as texts } from '#client/features/media/gallery-categories-texts.ts';
import {
  expect,
  expectNoAxeViolations,
  loginAsAdmin,
  SITE_RENDER_TIMEOUT,
  test,
} from './testing/fixtures.ts';
import { childrenTexts } from '#client/features/media/children-texts.ts';

const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();

async function openPanel(page: Page) {
  await page.goto('/dashboard?panel=gallery-categories');
  await expect(page.getByRole('heading', { level: 2, name: texts.title })).toBeVisible();
  await expect(page.getByRole('list', { name: texts.listTitle })).toBeVisible();
}

/**
 * /gallery's HTML as served; null when the busy server dropped the connection (it renders the whole site
 * again after each change), so the waiting goes on instead of failing.
 */
async function galleryHtml(page: Page): Promise<string | null> {
  try {
    return await (await page.request.get('/gallery')).text();
  } catch {
    return null;
  }
}

test('a category added in the dashboard is a gallery button with its photo; removed to the library only, the photo leaves the gallery', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Three changes of what visitors see, each rendering the whole site again: more than one test's usual time.
  test.slow();
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const name = `Science Fair ${tag}`;
  const alt = `Volcano model ${tag}`;
  const origin = { origin: baseURL! };
  await loginAsAdmin(page);
  try {
    await openPanel(page);
    await page.getByLabel(texts.addLabel).fill(name);
    await page.getByRole('button', { name: texts.addSubmit }).click();
    await expect(page.getByText(categoryTexts.added(name))).toBeVisible();
    await expect(page.getByRole('list', { name: texts.listTitle }).getByText(name)).toBeVisible();

    // Insert Media offers the new category at once.
    await page.goto('/dashboard?panel=insert-media');
    await page.getByLabel('Media category').selectOption(name);
    await page.getByLabel('Media type').selectOption('Photo');
    await page.getByLabel('Choose files').setInputFiles({
      name: 'volcano.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(),
    });
    await page.getByLabel('Describe the photo').fill(alt);
    await page.getByRole('radio', { name: childrenTexts.no, exact: true }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Media submitted successfully!')).toBeVisible();

    // Once processed, /gallery is rendered again with the new button and the photo.
    await expect
      .poll(
        async () => {
          const html = await galleryHtml(page);
          return html !== null && html.includes(`>${name}</button>`) && html.includes(alt);
        },
        { timeout: SITE_RENDER_TIMEOUT },
      )
      .toBe(true);
    const visitor = await browser.newContext();
    const gallery = await visitor.newPage();
    await gallery.goto('/gallery');
    const filters = gallery.getByRole('group', { name: 'Show photos and videos of' });
    await expect(filters.getByRole('button')).toHaveText([
      'All',
      'ISRO Show',
      'Free English Speaking Class Photos',
      'Free Cyber Security Session in Gov. School',
      name,
    ]);
    await filters.getByRole('button', { name }).click();
    await expect(gallery.getByRole('button', { name: `View full screen: ${alt}` })).toBeVisible();

    // Removed, keeping its photos in the library only: the confirmation says so first. Other journeys may
    // have put pictures in the library only already (a team photo, a page's picture).
    const inLibraryOnly = async () =>
      ((await (await page.request.get('/api/images?category=All')).json()) as MediaItem[]).filter(
        (media) => media.media_category === '',
      ).length;
    const libraryOnlyBefore = await inLibraryOnly();
    await openPanel(page);
    const item = page.getByRole('listitem').filter({ hasText: name });
    await item.getByRole('button', { name: texts.remove }).click();
    await item.getByLabel(texts.removeLabel(name)).selectOption({ label: texts.libraryOnlyChoice });
    await expectNoAxeViolations(page);
    await item.getByRole('button', { name: texts.removeSubmit }).click();
    const question = texts.confirmRemove(name, 1, null);
    await page.getByRole('alertdialog', { name: question }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(categoryTexts.removed(name, 1, null))).toBeVisible();
    await expect(page.getByText(texts.libraryOnly(libraryOnlyBefore + 1), { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);

    await expect
      .poll(
        async () => {
          const html = await galleryHtml(page);
          return html === null || html.includes(alt) || html.includes(`>${name}</button>`);
        },
        { timeout: SITE_RENDER_TIMEOUT },
      )
      .toBe(false);
    await gallery.goto('/gallery');
    await expect(filters.getByRole('button')).toHaveCount(4);
    await expect(gallery.getByRole('button', { name: `View full screen: ${alt}` })).toHaveCount(0);
    await visitor.close();

    // The dashboard still lists it, in the library only.
    const listed = (await (await page.request.get('/api/images?category=All')).json()) as MediaItem[];
    expect(listed.find((media) => media.alt_text === alt)?.media_category).toBe('');
  } finally {
    const listed = (await (await page.request.get('/api/images?category=All')).json()) as MediaItem[];
    for (const media of listed.filter((entry) => entry.alt_text === alt))
      await page.request.delete(`/api/delete_media/${media.medias_id}`, { headers: origin });
    const categories = (await (await page.request.get('/api/media/categories')).json()) as CategoryList;
    for (const category of categories.categories.filter((entry) => entry.name === name))
      await page.request.delete(`/api/media/categories/${category.id}?media_to=library`, { headers: origin });
  }
});
