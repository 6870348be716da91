/**
 * Staff accounts issue: the owner invites a colleague from the Staff panel on a wide screen; the invitation
 * arrives at the real SMTP server of the global setup; the colleague opens its link on a phone, chooses a
 * password, lands in the dashboard signed in and sees only their role's menu. Both pages pass axe.
 */
import { staffPaths, type StaffList } from '#shared/api/staff';
import { expect, expectNoAxeViolations, loginAsAdmin, receivedMails, test } from './testing/fixtures.ts';

test('the owner invites an editor at 1280 px; the editor accepts at 375 px and sees only the site’s menu', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `editor-${Date.now().toString(36)}@example.org`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsAdmin(page);
  await page.goto('/dashboard?panel=staff');
  await expect(page.getByRole('heading', { level: 2, name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'People who can sign in to the dashboard' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Invite a colleague' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
  await dialog.getByLabel('Their e-mail address').fill(email);
  await dialog.getByLabel('Their name (optional)').fill('Kavya');
  await dialog.getByRole('radio', { name: /^Editor/ }).check();
  await expect(dialog).toContainText(`We will send an invitation to ${email}. The link works for 7 days.`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  await expect(dialog).toBeHidden();
  const pending = page.getByRole('list', { name: 'Invitations not yet accepted' });
  await expect(pending).toContainText(email);
  await expect(pending).toContainText('Invited as Editor');

  // The mail at the test SMTP server carries the link.
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await receivedMails()).find((m) => JSON.stringify(m.to).includes(email));
      link = /https?:\/\/\S+\/invitation\?token=[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  expect(link.startsWith(`${baseURL}/invitation?token=`)).toBe(true);

  const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true });
  try {
    const colleague = await phone.newPage();
    await colleague.goto(link);
    await expect(colleague.getByRole('heading', { level: 1, name: 'Join the dashboard' })).toBeVisible();
    await expect(
      colleague.getByText('admin@example.org invited you to the dashboard as Editor.'),
    ).toBeVisible();
    await expect(colleague.getByLabel('Your name')).toHaveValue('Kavya');
    await expectNoAxeViolations(colleague);
    await colleague.getByLabel('Choose a password').fill('kavya edits the site');
    await colleague.getByLabel('The same password again').fill('kavya edits the site');
    await colleague.getByRole('button', { name: 'Create my account' }).click();
    await colleague.waitForURL('**/dashboard');

    // The editor's menu: the Overview, the public site's groups and their own account; no team, people or giving.
    const nav = colleague.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('button', { name: 'Menu' }).click();
    const groups = nav.getByRole('list').first().locator(':scope > li > button');
    await expect(groups).toHaveText(['Overview', 'Media', 'Notification', 'Site content', 'Your account']);
    await expectNoAxeViolations(colleague);

    // The same link does not work a second time.
    await colleague.goto(link);
    await expect(colleague.getByRole('alert')).toContainText('This invitation has already been used.');
  } finally {
    await phone.close();
  }

  // The owner sees the new colleague in the list; removing them asks first and leaves the server as it was.
  await page.reload();
  const person = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Kavya' }) });
  await expect(person).toContainText('Editor');
  await person.getByRole('button', { name: 'Remove Kavya' }).click();
  const question = page.getByRole('alertdialog', { name: /^Remove Kavya/ });
  await expect(question).toContainText('Their account is deleted and they are signed out at once.');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Kavya is removed from the staff list.' }),
  ).toBeVisible();
  const staff = (await (await page.request.get(staffPaths.list)).json()) as StaffList;
  expect(staff.people.map((p) => p.email)).not.toContain(email);
});
