/**
 * Issue 25, the public side's rough edges: the gallery's full-screen view steps through the photos with its
 * buttons, the arrow keys and a swipe, and axe finds nothing in it; /donate#<action> shows that action's
 * pledge form alone, the Expression of Interest behind "Give your time instead".
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { givingPaths } from '#shared/api/giving-fields';
import type { GivingSettings } from '#shared/api/giving';
import type { MediaItem } from '#shared/api/media';
import { givingTexts } from '#client/texts/giving.ts';
import { E2E_ADMIN, expect, expectNoAxeViolations, SITE_RENDER_TIMEOUT, test } from './testing/fixtures.ts';

/** Signs the request context in through the API, as the dashboard's login form does. */
async function signIn(request: APIRequestContext, baseURL: string): Promise<void> {
  const response = await request.post('/api/login', { data: E2E_ADMIN, headers: { origin: baseURL } });
  expect(response.ok()).toBe(true);
}

/** Three photos of this run, added as the administrator and processed; their descriptions in upload order. */
async function addPhotos(request: APIRequestContext, baseURL: string, run: string): Promise<string[]> {
  await signIn(request, baseURL);
  const alts = ['green', 'brown', 'gold'].map((name) => `Viewer ${name} ${run}`);
  const colors = ['#166534', '#7a2e0e', '#f59e0b'];
  const ids: number[] = [];
  for (const [index, alt] of alts.entries()) {
    const buffer = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: colors[index]! },
    })
      .jpeg()
      .toBuffer();
    const response = await request.post('/api/submit_media', {
      headers: { origin: baseURL },
      multipart: {
        mediaCategory: 'ISRO Show',
        mediaType: 'Photo',
        children: 'no',
        altText: alt,
        file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer },
      },
    });
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { media: MediaItem }).media.medias_id);
  }
  await expect
    .poll(
      async () => {
        const items = (await (await request.get('/api/images?category=All')).json()) as MediaItem[];
        return ids.every((id) => items.find((item) => item.medias_id === id)?.status === 'ready');
      },
      { timeout: SITE_RENDER_TIMEOUT },
    )
    .toBe(true);
  // /gallery's first photos are drawn into its HTML, again after each change (decision 011).
  await expect
    .poll(
      async () => {
        const html = await (await request.get('/gallery')).text();
        return alts.every((alt) => html.includes(alt));
      },
      { timeout: SITE_RENDER_TIMEOUT },
    )
    .toBe(true);
  return alts;
}

/** The descriptions of the grid's tiles, in the grid's order: the order the viewer steps in. */
async function gridOrder(page: Page): Promise<string[]> {
  const labels = await page
    .locator('[data-tile-index]')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^View full screen: /, ''));
}

/** A finger moving sideways across the element, as the phone's touch screen reports it. */
async function swipe(page: Page, selector: string, direction: 'left' | 'right') {
  const box = (await page.locator(selector).boundingBox())!;
  const y = box.y + box.height / 2;
  const [from, to] =
    direction === 'left'
      ? [box.x + box.width * 0.8, box.x + box.width * 0.2]
      : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 5; step += 1) {
    const x = from + ((to - from) * step) / 5;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function phonePage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  return context.newPage();
}

test.describe('gallery viewer', () => {
  let order: string[] = [];
  let mine: string[] = [];

  test.beforeAll(async ({ request, baseURL }, testInfo) => {
    mine = await addPhotos(request, baseURL!, `${testInfo.project.name}-${Date.now()}`);
  });

  test('steps through the photos with Previous and Next and the arrow keys; axe finds nothing in it', async ({
    page,
  }) => {
    await page.goto('/gallery');
    await expect(page.getByRole('button', { name: `View full screen: ${mine[0]}` })).toBeVisible();
    order = await gridOrder(page);
    const first = order.indexOf(mine[0]!);
    expect(first).toBeGreaterThanOrEqual(0);
    // Each tile shows its description under it.
    await expect(page.getByText(mine[0]!, { exact: true })).toBeVisible();

    // A photo of this run with a neighbour on each side (the grid may hold others' photos too).
    const start = Math.max(1, Math.min(first, order.length - 2));
    const tile = page.getByRole('button', { name: `View full screen: ${order[start]}` });
    await tile.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(order[start]!);
    await expect(dialog.getByText(`${start + 1} of ${order.length}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close full-screen view' })).toBeFocused();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toHaveAccessibleName(order[start + 1]!);
    await expect(dialog.getByText(`${start + 2} of ${order.length}`)).toBeVisible();
    await expect(dialog.getByRole('img', { name: order[start + 1]! })).toBeVisible();

    await dialog.getByRole('button', { name: 'Previous' }).click();
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog).toHaveAccessibleName(order[start - 1]!);
    await expect(dialog.getByText(`${start} of ${order.length}`)).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName(order[start]!);
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName(order[start + 1]!);
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toHaveAccessibleName(order[start]!);
    await expectNoAxeViolations(page);

    // Focus stays in the dialog; Escape closes it and gives focus to the tile of the photo shown last.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: `View full screen: ${order[start + 1]}` })).toBeFocused();
  });

  test('steps with a swipe on a phone’s touch screen', async ({ browser, baseURL }) => {
    const page = await phonePage(browser, baseURL!);
    await page.goto('/gallery');
    await expect(page.getByRole('button', { name: `View full screen: ${mine[0]}` })).toBeVisible();
    const grid = await gridOrder(page);
    const first = grid.indexOf(mine[0]!);
    const start = Math.max(1, Math.min(first, grid.length - 2));
    await page.getByRole('button', { name: `View full screen: ${grid[start]}` }).tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(grid[start]!);

    await swipe(page, '[role="dialog"] img', 'left');
    await expect(dialog).toHaveAccessibleName(grid[start + 1]!);
    await expect(dialog.getByText(`${start + 2} of ${grid.length}`)).toBeVisible();
    await swipe(page, '[role="dialog"] img', 'right');
    await swipe(page, '[role="dialog"] img', 'right');
    await expect(dialog).toHaveAccessibleName(grid[start - 1]!);
    // A swipe is no click: the view stays open.
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

test.describe('/donate#<action>', () => {
  test.beforeAll(async ({ request, baseURL }) => {
    await signIn(request, baseURL!);
    const current = (await (await request.get(givingPaths.settings)).json()) as GivingSettings;
    const saved = await request.put(givingPaths.settings, {
      data: { ...current, upiId: 'gurukul.trust@sbi', payeeName: 'Gurukul Educational and Charitable Trust' },
      headers: { origin: baseURL! },
    });
    expect(saved.status()).toBe(200);
  });

  test.afterAll(async ({ request, baseURL }) => {
    await signIn(request, baseURL!);
    const current = (await (await request.get(givingPaths.settings)).json()) as GivingSettings;
    await request.put(givingPaths.settings, {
      data: { ...current, upiId: '' },
      headers: { origin: baseURL! },
    });
  });

  for (const [fragment, title] of [
    ['sponsor-a-child', 'Sponsor for a child'],
    ['sponsor-a-school-kit', 'Sponsor a school kit'],
    ['sponsor-books-and-study-materials', 'Sponsor Books and Study Materials'],
    ['way-to-give-money', 'Way to Give (Money)'],
  ] as const) {
    test(`/donate#${fragment} shows that action’s pledge form alone`, async ({ page }) => {
      await page.goto(`/donate#${fragment}`);
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Ways to give' })).toHaveCount(0);
      const pledge = page.getByRole('form', { name: givingTexts.title });
      await expect(pledge).toBeVisible();
      await expect(page.getByRole('form', { name: 'Expression of Interest' })).toHaveCount(0);

      // The other way to help, behind its own choice.
      await page.getByRole('button', { name: 'Give your time instead' }).click();
      const interest = page.getByRole('form', { name: 'Expression of Interest' });
      await expect(interest).toBeVisible();
      await expect(interest.getByRole('heading', { name: 'Expression of Interest' })).toBeFocused();
      await expect(pledge).toBeHidden();
      await page.getByRole('button', { name: 'Give money instead' }).click();
      await expect(pledge).toBeVisible();
      await expect(interest).toHaveCount(0);
    });
  }
});
