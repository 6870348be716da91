/**
 * Issue 25, must have 2: a programme's page, written in the dashboard, reaches visitors as HTML readable
 * without JavaScript: its sections, the Expression of Interest form naming it, its card in the home page's
 * programmes carousel, and the Programs menu item pointed at it.
 */
import type { APIRequestContext } from '@playwright/test';
import { contentPaths } from '#shared/api/content-fields';
import { menuPaths } from '#shared/api/menus';
import { E2E_ADMIN, expect, expectNoAxeViolations, test, SITE_RENDER_TIMEOUT } from './testing/fixtures.ts';
import { linkMenuItem } from './testing/menus.ts';

const selfDefense = {
  title: 'Self Defense',
  slug: 'self-defense-classes',
  kind: 'programme',
  status: 'published',
  summary: 'Free self-defence classes for girls and women, taught by trained instructors.',
  body: [
    '<h2>What it is</h2><p>Practical moves to stay safe, and the confidence to use them.</p>',
    '<h2>Who can join</h2><p>Girls from class 6 and women of any age. It is free.</p>',
    '<h2>When</h2><p>Sundays, 8 to 9:30 am.</p><h2>Where</h2><p>Our centre near the bus stand.</p>',
    '<h2>How to join</h2><p>Fill in the form below.</p>',
  ].join(''),
};

async function signIn(request: APIRequestContext, baseURL: string): Promise<void> {
  const response = await request.post('/api/login', { data: E2E_ADMIN, headers: { origin: baseURL } });
  expect(response.ok()).toBe(true);
}

test("a programme's page: its sections and interest form without JavaScript, its card on the home page, its menu item", async ({
  browser,
  page: visitor,
  request,
  baseURL,
}) => {
  await signIn(request, baseURL!);
  const menusBefore = await (await request.get(menuPaths.menus)).json();
  const all = (await (await request.get(contentPaths.allPages)).json()) as { id: number; slug: string }[];
  for (const old of all.filter((page) => page.slug === selfDefense.slug)) {
    await request.delete(contentPaths.page(old.id), { headers: { origin: baseURL! } });
  }
  const created = await request.post(contentPaths.pages, {
    data: selfDefense,
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await linkMenuItem(request, baseURL!, 'self-defense', `/${selfDefense.slug}`);

  try {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await expect
      .poll(async () => (await page.goto(`/${selfDefense.slug}`))?.status(), { timeout: SITE_RENDER_TIMEOUT })
      .toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Self Defense' })).toBeVisible();
    for (const heading of ['What it is', 'Who can join', 'When', 'Where', 'How to join']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const form = page.getByRole('form', { name: 'Expression of Interest' });
    await expect(form).toBeVisible();
    await expect(form.locator('input[name="action"]')).toHaveValue('Self Defense');
    // The Programs menu's item now opens the page.
    await expect
      .poll(
        async () => {
          await page.goto('/');
          return page
            .getByRole('navigation', { name: 'Main' })
            .getByRole('link', { name: 'Self Defense', includeHidden: true })
            .getAttribute('href');
        },
        { timeout: SITE_RENDER_TIMEOUT },
      )
      .toBe(`/${selfDefense.slug}`);
    // Its card in Our Programs, with a link to it.
    const programs = page.getByRole('region', { name: 'Program cards' });
    await expect(programs.getByRole('heading', { name: 'Self Defense' })).toBeAttached();
    await expect(programs.getByRole('link', { name: 'Read about Self Defense' })).toHaveAttribute(
      'href',
      `/${selfDefense.slug}`,
    );
    await context.close();

    // With JavaScript, as most visitors get it: nothing an assistive technology would trip on.
    await visitor.goto(`/${selfDefense.slug}`);
    await expectNoAxeViolations(visitor);
  } finally {
    await request.put(menuPaths.menus, { data: menusBefore, headers: { origin: baseURL! } });
    await request.delete(contentPaths.page(id), { headers: { origin: baseURL! } });
  }
});
