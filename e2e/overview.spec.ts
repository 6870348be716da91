/**
 * Issue 25, must have 8: the Overview shows what waits for the staff, each count opening its own list, and
 * the first-run checklist, against the real server and the built app.
 */
import { inboxPaths } from '#shared/api/inbox-fields';
import { expect, expectNoAxeViolations, loginAsAdmin, test } from './testing/fixtures.ts';

test('the Overview counts what waits, each count opens its list, the checklist leads to its panels, and axe finds nothing', async ({
  page,
  baseURL,
}) => {
  const sent = await page.request.post(inboxPaths.contact, {
    data: { name: 'Asha Kulkarni', message: 'When does the spoken English class start?' },
    headers: { origin: baseURL! },
  });
  expect(sent.ok()).toBe(true);
  await loginAsAdmin(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();

  const contacts = page.getByRole('region', { name: 'Contact messages' });
  await expect(contacts).toContainText(/[1-9]\d* unread messages?/);
  await expect(page.getByRole('region', { name: 'Volunteer interest' })).toContainText(
    'unread volunteer form',
  );
  await expect(page.getByRole('region', { name: 'Pledges to confirm' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Receipts to issue' })).toBeVisible();
  await expectNoAxeViolations(page);

  await contacts.getByRole('button', { name: 'Open Contact messages' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Contact messages' })).toBeFocused();
  await expect(page).toHaveURL(/\?panel=contact-messages$/);
  await expect(page.getByText('Asha Kulkarni').first()).toBeVisible();

  await page.goto('/dashboard');
  await page
    .getByRole('region', { name: 'Pledges to confirm' })
    .getByRole('button', { name: 'Open Donations (pledged)' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Donations' })).toBeFocused();
  await expect(page).toHaveURL(/\?panel=donations&status=pledged$/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('pledged');

  // A fresh site still has its sample texts: the checklist names the places and opens them.
  await page.goto('/dashboard');
  const checklist = page.getByRole('region', { name: 'Make the site your own' });
  await expect(checklist).toContainText('Replace the sample texts');
  await checklist.getByRole('button', { name: 'Testimonials' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Testimonials' })).toBeFocused();
  await expect(page).toHaveURL(/\?panel=testimonials$/);
});
