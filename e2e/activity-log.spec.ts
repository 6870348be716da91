/**
 * Audit log issue: after a small day's work by the owner in the dashboard (a sign-in, a notification
 * published, an impact figure changed), the Activity panel lists each change in plain words with who, when
 * and from where; filtered to one part of the dashboard it shows only that part, and its CSV download lists
 * the same entries. Run by both projects: on a phone (375 px) and a wide screen (1280 px). The panel passes
 * axe, and its screenshots are kept with the test's results.
 */
import fs from 'node:fs';
import { contentPaths } from '#shared/api/content-fields';
import { defaultStatistics } from '#shared/content/defaults/index';
import { listEditorTexts as texts, siteContentTitles as titles } from '#shared/content/list-editor-texts';
import { messages } from '#shared/messages';
import {
  expect,
  expectNoAxeViolations,
  loginAsAdmin,
  SITE_RENDER_TIMEOUT,
  test,
} from './testing/fixtures.ts';

test('a day’s work of the owner is in the Activity panel, filtered by part and downloaded as CSV', async ({
  page,
  baseURL,
}, testInfo) => {
  const title = `Sports day ${Date.now().toString(36)}`;
  await loginAsAdmin(page);

  // The day's work: a notification published, an impact figure changed (and put back).
  await page.goto('/dashboard?panel=add-notification');
  await expect(page.getByRole('heading', { level: 2, name: 'Add Notification' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('On the big ground from 9 am.');
  await page.getByRole('main').getByRole('button', { name: 'Add Notification' }).click();
  await expect(page.getByText(messages.notifications.added)).toBeVisible();

  try {
    await page.goto('/dashboard?panel=impact-figures');
    await expect(page.getByRole('heading', { level: 2, name: titles.statistics })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Students' }).click();
    await page.getByLabel('Number').fill('4321');
    await page.getByRole('button', { name: texts.done }).click();
    await page.getByRole('button', { name: texts.saveChanges }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.saved(titles.statistics) })).toBeVisible({
      timeout: SITE_RENDER_TIMEOUT,
    });
  } finally {
    const back = await page.request.put(contentPaths.statistics, {
      data: defaultStatistics,
      headers: { origin: baseURL! },
    });
    expect(back.status()).toBe(200);
  }

  // The log, newest first, in plain words.
  await page.goto('/dashboard?panel=activity');
  await expect(page.getByRole('heading', { level: 2, name: 'Activity' })).toBeVisible();
  const table = page.getByRole('table', { name: /newest first/ });
  const published = table
    .getByRole('row')
    .filter({ hasText: 'Published a notification' })
    .filter({ hasText: title });
  await expect(published).toBeVisible();
  await expect(published).toContainText('admin@example.org');
  await expect(published).toContainText('127.0.0.1');
  await expect(published).toContainText('Notifications');
  await expect(
    table.getByRole('row').filter({ hasText: 'Changed the impact figures' }).first(),
  ).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Signed in' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('activity.png'), fullPage: true });

  // One part of the dashboard only.
  await page.getByLabel('Part of the dashboard').selectOption('Notifications');
  await expect(table.getByRole('row').filter({ hasText: 'Changed the impact figures' })).toHaveCount(0);
  await expect(published).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('activity-notifications.png'), fullPage: true });

  // The CSV of the same filter.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(
    'When (India time),Person,E-mail address,From address,Area,What,On what,Before,After',
  );
  expect(csv).toMatch(
    new RegExp(
      `,admin@example\\.org,127\\.0\\.0\\.1,Notifications,Published a notification,,,title: ${title};`,
    ),
  );
  expect(csv).not.toContain('Changed the impact figures');
});
