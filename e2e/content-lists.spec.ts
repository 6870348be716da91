/**
 * Content issue, Tests: the site's lists edited in the dashboard reach visitors as server-rendered HTML,
 * through the real server and the built app. Each test puts back what it changed.
 */
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import type { TeamMember } from '#shared/api/content';
import { contentPaths } from '#shared/api/content-fields';
import { defaultAbout, defaultStatistics } from '#shared/content/defaults/index';
import {
  contentFieldLabels,
  listEditorTexts as texts,
  pictureTexts,
  siteContentTitles as titles,
} from '#shared/content/list-editor-texts';
import { pictureDialogTexts } from '#client/features/media/picture-dialog-texts.ts';
import {
  expect,
  expectNoAxeViolations,
  loginAsAdmin,
  test,
  SITE_RENDER_TIMEOUT,
} from './testing/fixtures.ts';

async function openPanel(page: Page, panel: string, heading: string): Promise<void> {
  await page.goto(`/dashboard?panel=${panel}`);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByRole('button', { name: texts.saveChanges })).toBeVisible();
}

async function saveAndConfirm(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: texts.saveChanges }).click();
  // The answer to a save can wait behind the rendering of the site an earlier save asked for.
  await expect(page.getByRole('status').filter({ hasText: texts.saved(title) })).toBeVisible({
    timeout: SITE_RENDER_TIMEOUT,
  });
  await expect(page.getByText(texts.unsaved)).toHaveCount(0);
}

/** Sends a content write with the signed-in page's cookies, as the dashboard does. */
function put(page: Page, baseURL: string, path: string, data: unknown) {
  return page.request.put(path, { data, headers: { origin: baseURL } });
}

test('an impact figure changed in the dashboard is on the home page, in the HTML served without JavaScript', async ({
  page,
  browser,
  baseURL,
}) => {
  await loginAsAdmin(page);
  try {
    await openPanel(page, 'impact-figures', titles.statistics);
    await page.getByRole('button', { name: 'Edit Students' }).click();
    await page.getByLabel('Number').fill('4321');
    await page.getByRole('button', { name: texts.done }).click();
    await expect(page.getByText(texts.unsaved)).toBeVisible();
    await saveAndConfirm(page, titles.statistics);

    await expect
      .poll(async () => (await page.request.get('/')).text(), { timeout: SITE_RENDER_TIMEOUT })
      .toMatch(/>4321(?:<!-- -->)? </);
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const home = await visitor.newPage();
    await home.goto('/');
    const figure = home
      .locator('section[aria-labelledby="statistics-title"]')
      .getByRole('listitem')
      .filter({ hasText: 'Students' });
    await expect(figure).toContainText('4321');
    await visitor.close();
  } finally {
    expect((await put(page, baseURL!, contentPaths.statistics, defaultStatistics)).ok()).toBe(true);
  }
});

test('the About section’s lead changed in the dashboard is on the home page, in the HTML served without JavaScript', async ({
  page,
  browser,
  baseURL,
}) => {
  const lead = `Learning for every child, ${Date.now().toString(36)}.`;
  await loginAsAdmin(page);
  try {
    await openPanel(page, 'about-us', titles.about);
    await page.getByLabel(contentFieldLabels.lead).fill(lead);
    await saveAndConfirm(page, titles.about);

    await expect
      .poll(async () => (await page.request.get('/')).text(), { timeout: SITE_RENDER_TIMEOUT })
      .toContain(lead);
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const home = await visitor.newPage();
    await home.goto('/');
    await expect(home.locator('section[aria-labelledby="about-title"]')).toContainText(lead);
    await visitor.close();
  } finally {
    expect((await put(page, baseURL!, contentPaths.about, defaultAbout)).ok()).toBe(true);
  }
});

test('a volunteer added in the dashboard, with a photo uploaded there, is on /team', async ({
  page,
  baseURL,
}) => {
  const name = `Priya Test ${Date.now().toString(36)}`;
  await loginAsAdmin(page);
  try {
    await openPanel(page, 'team', titles.team);
    await page.getByRole('button', { name: texts.add('team member') }).click();
    const form = page.getByRole('form', { name: texts.adding('team member') });
    await form.getByLabel('Team section').selectOption({ label: 'Volunteering Members' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Role').fill('Volunteer teacher');

    await form.getByRole('button', { name: pictureTexts.choose }).click();
    const dialog = page.getByRole('dialog', { name: pictureDialogTexts.title });
    const photo = await sharp({
      create: { width: 400, height: 400, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    await dialog.getByLabel(pictureDialogTexts.uploadFile).setInputFiles({
      name: `${name}.png`,
      mimeType: 'image/png',
      buffer: photo,
    });
    await dialog.getByLabel(pictureDialogTexts.describe).fill(`Portrait of ${name}`);
    await dialog.getByRole('button', { name: pictureDialogTexts.upload }).click();
    await expect(dialog.getByText(pictureDialogTexts.uploaded)).toBeVisible();
    // Once processed, the photo can be chosen (the library is asked again every 3 s until then).
    await dialog
      .getByRole('button', { name: pictureDialogTexts.use(`Portrait of ${name}`) })
      .click({ timeout: 20_000 });
    await form.getByRole('button', { name: texts.done }).click();

    const volunteers = page.getByRole('list', { name: 'Volunteering Members' });
    await expect(volunteers.getByRole('listitem').last()).toContainText(name);
    await saveAndConfirm(page, titles.team);

    await expect
      .poll(async () => (await page.request.get('/team')).text(), { timeout: SITE_RENDER_TIMEOUT })
      .toContain(name);
    await page.goto('/team');
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  } finally {
    const team = (await (await page.request.get(contentPaths.team)).json()) as TeamMember[];
    const kept = team.filter((member) => member.name !== name);
    expect((await put(page, baseURL!, contentPaths.team, kept)).ok()).toBe(true);
  }
});

/** Each panel on its own, so a slow machine spends one test's time on one panel, and a failure names it. */
const sitePanels: [string, string][] = [
  ['team', titles.team],
  ['impact-figures', titles.statistics],
  ['home-slides', titles.slides],
  ['programmes', titles.programmes],
  ['testimonials', titles.testimonials],
  ['videos', titles.videos],
  ['contact-details', titles.site],
  ['about-us', titles.about],
  ['vision-mission', titles.vision],
  ['mission-areas', titles.missionAreas],
];
for (const [panel, heading] of sitePanels) {
  test(`the site-content panel “${heading}” has no accessibility violations`, async ({ page }) => {
    await loginAsAdmin(page);
    await openPanel(page, panel, heading);
    await expectNoAxeViolations(page);
  });
}

test('an entry form and the picture chooser have no accessibility violations, and the chooser gives focus back', async ({
  page,
}) => {
  await loginAsAdmin(page);
  await openPanel(page, 'home-slides', titles.slides);
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: pictureTexts.change }).click();
  const dialog = page.getByRole('dialog', { name: pictureDialogTexts.title });
  await expect(dialog.getByLabel(pictureDialogTexts.search)).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: pictureTexts.change })).toBeFocused();

  await openPanel(page, 'mission-areas', titles.missionAreas);
  await page.getByRole('button', { name: 'Edit Education' }).click();
  await expect(page.getByLabel(contentFieldLabels.points)).toBeVisible();
  await expectNoAxeViolations(page);
});
