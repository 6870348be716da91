/**
 * Giving within the law, in a real browser (issue 23, Tests: "The 269ST guard, the citizenship question and
 * the international mobile, through the API and in the browser"): cash of ₹2,00,000 or more from one person
 * in a day is refused until an administrator gives the reason it is accepted, and a donor who is not an
 * Indian citizen is told plainly that the gift cannot be taken online, or shown the FCRA account when the
 * settings hold one. The citizen abroad with an international mobile is in accountants-year.spec.ts.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { givingMessages, givingPaths } from '#shared/api/giving-fields';
import type { GivingSettings } from '#shared/api/giving';
import { givingAdminTexts as say } from '#client/features/giving-admin/giving-admin-texts.ts';
import { givingTexts } from '#client/texts/giving.ts';
import { E2E_ADMIN, expect, expectNoAxeViolations, loginAsAdmin, test } from './testing/fixtures.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const fcraAccount = {
  accountName: 'Gurukul Educational and Charitable Trust (FCRA)',
  accountNumber: '40123456789',
  ifsc: 'SBIN0000691',
  branch: 'New Delhi Main Branch',
};
const noAccount = { accountName: '', accountNumber: '', ifsc: '', branch: '' };

async function signIn(request: APIRequestContext, baseURL: string): Promise<void> {
  const response = await request.post('/api/login', { data: E2E_ADMIN, headers: { origin: baseURL } });
  expect(response.ok()).toBe(true);
}

/** Online giving open, with the FCRA account given (or none), through the API; answers what was there. */
async function openGiving(
  request: APIRequestContext,
  baseURL: string,
  fcra: GivingSettings['fcraAccount'],
): Promise<GivingSettings> {
  await signIn(request, baseURL);
  const before = (await (await request.get(givingPaths.settings)).json()) as GivingSettings;
  const settings: GivingSettings = {
    ...before,
    upiId: 'gurukul@sbi',
    payeeName: 'Gurukul Educational and Charitable Trust',
    fcraAccount: fcra,
  };
  const response = await request.put(givingPaths.settings, { data: settings, headers: { origin: baseURL } });
  expect(response.status()).toBe(200);
  return before;
}

let settingsBefore: GivingSettings | undefined;
test.afterAll(async ({ request, baseURL }) => {
  if (!settingsBefore) return;
  await signIn(request, baseURL!);
  await request.put(givingPaths.settings, { data: settingsBefore, headers: { origin: baseURL! } });
});

async function chooseNotACitizen(page: Page) {
  await page.goto('/donate');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Sponsor a school kit' }).click();
  const form = page.getByRole('form', { name: givingTexts.title });
  await form.getByRole('radio', { name: givingTexts.residence.options.foreign }).check();
  return form;
}

test('/donate: a donor who is not an Indian citizen is told the gift cannot be taken online, or shown the FCRA account', async ({
  page,
  request,
  baseURL,
}) => {
  settingsBefore ??= await openGiving(request, baseURL!, noAccount);

  let form = await chooseNotACitizen(page);
  await expect(form.getByRole('status')).toHaveText(givingMessages.foreignNotAccepted);
  // Nothing to fill in or send: the amount and the donor's fields are gone.
  await expect(form.getByRole('button', { name: givingTexts.submit })).toHaveCount(0);
  await expect(form.getByLabel(givingTexts.fields.fullName)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The server refuses such a pledge too, whatever a client sends.
  const refused = await page.request.post(givingPaths.pledges, {
    headers: { origin: baseURL! },
    data: {
      action: 'sponsor-a-school-kit',
      amount: 1500,
      residence: 'foreign',
      fullName: 'John Smith',
      email: `john.${unique()}@example.org`,
      mobile: '+44 7700 900123',
      wantsReceipt: false,
      website: '',
    },
  });
  expect(refused.status()).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain(givingMessages.foreignNotAccepted);

  await openGiving(request, baseURL!, fcraAccount);
  form = await chooseNotACitizen(page);
  const notice = form.getByRole('status');
  await expect(notice).toContainText(givingTexts.residence.fcraIntro);
  await expect(notice).toContainText(fcraAccount.accountNumber);
  await expect(notice).toContainText(fcraAccount.ifsc);
  await expectNoAxeViolations(page);
});

test('Donations: ₹2,00,000 in cash from one person in a day is refused (section 269ST) until an administrator gives the reason', async ({
  page,
  request,
  baseURL,
}) => {
  settingsBefore ??= await openGiving(request, baseURL!, noAccount);
  const donor = { name: `Ramesh Patil ${unique()}`, email: `ramesh.${unique()}@example.org` };
  const gift = {
    action: 'way-to-give-money',
    amount: 200_000,
    fullName: donor.name,
    email: donor.email,
    mobile: '9845098450',
    receivedOn: new Date().toISOString().slice(0, 10),
    mode: 'cash',
    donorAddress: 'Dharwad',
  };

  await loginAsAdmin(page);
  // Through the API: refused with the section's message, and nothing is recorded.
  const refused = await page.request.post(givingPaths.donations, {
    data: gift,
    headers: { origin: baseURL! },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error).toBe(givingMessages.cash269st);

  await page.goto('/dashboard?panel=donations');
  await expect(page.getByRole('heading', { level: 2, name: 'Donations' })).toBeVisible();
  await page.getByRole('button', { name: say.donations.recordDonation }).click();
  const dialog = page.getByRole('dialog', { name: say.record.title });
  await dialog.getByLabel(say.record.fullName).fill(donor.name);
  await dialog.getByLabel(say.record.email).fill(donor.email);
  await dialog.getByLabel(say.record.amount).fill('200000');
  await expect(dialog.getByLabel(say.received.mode)).toHaveValue('cash');
  await dialog.getByLabel(say.received.address).fill('Dharwad');
  // Before the click, the dialog says the law refuses it and asks the reason.
  await expect(dialog.getByText(givingMessages.cash269st)).toBeVisible();
  const reason = dialog.getByLabel(say.preview.cashReason);
  await expect(reason).toBeVisible();
  await expectNoAxeViolations(page);

  await reason.fill('Collected at the annual day by 40 parents; the register is kept with the cash book.');
  await dialog.getByRole('button', { name: say.record.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Donation receipt DR\/\d{4}-\d{2}\/\d{4} issued/)).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: donor.name });
  await row.getByRole('button', { name: /History/ }).click();
  const history = page.getByRole('dialog');
  await expect(history).toContainText('Cash accepted past section 269ST');
  await expect(history).toContainText('Collected at the annual day by 40 parents');
});
