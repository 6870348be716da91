/**
 * Issue 25, must have 6: the mail composer in the real browser, against the real server and the real SMTP
 * server of the global setup, at the phone's and the desktop's width (the two projects).
 */
import type { Page } from '@playwright/test';
import { formatIndiaTime, fromIndiaInput, toIndiaInput } from '#shared/india-time';
import { expect, expectNoAxeViolations, loginAsAdmin, receivedMails, test } from './testing/fixtures.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openComposer(page: Page): Promise<void> {
  await loginAsAdmin(page);
  await page.goto('/dashboard?panel=send-mail');
  await expect(page.getByRole('heading', { level: 2, name: 'Send Mail to Subscribers' })).toBeVisible();
}

/** Writes a heading and a two-item list with the editor's buttons, as an administrator would. */
async function writeRichMessage(page: Page): Promise<void> {
  const editor = page.getByRole('textbox', { name: 'Message' });
  const tools = page.getByRole('toolbar', { name: 'Message: formatting' });
  await editor.click();
  await editor.pressSequentially('Annual Day');
  await tools.getByRole('button', { name: 'Heading', exact: true }).click();
  await editor.press('End');
  await editor.press('Enter');
  await tools.getByRole('button', { name: 'Bullet list' }).click();
  await editor.pressSequentially('Bring water');
  await editor.press('Enter');
  await editor.pressSequentially('Arrive by 9:30');
  await expect(editor.getByRole('heading', { name: 'Annual Day' })).toBeVisible();
  await expect(editor.getByRole('listitem')).toHaveText(['Bring water', 'Arrive by 9:30']);
}

test('a mail with a heading and a list is previewed at both widths and its test arrives with an HTML and a plain-text part', async ({
  page,
}) => {
  await openComposer(page);
  const subject = `Annual Day ${unique()}`;
  await page.getByLabel('Subject').fill(subject);
  await writeRichMessage(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: the mail as subscribers will receive it' });
  const phone = preview.frameLocator('iframe[title="The mail at phone width"]');
  await expect(phone.getByRole('heading', { name: 'Annual Day' })).toBeVisible();
  await expect(phone.getByRole('listitem')).toHaveText(['Bring water', 'Arrive by 9:30']);
  await preview.getByRole('button', { name: 'Desktop' }).click();
  const desktop = preview.frameLocator('iframe[title="The mail at desktop width"]');
  await expect(desktop.getByRole('heading', { name: 'Annual Day' })).toBeVisible();
  // The dialog around the mail, and the mail itself on a page of its own: the preview's frame is sandboxed
  // without scripts, so axe cannot enter it there.
  await expectNoAxeViolations(page, 'iframe');
  const mailPage = await page.context().newPage();
  const mailHtml = await preview.locator('iframe[title="The mail at desktop width"]').getAttribute('srcdoc');
  await mailPage.setContent(mailHtml ?? '');
  await expectNoAxeViolations(mailPage);
  await mailPage.close();
  await preview.getByText('Plain-text part').click();
  await expect(preview.locator('pre')).toContainText('Annual Day\n==========');
  await expect(preview.locator('pre')).toContainText('- Bring water\n- Arrive by 9:30');
  await preview.getByRole('button', { name: 'Close preview' }).click();

  await page.getByRole('button', { name: 'Send me a test' }).click();
  await expect(page.getByText(/^The test mail was sent to /)).toBeVisible();
  const testMail = async () => (await receivedMails()).find((mail) => mail.subject === `[Test] ${subject}`);
  await expect.poll(async () => Boolean(await testMail()), { timeout: 30_000 }).toBe(true);
  const mail = (await testMail())!;
  expect(mail.html).toMatch(/<h2 style="[^"]+">Annual Day<\/h2>/);
  expect(mail.html).toMatch(/<li style="[^"]+"><p style="[^"]+">Bring water<\/p><\/li>/);
  expect(mail.text).toContain('Annual Day\n==========');
  expect(mail.text).toContain('- Bring water\n- Arrive by 9:30');
});

test('a mail sent later is confirmed with its India time and its count, listed as scheduled, and can be cancelled', async ({
  page,
  request,
}) => {
  const subscriber = `later-${unique()}@example.org`;
  expect(
    (await request.post('/api/add_subscription', { data: { email: subscriber, role: 'parent' } })).status(),
  ).toBe(201);
  await openComposer(page);
  await page.getByLabel('Recipient type').selectOption('all');
  await expect(page.getByText(subscriber)).toBeVisible();
  const subject = `Later ${unique()}`;
  await page.getByLabel('Subject').fill(subject);
  await writeRichMessage(page);

  await page.getByRole('radio', { name: 'Send later' }).check();
  // Two days ahead at 09:00 in India, whatever zone the browser is in.
  const day = toIndiaInput(new Date(Date.now() + 2 * 86_400_000).toISOString()).slice(0, 10);
  const sendAt = fromIndiaInput(`${day}T09:00`)!;
  await page.getByLabel('Date and time (India time)').fill(`${day}T09:00`);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Schedule mail' }).click();

  const when = formatIndiaTime(sendAt);
  const question = page.getByRole('alertdialog', {
    name: new RegExp(`^Send this mail on ${when} \\(India time\\) to \\d+ subscribers?\\?`),
  });
  await question.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`✔ The mail is scheduled for ${when} (India time).`)).toBeVisible();

  const card = page.getByRole('article', { name: subject });
  await expect(card.getByText(`Scheduled for ${when} (India time)`)).toBeVisible();
  await expect(card.getByText('Scheduled', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: 'Cancel this mail' }).click();
  await page
    .getByRole('alertdialog', { name: new RegExp(`^Cancel the mail “${subject}”\\? Nobody will receive it`) })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  expect((await receivedMails()).some((mail) => mail.subject === subject)).toBe(false);
});
