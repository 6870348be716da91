/**
 * Issue 28: a visitor on the Kannada site reads the server's answers to its forms in Kannada, and a donor who
 * pledged on /kn/donate gets the pledge's mail (through the real SMTP server) and their own page in Kannada.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { givingPaths } from '#shared/api/giving-fields';
import type { GivingSettings } from '#shared/api/giving';
import { kn } from '#client/i18n/catalogues/kn.ts';
import { mailCatalogues } from '#shared/server-words/index';
import { E2E_ADMIN, expect, expectNoAxeViolations, receivedMails, test } from './testing/fixtures.ts';

const words = mailCatalogues.kn;

async function open(page: Page, path: string) {
  await page.addInitScript(() => sessionStorage.setItem('donationPopupSeen', 'true'));
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** The administrator opens online giving (or closes it with ''), through the API. */
async function setUpiId(request: APIRequestContext, baseURL: string, upiId: string) {
  const login = await request.post('/api/login', { data: E2E_ADMIN, headers: { origin: baseURL } });
  expect(login.ok()).toBe(true);
  const current = (await (await request.get(givingPaths.settings)).json()) as GivingSettings;
  const response = await request.put(givingPaths.settings, {
    data: { ...current, upiId, payeeName: 'Gurukul Educational and Charitable Trust' },
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(200);
}

test.afterAll(async ({ request, baseURL }) => {
  await setUpiId(request, baseURL!, '');
});

test('the contact form on /kn/contact-us refuses a mobile number and thanks the visitor in Kannada', async ({
  page,
}) => {
  await open(page, '/kn/contact-us');
  const texts = kn.contact.form;
  const form = page.locator('form[action="/api/contact"]').first();
  await form.getByRole('textbox', { name: texts.name }).fill('ಆಶಾ ರಾವ್');
  await form.getByRole('textbox', { name: texts.mobile }).fill('12');
  await form.getByRole('textbox', { name: texts.message }).fill('ನಮಸ್ಕಾರ, ನನ್ನ ಮಗಳ ಶಾಲೆಯ ಬಗ್ಗೆ ಕೇಳಬೇಕಿತ್ತು.');
  await form.getByRole('button', { name: texts.send }).click();
  await expect(form.getByRole('alert')).toHaveText(words.answers.invalidMobile);

  await form.getByRole('textbox', { name: texts.mobile }).fill('98450 12345');
  await form.getByRole('button', { name: texts.send }).click();
  await expect(form.getByRole('status')).toHaveText(words.answers.contactReceived);
  await expect(form.getByRole('alert')).toBeEmpty();
  await expectNoAxeViolations(page);
});

test('a pledge made on /kn/donate is mailed in Kannada, and its link opens the donor’s page in Kannada', async ({
  page,
  request,
  baseURL,
}) => {
  await setUpiId(request, baseURL!, 'gurukul.trust@sbi');
  await open(page, '/kn/donate');
  const schoolKit = kn.getInvolved.actions.find((action) => action.id === 'sponsor-a-school-kit')!.title;
  await page.getByRole('button', { name: schoolKit }).click();
  const texts = kn.giving;
  const form = page.getByRole('form', { name: texts.title });
  const email = `donor-kn-${test.info().project.name}-${Date.now()}@example.org`;
  await form.getByRole('radio', { name: texts.residence.options.india }).check();
  await form.getByLabel(texts.fields.fullName).fill('ಮೀರಾ ರಾವ್');
  await form.getByLabel(texts.fields.email).fill(email);
  await form.getByLabel(texts.fields.mobile).fill('98450 12345');
  await form.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByText(texts.messages.pledgeRecorded)).toBeFocused();
  // The donor's own page, to come back to later, is the Kannada one.
  await expect(page.getByRole('link', { name: texts.utr.pledgeLink })).toHaveAttribute(
    'href',
    /\/kn\/donate\?pledge=/,
  );

  const confirmation = async () =>
    (await receivedMails()).find((mail) => JSON.stringify(mail.to).includes(email));
  await expect.poll(confirmation, { timeout: 30_000 }).toBeTruthy();
  const mail = (await confirmation())!;
  const link = new URL(/https?:\/\/\S+\/kn\/donate\?pledge=\S+/.exec(mail.text!)![0]);
  const reference = link.searchParams.get('pledge')!;
  expect(mail.subject).toBe(words.donor.pledge.subject(reference));
  expect(mail.html).toContain('<html lang="kn">');
  expect(mail.text).toContain(words.donor.pledge.thanks);
  expect(mail.text).toContain(words.donor.actions['sponsor-a-school-kit']);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
  await expect(page.getByRole('heading', { name: `${texts.donorPage.title} ${reference}` })).toBeVisible();
  await expect(page.getByText(texts.donorPage.status.pledged)).toBeVisible();
  // The QR code is named in Kannada for a screen reader.
  const qrName = words.donor.qrLabel('₹1,500', 'Gurukul Educational and Charitable Trust');
  await expect(page.getByRole('img', { name: qrName, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
