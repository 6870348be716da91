/**
 * Issue 25, must have 4: upload many files at once, with progress per file and one description each.
 * Test: ten photos uploaded in one go arrive with their descriptions.
 */
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { mediaPaths, type MediaItem } from '#shared/api/media';
import { leaveQuestion } from '#client/admin/unsaved-changes.tsx';
import { insertMediaTexts as texts } from '#client/features/media/insert-media-texts.ts';
import { expect, expectNoAxeViolations, loginAsAdmin, test } from './testing/fixtures.ts';
import { childrenTexts } from '#client/features/media/children-texts.ts';

/** A small real JPEG of its own colour, so each of the ten is a different photo. */
const smallPhoto = (index: number) =>
  sharp({
    create: {
      width: 320,
      height: 240,
      channels: 3,
      background: { r: 20 * index, g: 118, b: 110 + 10 * index },
    },
  })
    .jpeg({ quality: 70 })
    .toBuffer();

/** Chooses a panel in the side menu, opening the menu first where it folds (phone width). */
async function choosePanel(page: Page, name: string) {
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  const toggle = menu.getByRole('button', { name: 'Menu', exact: true });
  if (await toggle.isVisible()) await toggle.click();
  await menu.getByRole('button', { name, exact: true }).click();
}

/** Every item of the media library as the administrator's list API gives it. */
async function libraryItems(page: Page): Promise<MediaItem[]> {
  const answer = await page.request.get(`${mediaPaths.list}?category=All`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as MediaItem[];
}

test('ten photos uploaded in one go arrive with their descriptions', async ({ page, baseURL }, testInfo) => {
  // Ten uploads, each processed by the server (ten photos' sizes and formats, then the site rendered again),
  // while the other project does the same on a two-core machine: well beyond one test's usual time.
  test.setTimeout(300_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const photos = await Promise.all(
    Array.from({ length: 10 }, async (_, i) => ({
      name: `IMG_${String(142 + i).padStart(4, '0')}.jpg`,
      description: `Class photo ${i + 1} of 10 at the ISRO show ${tag}`,
      buffer: await smallPhoto(i),
    })),
  );
  await loginAsAdmin(page);
  const created: number[] = [];
  try {
    await page.goto('/dashboard?panel=insert-media');
    await expect(page.getByRole('heading', { level: 2, name: 'Insert Media' })).toBeVisible();
    await page.getByLabel('Media category').selectOption('ISRO Show');
    await page
      .getByLabel(texts.chooseFiles)
      .setInputFiles(photos.map(({ name, buffer }) => ({ name, mimeType: 'image/jpeg', buffer })));

    // Each file is a row of its own, with its preview and a description field that names it.
    const list = page.getByRole('region', { name: `${texts.listTitle} (10)` });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await expect(page.getByLabel('Media type')).toHaveValue('Photo');
    for (const { name, description } of photos) {
      await page.getByRole('textbox', { name: `Describe the photo ${name}`, exact: true }).fill(description);
      await expect(list.getByRole('img', { name: description })).toBeVisible();
    }
    await expectNoAxeViolations(page);

    // Nothing typed is lost: leaving the panel asks first, and staying keeps every description.
    await choosePanel(page, 'List Media');
    const question = page.getByRole('alertdialog', { name: leaveQuestion });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(page.getByRole('textbox', { name: `Describe the photo ${photos[9]!.name}` })).toHaveValue(
      photos[9]!.description,
    );

    // One answer about children for the ten photos.
    await page.getByRole('radio', { name: childrenTexts.no, exact: true }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(texts.arrived(10, 0))).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('region', { name: new RegExp(texts.listTitle) })).toHaveCount(0);

    // The media list API has all ten, each with its own description, once the server has processed them.
    await expect
      .poll(
        async () => {
          const items = await libraryItems(page);
          return photos.map(({ description }) => {
            const item = items.find((candidate) => candidate.alt_text === description);
            if (item && !created.includes(item.medias_id)) created.push(item.medias_id);
            return item ? `${item.media_category} ${item.media_type} ${item.status}` : 'missing';
          });
        },
        { timeout: 120_000 },
      )
      .toEqual(photos.map(() => 'ISRO Show Photo ready'));

    // And the dashboard's Media list shows each with its description.
    await page.goto('/dashboard?panel=list-media');
    await expect(page.getByRole('heading', { level: 2, name: 'List Media' })).toBeVisible();
    for (const { description } of photos) {
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('img', { name: description, exact: true }) });
      await expect(row).toHaveCount(1);
      await expect(row.getByText('ISRO Show', { exact: true })).toBeVisible();
    }
  } finally {
    // The project's other journeys share this server's library: it is left as it was found.
    for (const id of created)
      await page.request.delete(mediaPaths.remove(String(id)), { headers: { origin: baseURL! } });
  }
});
