/**
 * The installable app (issue 29, docs/app.md): the manifest and its icons, the service worker registered
 * after the page's load event, pages and the latest notices offline, the branded offline page, a form sent
 * offline that arrives once the connection returns, and a new deployment taking effect on the next visit.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { inboxPaths } from '#shared/api/inbox-fields';
import { notificationPaths } from '#shared/api/notification-paths';
import { appTexts } from '#client/texts/app.ts';
import { kn } from '#client/i18n/catalogues/kn.ts';
import { E2E_ADMIN, expect, expectNoAxeViolations, test } from './testing/fixtures.ts';
import { startInstance, stopInstance } from './testing/global-setup.ts';
import { waitFor } from '../scripts/bench-support.ts';

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  // The invitation to give would cover the page.
  await page.addInitScript(() => sessionStorage.setItem('donationPopupSeen', 'true'));
});

/** Width and height of a PNG, from its header. */
function pngSize(body: Buffer): string {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

/** The active worker's build, asked through a message channel. */
const workerVersion = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return new Promise<string>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data as string);
      registration.active!.postMessage({ type: 'VERSION' }, [channel.port2]);
    });
  });

/** The page is controlled by the worker and the worker kept this page (its address and its files). */
async function keptAndControlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const pathname = new URL(page.url()).pathname;
  await expect.poll(() => page.evaluate((at) => caches.match(at).then(Boolean), pathname)).toBe(true);
}

async function goOffline(context: BrowserContext, offline: boolean): Promise<void> {
  await context.setOffline(offline);
}

test('the manifest is valid, its icons and screenshots exist, and the worker is served fresh', async ({
  request,
}) => {
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; type: string; purpose: string }[];
    screenshots: { src: string; sizes: string; form_factor: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Gurukul',
    short_name: 'Gurukul',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#7a2e0e',
  });
  // Android asks for 192 and 512 (and a maskable one), iOS for 180.
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable', '180x180 any']),
  );
  for (const icon of manifest.icons.filter((icon) => icon.type === 'image/png')) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }
  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const shot of manifest.screenshots) {
    const file = await request.get(shot.src);
    expect(file.status(), shot.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/jpeg');
  }

  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toContain('javascript');
});

test('the worker registers after the page’s load event and controls the next request', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const timing = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return {
      script: registration.active?.scriptURL,
      loadEnd: navigation!.loadEventEnd,
      // Nothing of the worker's is among what the page asked for before its load event.
      early: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < navigation!.loadEventEnd && /sw\.js/.test(entry.name)).length,
    };
  });
  expect(timing.script).toMatch(/\/sw\.js$/);
  expect(timing.loadEnd).toBeGreaterThan(0);
  expect(timing.early).toBe(0);
  await keptAndControlled(page);
  // Chromium's own verdict: the manifest parses and the site can be installed (the test's browser context
  // being a private one is the only reason it gives).
  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
  expect(manifest.errors).toEqual([]);
  await expect
    .poll(async () =>
      (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
        .map((error) => error.errorId)
        .filter((id) => id !== 'in-incognito'),
    )
    .toEqual([]);
});

test('offline: the home page, a page seen before and the latest notices open; another page shows the offline page', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await keptAndControlled(page);
  const notices = await page.evaluate(
    (url) => fetch(url).then((answer) => answer.json()),
    notificationPaths.newest(4),
  );
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const teamHeading = await page.getByRole('heading', { level: 1 }).textContent();

  await goOffline(context, true);
  await page.goto('/');
  await expect(page.locator('h1').first()).toContainText('Gurukul');
  expect(
    await page.evaluate((url) => fetch(url).then((answer) => answer.json()), notificationPaths.newest(4)),
  ).toEqual(notices);
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(teamHeading!);

  await page.goto('/vision');
  await expect(page.getByRole('heading', { level: 1, name: appTexts.offline.title })).toBeVisible();
  const available = page.getByRole('list').filter({ has: page.getByRole('link', { name: /Our Team/ }) });
  await expect(available.getByRole('link', { name: /Our Team/ })).toHaveAttribute('href', '/team');
  // Branded: the site's header and styles came from the worker's cache.
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);

  await page.goto('/kn/vision');
  await expect(page.getByRole('heading', { level: 1, name: kn.app.offline.title })).toBeVisible();
  await goOffline(context, false);
});

test('the dashboard and its sign-in page are never answered from a cache', async ({ page, context }) => {
  await page.goto('/');
  await keptAndControlled(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const kept = await page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) addresses.push(new URL(request.url).pathname);
    }
    return addresses;
  });
  expect(kept).toContain('/');
  expect(kept.filter((address) => /^\/(login|dashboard|api\/(?!get_notifications))/.test(address))).toEqual(
    [],
  );
  await goOffline(context, true);
  await expect(page.goto('/login')).rejects.toThrow();
  await expect(page.goto('/dashboard')).rejects.toThrow();
  await goOffline(context, false);
});

async function signIn(request: APIRequestContext, baseURL: string): Promise<void> {
  const answer = await request.post('/api/login', { data: E2E_ADMIN, headers: { origin: baseURL } });
  expect(answer.ok()).toBe(true);
}

test('a form sent offline is kept, the visitor is told, and it arrives once the connection returns', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await page.goto('/contact-us');
  await keptAndControlled(page);
  const form = page.getByRole('form', { name: 'Contact us' });
  const name = `Offline visitor ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Email Address' }).fill('offline@example.org');
  await form.getByRole('textbox', { name: 'Message' }).fill('Sent from the bus, without a connection.');

  await goOffline(context, true);
  await form.getByRole('button', { name: 'Send' }).click();
  // Chromium has Background Sync: it is sent by itself when the connection returns.
  await expect(form.getByRole('status')).toHaveText(appTexts.kept.online);

  await signIn(request, baseURL!);
  const stored = async () =>
    ((await (await request.get(inboxPaths.contactList)).json()) as { name: string }[]).filter(
      (entry) => entry.name === name,
    ).length;
  expect(await stored()).toBe(0);

  await goOffline(context, false);
  await expect.poll(stored, { timeout: 60_000 }).toBe(1);
});

test('a new deployment’s worker installs in the background and takes effect on the next visit', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'one server of its own, on the phone profile');
  // A server of its own starts and renders the site in four languages first: on a busy machine, minutes.
  test.setTimeout(360_000);
  const build = process.env.E2E_BUILD_DIR;
  test.skip(!build, 'needs E2E_BUILD_DIR, a build to copy and deploy again');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-app-update-'));
  const site = path.join(root, 'site');
  fs.cpSync(path.join(build!, 'client'), path.join(site, 'client'), { recursive: true });
  fs.cpSync(path.join(build!, 'ssr'), path.join(site, 'ssr'), { recursive: true });
  fs.symlinkSync(path.resolve('node_modules'), path.join(site, 'node_modules'));
  const baseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 2}`;
  const previous = process.env.E2E_BUILD_DIR;
  process.env.E2E_BUILD_DIR = site;
  const instance = await startInstance(root, 'update', baseURL);
  process.env.E2E_BUILD_DIR = previous;
  try {
    await waitFor(`${baseURL}/api/health`);
    await page.goto(`${baseURL}/`);
    await keptAndControlled(page);
    const old = await workerVersion(page);

    // The new deployment: a worker whose shell changed (the offline page's revision and the build's id).
    const worker = path.join(site, 'client', 'sw.js');
    const next = `${old.slice(0, -4)}beef`;
    fs.writeFileSync(
      worker,
      fs
        .readFileSync(worker, 'utf8')
        .replaceAll(old, next)
        .replace(/(url:`\/offline`,revision:`)\w+/, '$1deployed2'),
    );
    for (const copy of ['sw.js.br', 'sw.js.gz']) fs.rmSync(path.join(site, 'client', copy), { force: true });

    // The visit after the deployment is still served by the old worker, which meanwhile is replaced...
    await page.goto(`${baseURL}/team`);
    await expect.poll(() => workerVersion(page), { timeout: 180_000 }).toBe(next);
    // ...and the next visit is the new version's, with its shell in place offline.
    await page.goto(`${baseURL}/`);
    await expect(page.locator('h1').first()).toContainText('Gurukul');
    expect(await workerVersion(page)).toBe(next);
    await page.context().setOffline(true);
    await page.goto(`${baseURL}/participate`);
    await expect(page.getByRole('heading', { level: 1, name: appTexts.offline.title })).toBeVisible();
    await page.context().setOffline(false);
  } finally {
    await stopInstance(instance);
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test.describe('the home page’s app prompt', () => {
  const prompt = (page: Page) => page.getByRole('region', { name: appTexts.prompt.title });

  test('offers Install when the browser allows it, and the browser’s dialog opens from it', async ({
    page,
  }) => {
    await page.goto('/');
    // Until the browser offers to install (Chromium may do so by itself here), the menu's words show.
    await expect(prompt(page)).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.locator('[data-enhance="app-prompt"][data-ready]').waitFor({ state: 'attached' });
    // The browser's offer, as Chromium sends it when the site is installable.
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(offer, {
        prompt: async () => document.documentElement.setAttribute('data-install-dialog', ''),
      });
      window.dispatchEvent(offer);
    });
    const install = prompt(page).getByRole('button', { name: appTexts.prompt.install });
    await expect(install).toBeVisible();
    await expect(prompt(page).getByText(appTexts.prompt.otherSteps)).toBeHidden();
    await install.click();
    await expect(page.locator('html')).toHaveAttribute('data-install-dialog', '');
    await expectNoAxeViolations(page);
  });

  test('is dismissed for good with one tap, and stays away from the first paint of the next visit', async ({
    page,
  }) => {
    await page.goto('/');
    await page.locator('[data-enhance="app-prompt"][data-ready]').waitFor({ state: 'attached' });
    await prompt(page).getByRole('button', { name: appTexts.prompt.dismiss }).click();
    await expect(prompt(page)).toBeHidden();
    // The next visit: marked by the page's first inline script, before anything is drawn.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app-prompt-dismissed', '');
    await expect(prompt(page)).toBeHidden();
  });
});

test.describe('the app prompt on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test('gives the Share → Add to Home Screen steps instead of a button', async ({ page }) => {
    await page.goto('/');
    const prompt = page.getByRole('region', { name: appTexts.prompt.title });
    await expect(prompt.getByText(appTexts.prompt.iosSteps)).toBeVisible();
    await expect(prompt.getByText(appTexts.prompt.otherSteps)).toBeHidden();
    await expect(prompt.getByRole('button', { name: appTexts.prompt.install })).toBeHidden();
  });
});
