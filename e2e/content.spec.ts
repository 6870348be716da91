/**
 * Content issue, Tests: pages written by the administrator reach visitors as server-rendered HTML, readable
 * without JavaScript, through the real server and the built app.
 */
import type { APIRequestContext } from '@playwright/test';
import { contentPaths } from '#shared/api/content-fields';
import { E2E_ADMIN, expect, expectNoAxeViolations, test, SITE_RENDER_TIMEOUT } from './testing/fixtures.ts';
import { linkMenuItem } from './testing/menus.ts';

/** Signs the request context in through the API, as the dashboard's login form does. */
async function signIn(request: APIRequestContext, baseURL: string): Promise<void> {
  const response = await request.post('/api/login', { data: E2E_ADMIN, headers: { origin: baseURL } });
  expect(response.ok()).toBe(true);
}

/** Writes the page anew at its address (each project of the run writes it once). */
async function writePage(request: APIRequestContext, baseURL: string, page: Record<string, unknown>) {
  const all = (await (await request.get(contentPaths.allPages)).json()) as { id: number; slug: string }[];
  for (const existing of all.filter((p) => p.slug === page.slug || p.slug === `${page.slug}-old`)) {
    await request.delete(contentPaths.page(existing.id), { headers: { origin: baseURL } });
  }
  const response = await request.post(contentPaths.pages, { data: page, headers: { origin: baseURL } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

const philosophy = {
  title: 'Financials',
  slug: 'financials',
  summary: 'Why we teach the way we do',
  status: 'published',
  body: '<h2>Learning by doing</h2><p>Every child can learn, given time and care.</p><script>document.title = "hacked"</script>',
};

test('a published page is served at its address, readable without JavaScript; as a draft it answers 404', async ({
  browser,
  request,
  baseURL,
}) => {
  await signIn(request, baseURL!);
  const { id } = await writePage(request, baseURL!, philosophy);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await expect
    .poll(async () => (await page.goto('/financials'))?.status(), { timeout: SITE_RENDER_TIMEOUT })
    .toBe(200);
  await expect(page).toHaveTitle('Financials – Gurukul');
  await expect(page.getByRole('heading', { level: 1, name: 'Financials' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Learning by doing' })).toBeVisible();
  await expect(page.getByText('Every child can learn, given time and care.')).toBeVisible();
  expect(await page.content()).not.toContain('hacked');

  // Put in the menus, About → Financials leads to the page, on every page of the site.
  await linkMenuItem(request, baseURL!, 'financials', '/financials');
  const home = await context.newPage();
  await expect
    .poll(
      async () => {
        await home.goto('/team');
        return home.getByRole('link', { name: 'Financials', includeHidden: true }).getAttribute('href');
      },
      { timeout: SITE_RENDER_TIMEOUT },
    )
    .toBe('/financials');
  await context.close();

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/financials</loc>');

  await request.put(contentPaths.page(id), {
    data: { ...philosophy, status: 'draft' },
    headers: { origin: baseURL! },
  });
  await expect
    .poll(async () => (await request.get('/financials')).status(), { timeout: SITE_RENDER_TIMEOUT })
    .toBe(404);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/financials</loc>');
});

test('a written page hydrates without errors and has no accessibility violations', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(request, baseURL!);
  await writePage(request, baseURL!, philosophy);
  await expect
    .poll(async () => (await request.get('/financials')).status(), { timeout: SITE_RENDER_TIMEOUT })
    .toBe(200);
  // A page that does not match the HTML it hydrates makes React say so (a recoverable error) or throw.
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|React/i.test(message.text())) problems.push(message.text());
  });
  await page.goto('/financials');
  await expect(page.getByRole('heading', { level: 1, name: 'Financials' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The page is HTML with islands (decision 011): the header's island wakes on the first scroll or touch,
  // and React then takes over its prerendered HTML.
  await page.mouse.wheel(0, 300);
  await page.getByRole('banner').hover();
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-island][data-hydrated]')].some((island) =>
          Object.keys(island.firstElementChild ?? island).some((key) => key.startsWith('__react')),
        ),
      ),
    )
    .toBe(true);
  expect(problems).toEqual([]);
});

test('an impact figure changed by the administrator is on the home page, without JavaScript', async ({
  browser,
  request,
  baseURL,
}) => {
  await signIn(request, baseURL!);
  const figures = (await (await request.get(contentPaths.statistics)).json()) as {
    label: string;
    value: number;
  }[];
  const value = 1000 + Math.floor(Math.random() * 8000);
  const changed = [{ ...figures[0]!, value }, ...figures.slice(1)];
  expect(
    (await request.put(contentPaths.statistics, { data: changed, headers: { origin: baseURL! } })).ok(),
  ).toBe(true);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await expect
    .poll(
      async () => {
        await page.goto('/');
        return page.getByRole('region', { name: 'Our Impact' }).textContent();
      },
      { timeout: SITE_RENDER_TIMEOUT },
    )
    .toContain(`${value}`);
  await context.close();
  await request.put(contentPaths.statistics, { data: figures, headers: { origin: baseURL! } });
});
