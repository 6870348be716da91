/**
 * Issue 27, must have 7: the owner downloads a backup from the dashboard, then on a fresh, empty install
 * (a second server started here, with its own data folder and its own data key) uploads it and sees the site
 * back: the page written before the backup is served, and the backup's owner signs in. Run by both projects.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentPaths } from '#shared/api/content-fields';
import { waitFor } from '../scripts/bench-support.ts';
import { backupTexts as say } from '#client/features/backup-admin/backup-admin-texts.ts';
import { startInstance, stopInstance } from './testing/global-setup.ts';
import {
  E2E_ADMIN,
  expect,
  expectNoAxeViolations,
  loginAsAdmin,
  SITE_RENDER_TIMEOUT,
  test,
} from './testing/fixtures.ts';

const PASSPHRASE = 'a river, two mango trees and a well';

test('the owner downloads a backup, and restores it on a fresh install to see the site back', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const slug = `backup-day-${testInfo.project.name}`;
  const title = `Backup day ${Date.now().toString(36)}`;
  await loginAsAdmin(page);
  const written = await page.request.post(contentPaths.pages, {
    data: { title, slug, status: 'published', body: '<p>Kept safe in a backup.</p>' },
    headers: { origin: baseURL! },
  });
  expect(written.status()).toBe(201);

  // The owner makes and downloads a backup.
  await page.goto('/dashboard?panel=backup');
  // The dashboard loads while the site renders the new page, which keeps a busy machine's cores full.
  await expect(page.getByRole('heading', { level: 2, name: say.title })).toBeVisible({
    timeout: SITE_RENDER_TIMEOUT,
  });
  const download = page.getByRole('region', { name: say.downloadTitle });
  await download.getByLabel(say.passphrase, { exact: true }).fill(PASSPHRASE);
  await download.getByLabel(say.repeat).fill(PASSPHRASE);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('backup-panel.png'), fullPage: true });
  const downloaded = page.waitForEvent('download');
  await download.getByRole('button', { name: say.make }).click();
  const file = path.join(testInfo.outputDir, 'site.backup');
  await (await downloaded).saveAs(file);
  expect(fs.statSync(file).size).toBeGreaterThan(1000);
  // An empty install offers the restore; this one, with its own pages, does not.
  await expect(page.getByRole('region', { name: say.restoreTitle })).toHaveCount(0);

  // A fresh install beside it: its own data folder, database and data key.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gurukul-e2e-restore-'));
  const freshUrl = `http://127.0.0.1:${Number(new URL(baseURL!).port) + 2}`;
  const fresh = await startInstance(root, `${testInfo.project.name}-restore`, freshUrl);
  try {
    await waitFor(`${freshUrl}/api/health`);
    expect((await page.request.get(`${freshUrl}/${slug}`)).status()).toBe(404);
    await page.goto(`${freshUrl}/login`);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto(`${freshUrl}/dashboard?panel=backup`);

    const restore = page.getByRole('region', { name: say.restoreTitle });
    await expect(restore.getByText(say.restoreIntro)).toBeVisible();
    await restore.getByLabel(say.restoreFile).setInputFiles(file);
    await restore.getByLabel(say.restorePassphrase).fill(PASSPHRASE);
    await restore.getByRole('button', { name: say.restore }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText(say.restoreConfirm)).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(restore.getByRole('status')).toContainText('The backup is restored', { timeout: 60_000 });
    await page.screenshot({ path: testInfo.outputPath('restored.png'), fullPage: true });

    // The site is back: the page written before the backup is served by the fresh install.
    await expect
      .poll(async () => (await page.request.get(`${freshUrl}/${slug}`)).status(), {
        timeout: SITE_RENDER_TIMEOUT,
      })
      .toBe(200);
    await page.goto(`${freshUrl}/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // The backup's owner signs in on it.
    await page.goto(`${freshUrl}/login`);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');
  } finally {
    await stopInstance(fresh);
    fs.rmSync(root, { recursive: true, force: true });
  }
});
