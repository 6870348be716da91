/**
 * Password reset by mail: a colleague who forgot their password asks for a link on a phone (375 px) from
 * the login page; the link arrives at the real SMTP server of the global setup; they choose a new password,
 * are sent back to the login page with a word, and sign in with it. The link does not work twice. Every page
 * passes axe.
 */
import { passwordResetPaths } from '#shared/api/account';
import { staffPaths, type StaffList } from '#shared/api/staff';
import { messages } from '#shared/messages';
import { expect, expectNoAxeViolations, loginAsAdmin, receivedMails, test } from './testing/fixtures.ts';

const say = messages.account;

/** The first link to `page` in the newest mail to `email`, once it has arrived. */
async function linkFromMail(email: string, page: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await receivedMails()).filter((mail) => JSON.stringify(mail.to).includes(email));
      const text = mails.at(-1)?.text ?? '';
      link = new RegExp(`https?://\\S+${page}\\?token=[A-Za-z0-9_-]+`).exec(text)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

test('a colleague resets a forgotten password by mail at 375 px and signs in with the new one', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `reset-${Date.now().toString(36)}@example.org`;
  const first = 'the password I forgot';
  const chosen = 'a password I will remember';

  // The owner invites a colleague, who accepts: an account with a password to forget.
  const owner = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const ownerPage = await owner.newPage();
  try {
    await loginAsAdmin(ownerPage);
    const invited = await ownerPage.request.post(staffPaths.invitations, {
      headers: { origin: baseURL! },
      data: { email, role: 'editor', name: 'Meera' },
    });
    expect(invited.status()).toBe(201);
    const invitation = new URL(await linkFromMail(email, '/invitation'));
    const accepted = await page.request.post(staffPaths.acceptInvitation, {
      headers: { origin: baseURL! },
      data: { token: invitation.searchParams.get('token'), name: 'Meera', password: first },
    });
    expect(accepted.status()).toBe(201);
    await page.context().clearCookies();

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('link', { name: 'send me a link to choose a new password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('status').filter({ hasText: say.resetRequested })).toBeVisible();
    await expectNoAxeViolations(page);

    const link = await linkFromMail(email, '/reset-password');
    expect(link.startsWith(`${baseURL}/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('New password', { exact: true }).fill(chosen);
    await page.getByLabel('New password again').fill(chosen);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.waitForURL('**/login');
    await expect(page.getByRole('status').filter({ hasText: say.resetDone })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(chosen);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');

    // The link worked once; the forgotten password no longer does.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('yet another passphrase');
    await page.getByLabel('New password again').fill('yet another passphrase');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('alert')).toHaveText(say.resetLinkInvalid);
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    const old = await page.request.post('/api/login', {
      headers: { origin: baseURL! },
      data: { email, password: first },
    });
    expect(old.status()).toBe(401);
    // The address asked about and the answer are the same for an address with no account.
    const unknown = await page.request.post(passwordResetPaths.request, {
      headers: { origin: baseURL! },
      data: { email: `nobody-${email}` },
    });
    expect(await unknown.json()).toEqual({ message: say.resetRequested });
  } finally {
    // The server is left as it was: the colleague is removed.
    const staff = (await (await ownerPage.request.get(staffPaths.list)).json()) as StaffList;
    const person = staff.people.find((p) => p.email === email);
    if (person) {
      await ownerPage.request.delete(staffPaths.person(person.id), { headers: { origin: baseURL! } });
    }
    await owner.close();
  }
});
