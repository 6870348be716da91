import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { MediaItem } from '#shared/api/media';
import { E2E_ADMIN, expect, expectNoAxeViolations, SITE_RENDER_TIMEOUT, test } from './testing/fixtures.ts';

/** A photo with GPS metadata, as phones take them. */
async function photoBytes(color: string): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: color } })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } })
    .jpeg()
    .toBuffer();
}

/** Adds media through the API as the administrator and waits until every photo is processed. */
async function addMedia(
  request: APIRequestContext,
  baseURL: string,
  media: { category: string; alt: string; color: string }[],
): Promise<MediaItem[]> {
  const origin = { Origin: baseURL };
  await request.post('/api/login', { data: E2E_ADMIN, headers: origin });
  const ids: number[] = [];
  for (const item of media) {
    const response = await request.post('/api/submit_media', {
      headers: origin,
      multipart: {
        mediaCategory: item.category,
        mediaType: 'Photo',
        children: 'no',
        altText: item.alt,
        file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await photoBytes(item.color) },
      },
    });
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { media: MediaItem }).media.medias_id);
  }
  let items: MediaItem[] = [];
  await expect
    .poll(
      async () => {
        items = (await (await request.get('/api/images?category=All')).json()) as MediaItem[];
        return ids.every((id) => items.find((item) => item.medias_id === id)?.status === 'ready');
      },
      { timeout: SITE_RENDER_TIMEOUT },
    )
    .toBe(true);
  // /gallery's first photos are drawn into its HTML, again after each change (decision 011).
  await expect
    .poll(async () => {
      const html = await (await request.get('/gallery')).text();
      return media.every((item) => html.includes(item.alt));
    })
    .toBe(true);
  return ids.map((id) => items.find((item) => item.medias_id === id)!);
}

test.describe('gallery', () => {
  test('media added through the API appear under their category, loaded as variants', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const tag = `${testInfo.project.name}-${Date.now()}`;
    const [space, english] = await addMedia(request, baseURL!, [
      { category: 'ISRO Show', alt: `Rocket model ${tag}`, color: '#b45309' },
      { category: 'Free English Speaking Class Photos', alt: `English class ${tag}`, color: '#1d4ed8' },
    ]);

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Gallery' })).toBeVisible();
    const spaceTile = page.getByRole('button', { name: `View full screen: Rocket model ${tag}` });
    const englishTile = page.getByRole('button', { name: `View full screen: English class ${tag}` });
    await expect(spaceTile).toBeVisible();
    await expect(englishTile).toBeVisible();

    // The browser is offered the variants and picks one of them; the original is never addressed.
    const image = spaceTile.getByRole('img');
    const jpegs = space!.variants.filter((v) => v.format === 'jpeg').map((v) => `${v.url} ${v.width}w`);
    await expect(image).toHaveAttribute('srcset', jpegs.join(', '));
    const avif = spaceTile.locator('source[type="image/avif"]');
    await expect(avif).toHaveAttribute('srcset', /\/uploads\/[0-9a-f-]{36}-320\.avif 320w/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const chosen = await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(space!.variants.map((v) => v.url)).toContain(chosen);
    const width = await image.evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(width).toBeLessThan(1600);

    await page.getByRole('button', { name: 'ISRO Show', exact: true }).click();
    await expect(page.getByRole('button', { name: 'ISRO Show', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(spaceTile).toBeVisible();
    await expect(englishTile).toHaveCount(0);

    await page.getByRole('button', { name: 'Free English Speaking Class Photos' }).click();
    await expect(englishTile).toBeVisible();
    await expect(spaceTile).toHaveCount(0);
    expect(english!.media_category).toBe('Free English Speaking Class Photos');
    // The photos drawn into the page and the island that woke on the first press agree: no mismatch.
    expect(errors).toEqual([]);
  });

  test('a photo opens full screen and closes on Escape and on a click, focus returning to it', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const alt = `Telescope ${testInfo.project.name}-${Date.now()}`;
    await addMedia(request, baseURL!, [{ category: 'ISRO Show', alt, color: '#166534' }]);
    await page.goto('/gallery');
    const tile = page.getByRole('button', { name: `View full screen: ${alt}` });

    await tile.click();
    const dialog = page.getByRole('dialog', { name: alt });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close full-screen view' })).toBeFocused();
    await expect(dialog.getByRole('img', { name: alt })).toHaveAttribute('sizes', '100vw');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(tile).toBeFocused();

    await tile.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('img', { name: alt }).click();
    await expect(dialog).toHaveCount(0);
    await expect(tile).toBeFocused();
  });

  test('has no accessibility violations, with the grid and with the full-screen view', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const alt = `Cyber session ${testInfo.project.name}-${Date.now()}`;
    await addMedia(request, baseURL!, [
      { category: 'Free Cyber Security Session in Gov. School', alt, color: '#7c2d12' },
    ]);
    await page.goto('/gallery');
    await expect(page.getByRole('button', { name: `View full screen: ${alt}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: `View full screen: ${alt}` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
