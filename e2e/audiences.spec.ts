/**
 * Audiences issue: an audience the administrator offers in the dashboard's Audiences panel is among the
 * subscribe form's choices on /subscribe, served in the page's HTML; the panel passes axe.
 */
import { audiencePaths } from '#shared/api/audience-fields';
import {
  expect,
  expectNoAxeViolations,
  loginAsAdmin,
  SITE_RENDER_TIMEOUT,
  test,
} from './testing/fixtures.ts';

test('Volunteer offered in the Audiences panel is a choice of the subscribe form; the panel passes axe', async ({
  page,
  browser,
  baseURL,
}) => {
  await loginAsAdmin(page);
  await page.goto('/dashboard?panel=audiences');
  await expect(page.getByRole('heading', { level: 2, name: 'Audiences' })).toBeVisible();
  const list = page.getByRole('list', { name: /^Audiences, in the order/ });
  await expect(list.getByRole('heading', { level: 3 })).toHaveText([
    'Teacher',
    'Student',
    'Parent',
    'Donor',
    'Volunteer',
    'Well-wisher',
  ]);
  await expectNoAxeViolations(page);

  try {
    await page.getByRole('button', { name: 'Offer Volunteer on the subscribe form' }).click();
    await expect(page.getByRole('button', { name: 'Take Volunteer off the subscribe form' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The site is rendered again within moments of the change: ask until /subscribe offers Volunteer.
    const visitor = await browser.newContext();
    try {
      await expect
        .poll(async () => (await visitor.request.get('/subscribe')).text(), { timeout: SITE_RENDER_TIMEOUT })
        .toContain('<option value="volunteer">Volunteer</option>');
      const subscribe = await visitor.newPage();
      await subscribe.goto('/subscribe');
      const role = subscribe.getByRole('combobox', { name: 'Your role' });
      await expect(role.getByRole('option')).toHaveText([
        'Select Your Role',
        'Teacher',
        'Student',
        'Parent',
        'Volunteer',
      ]);
    } finally {
      await visitor.close();
    }
  } finally {
    // The form goes back to the specification's three choices for the journeys that follow.
    const answer = await page.request.put(audiencePaths.one('volunteer'), {
      data: { name: 'Volunteer', offered: false },
      headers: { origin: baseURL! },
    });
    expect(answer.status()).toBe(200);
  }
});
