/**
 * The administrator's journeys through the real server, the built app and the real SMTP server of the
 * global setup (issue 4, Tests).
 */
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { messages } from '#shared/messages';
import {
  expect,
  expectNoAxeViolations,
  loginAsAdmin,
  receivedMails,
  SITE_RENDER_TIMEOUT,
  test,
} from './testing/fixtures.ts';
import { childrenTexts } from '#client/features/media/children-texts.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A real PNG of random pixels, large enough (about 1 MB) for the progress bar to be seen moving. */
async function noisyPng(): Promise<Buffer> {
  const width = 600;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function openPanel(page: Page, panel: string, heading: string): Promise<void> {
  await page.goto(`/dashboard?panel=${panel}`);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

/** The confirmation dialog with the spec's question, answered with the given button. */
async function answer(page: Page, question: string, button: 'Confirm' | 'Delete' | 'Cancel'): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test('the login page has no accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expectNoAxeViolations(page);
});

test('a wrong password is refused with the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@example.org');
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.auth.invalidCredentials);
  await expect(page).toHaveURL(/\/login$/);
});

test('media: upload a PNG with progress, list it, see it in the gallery, edit and delete it', async ({
  page,
  browserName,
}) => {
  // An upload on a throttled uplink, its processing and the gallery's rendering: minutes on a busy machine.
  test.slow();
  await loginAsAdmin(page);
  const alt = `Rocket model ${unique()}`;
  await openPanel(page, 'insert-media', 'Insert Media');
  await page.getByLabel('Media category').selectOption('ISRO Show');
  await page.getByLabel('Choose files').setInputFiles({
    name: 'rocket.png',
    mimeType: 'image/png',
    buffer: await noisyPng(),
  });
  await expect(page.getByLabel('Media type')).toHaveValue('Photo');
  await page.getByLabel('Describe the photo').fill(alt);
  await expect(page.getByRole('img', { name: alt })).toBeVisible();
  // Issue 27, must have 5: children in it, and where the parents' consent is on file.
  await page.getByRole('radio', { name: childrenTexts.yes, exact: true }).click();
  await page.getByRole('radio', { name: childrenTexts.consentYes }).click();
  await page.getByLabel(childrenTexts.whereLabel).fill('Consent forms folder, 2026');
  await expectNoAxeViolations(page);

  // A slow uplink, so the bar has time to show the bytes going out.
  const cdp = browserName === 'chromium' ? await page.context().newCDPSession(page) : null;
  await cdp?.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  const bar = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('value'))).toBeGreaterThan(0);
  await expect(page.getByText(messages.media.submitted)).toBeVisible({ timeout: SITE_RENDER_TIMEOUT });
  await cdp?.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await openPanel(page, 'list-media', 'List Media');
  const row = page.getByRole('row').filter({ has: page.getByRole('img', { name: alt }) });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row.getByText('ISRO Show', { exact: true })).toBeVisible();
  await expect(row.getByText(childrenTexts.withConsent('Consent forms folder, 2026'))).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/gallery');
  await page.getByRole('button', { name: 'ISRO Show', exact: true }).click();
  await expect(page.getByRole('img', { name: alt }).first()).toBeVisible();

  await openPanel(page, 'list-media', 'List Media');
  await row.getByRole('button', { name: 'Edit' }).click();
  await row
    .getByRole('combobox', { name: 'Category' })
    .selectOption('Free Cyber Security Session in Gov. School');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.media.updated)).toBeVisible();
  await expect(row.getByText('Free Cyber Security Session in Gov. School', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: messages.media.confirmDelete });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await answer(page, messages.media.confirmDelete, 'Delete');
  await expect(page.getByText(messages.media.deleted)).toBeVisible();
  await expect(row).toHaveCount(0);
});

/** The home page's latest notifications, which load as the visitor heads down to them (decision 011). */
async function showLatestNotifications(page: Page) {
  await page.goto('/');
  const latest = page.locator('#notifications');
  await latest.scrollIntoViewIfNeeded();
  await latest.getByText(messages.notifications.loading).waitFor({ state: 'detached' });
}

test('notifications: add, edit and delete, and the home page follows', async ({ page }) => {
  // Each of the three changes renders the whole site again (the home page draws the latest notifications),
  // and the pages load more slowly meanwhile: more than one test's usual time on a busy machine.
  test.slow();
  await loginAsAdmin(page);
  const title = `Exam results ${unique()}`;
  await openPanel(page, 'add-notification', 'Add Notification');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Results are out.\n* Class 5\n* Class 8');
  await page.getByRole('main').getByRole('button', { name: 'Add Notification' }).click();
  await expect(page.getByText(messages.notifications.added)).toBeVisible();
  await expectNoAxeViolations(page);

  await showLatestNotifications(page);
  await expect(page.getByText(title)).toBeVisible();

  await openPanel(page, 'view-notifications', 'View Notifications');
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: 'Edit' }).click();
  await answer(page, messages.notifications.confirmEdit, 'Confirm');
  const edited = `${title} (updated)`;
  // In edit mode the title lives in a field, no longer in the row's text.
  const titleField = page.getByRole('main').getByLabel('Title');
  await expect(titleField).toBeFocused();
  await titleField.fill(edited);
  await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
  await answer(page, messages.notifications.confirmSave, 'Confirm');
  await expect(page.getByText(messages.notifications.updated)).toBeVisible();
  await expectNoAxeViolations(page);

  await showLatestNotifications(page);
  await expect(page.getByText(edited)).toBeVisible();

  await openPanel(page, 'view-notifications', 'View Notifications');
  const editedRow = page.getByRole('row').filter({ hasText: edited });
  await editedRow.getByRole('button', { name: 'Delete' }).click();
  await answer(page, messages.notifications.confirmDelete, 'Delete');
  await expect(page.getByText(messages.notifications.deleted)).toBeVisible();
  await expect(editedRow).toHaveCount(0);

  await showLatestNotifications(page);
  await expect(page.getByText(edited)).toHaveCount(0);
});

test('subscribers: a visitor subscribes and appears in the list', async ({ page }) => {
  const email = `teacher-${unique()}@example.org`;
  // Typing before the prerendered page is hydrated can be lost there: wait for the browser to settle.
  await page.goto('/subscribe', { waitUntil: 'networkidle' });
  await page.getByPlaceholder('Enter your email').fill(email);
  await page.getByRole('combobox').selectOption('Teacher');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(messages.subscriptions.success)).toBeVisible();

  await loginAsAdmin(page);
  await openPanel(page, 'list-subscribers', 'List Subscribers');
  await page.getByLabel('Filter by role').selectOption('teacher');
  await page.getByLabel('Search by email').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  // The row shows the subscriber's audience, in a choice that moves them to another.
  await expect(row.getByRole('combobox')).toHaveValue('teacher');
  await expect(row.getByRole('combobox').locator('option:checked')).toHaveText('Teacher');
  await expect(page.getByText(/^Showing 1 of \d+ subscribers?$/)).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('mail: to all subscribers and to one address, both reach the SMTP server', async ({ page, request }) => {
  const subscriber = `parent-${unique()}@example.org`;
  const subscribed = await request.post('/api/add_subscription', {
    data: { email: subscriber, role: 'parent' },
  });
  expect(subscribed.status()).toBe(201);

  await loginAsAdmin(page);
  await openPanel(page, 'send-mail', 'Send Mail to Subscribers');
  const toAll = `News for everyone ${unique()}`;
  await page.getByLabel('Recipient type').selectOption('all');
  await expect(page.getByText(subscriber)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Subject').fill(toAll);
  await page.getByRole('textbox', { name: 'Message' }).fill('The new term starts on Monday.');
  await page.getByRole('button', { name: 'Send Email' }).click();
  // A mail to everyone says first how many will receive it.
  const question = page.getByRole('alertdialog', { name: /^Send this mail to \d+ subscribers? now\?/ });
  await question.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`✔ ${messages.mail.sent}`)).toBeVisible();

  const toOne = `A note for you ${unique()}`;
  await page.getByLabel('Recipient type').selectOption('single');
  await page.getByLabel('Recipient email').fill('friend@example.org');
  await page.getByLabel('Subject').fill(toOne);
  await page.getByRole('textbox', { name: 'Message' }).fill('Thank you for your help.');
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText(`✔ ${messages.mail.sent}`)).toBeVisible();

  const recipientsOf = async (subject: string) =>
    (await receivedMails())
      .filter((mail) => mail.subject === subject)
      .flatMap((mail) => (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []))
      .flatMap((to) => to.value.map((address) => address.address));
  await expect.poll(() => recipientsOf(toAll), { timeout: 30_000 }).toContain(subscriber);
  await expect.poll(() => recipientsOf(toOne), { timeout: 30_000 }).toEqual(['friend@example.org']);
});

test('inbox: a contact message arrives, is marked read and deleted', async ({ page }) => {
  const text = `Can I volunteer on weekends? ${unique()}`;
  await page.goto('/contact-us', { waitUntil: 'networkidle' });
  await page.getByLabel('Name').fill('Lakshmi Devi');
  await page.getByLabel('Email Address').fill('lakshmi@example.org');
  await page.getByLabel('Message').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();

  await loginAsAdmin(page);
  await openPanel(page, 'contact-messages', 'Contact messages');
  const entry = page.getByRole('article').filter({ hasText: text });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('New', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await entry.getByRole('button', { name: 'Mark as read' }).click();
  await expect(entry.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await entry.getByRole('button', { name: 'Delete' }).click();
  await answer(page, 'Are you sure you want to delete this message?', 'Delete');
  await expect(entry).toHaveCount(0);

  await openPanel(page, 'volunteer-interest', 'Volunteer interest');
  await expectNoAxeViolations(page);
});

test('the side menu reaches every panel by keyboard, one group open at a time', async ({ page }) => {
  await loginAsAdmin(page);
  // The dashboard opens on its overview; a person starts once it is drawn.
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  const menuToggle = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  const openMenu = async () => {
    if (!(await menuToggle.isVisible())) return;
    if ((await menuToggle.getAttribute('aria-expanded')) !== 'true') {
      await menuToggle.focus();
      await page.keyboard.press('Enter');
    }
    await expect(menuToggle).toHaveAttribute('aria-expanded', 'true');
  };
  for (const [group, panel] of [
    ['Media', 'Insert Media'],
    ['Notification', 'View Notifications'],
    ['Subscription', 'List Subscribers'],
    ['Inbox', 'Volunteer interest'],
  ] as const) {
    await openMenu();
    const groupButton = nav.getByRole('button', { name: group, exact: true });
    if ((await groupButton.getAttribute('aria-expanded')) !== 'true') {
      await groupButton.focus();
      await page.keyboard.press('Enter');
    }
    await expect(nav.locator('[aria-expanded="true"]').filter({ hasNotText: 'Menu' })).toHaveCount(1);
    await nav.getByRole('button', { name: panel }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: panel })).toBeFocused();
  }
  await expectNoAxeViolations(page);
});

test('after logout the dashboard sends to /login and the admin API refuses', async ({ page }) => {
  await loginAsAdmin(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).not.toBe('true');

  await page.goto('/dashboard');
  await page.waitForURL('**/login');
  const refused = await page.request.get('/api/get_subscriptions');
  expect(refused.status()).toBe(401);
  // Even with the stored flag put back by hand, the server's answer decides.
  await page.evaluate(() => localStorage.setItem('isAuthenticated', 'true'));
  await page.goto('/dashboard');
  await page.waitForURL('**/login');
});
