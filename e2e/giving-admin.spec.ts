/**
 * The administrator's side of giving through the real server, the built app and the real SMTP server of
 * the global setup (issue 11, Tests): settings set in the dashboard, a visitor's pledge marked received,
 * the donor's 80G receipt mailed with its PDF, and the year's Form 10BD listing the donor.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { givingPaths, type PledgeInput } from '#shared/api/giving';
import { financialYearOf } from '#shared/giving/financial-year';
import { givingAdminTexts as say } from '#client/features/giving-admin/giving-admin-texts.ts';
import { expect, expectNoAxeViolations, loginAsAdmin, receivedMails, test } from './testing/fixtures.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A PAN of this run's own, so Form 10BD's one row per donor holds only this test's donation. */
const uniquePan = () => {
  const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
  return `ABCP${letter()}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}${letter()}`;
};

async function openPanel(page: Page, panel: string, heading: string): Promise<void> {
  await page.goto(`/dashboard?panel=${panel}`);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

async function setGivingSettings(page: Page): Promise<void> {
  await openPanel(page, 'giving-settings', 'Giving settings');
  const s = say.settings;
  await page.getByLabel(s.upiId, { exact: true }).fill('gurukul@sbi');
  await page.getByLabel(s.payeeName, { exact: true }).fill('Gurukul Education Trust');
  await page.getByLabel(s.accountName, { exact: true }).fill('Gurukul Education Trust');
  await page.getByLabel(s.accountNumber, { exact: true }).fill('123456789012');
  await page.getByLabel(s.ifsc, { exact: true }).fill('sbin0001234');
  await page.getByLabel(s.branch, { exact: true }).fill('Pune Camp');
  await page.getByLabel(s.pan, { exact: true }).fill('AAATG1234Q');
  await page.getByLabel(s.urn, { exact: true }).fill('AAATG1234QF20214');
  await page.getByLabel(s.urnIssuedOn, { exact: true }).fill('2021-09-24');
  await page.getByLabel(s.urnValidFrom, { exact: true }).fill('2021-09-24');
  await page.getByLabel(s.urnValidUntil, { exact: true }).fill('2031-03-31');
  await page.getByLabel(s.signatoryName, { exact: true }).fill('Lakshmi Narayan');
  await page.getByLabel(s.signatoryDesignation, { exact: true }).fill('Managing Trustee');
  await expect(page.getByLabel(s.sectionCode, { exact: true })).toHaveValue('Section 80G');
  await page.getByRole('button', { name: s.save }).click();
  await expect(page.getByRole('status').filter({ hasText: s.saved })).toBeVisible();
  await expect(page.getByLabel(s.ifsc, { exact: true })).toHaveValue('SBIN0001234');
  await expectNoAxeViolations(page);
}

test('giving: settings, a ₹1,500 pledge marked received by UPI, the receipt mailed, Form 10BD lists the donor', async ({
  page,
  baseURL,
}) => {
  await loginAsAdmin(page);
  await setGivingSettings(page);

  // The visitor's pledge, with the body the /donate form sends.
  const donor = { fullName: `Meera Kulkarni ${unique()}`, email: `meera.${unique()}@example.org` };
  const pan = uniquePan();
  const pledge: PledgeInput = {
    action: 'sponsor-a-school-kit',
    amount: 1500,
    fullName: donor.fullName,
    email: donor.email,
    mobile: '9876543210',
    residence: 'india',
    wantsReceipt: true,
    pan,
    address: '14 Shivaji Nagar, Pune 411005',
    website: '',
  };
  const created = await page.request.post(givingPaths.pledges, {
    data: pledge,
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  const { reference } = (await created.json()) as { reference: string };

  await openPanel(page, 'donations', 'Donations');
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Pledged');
  await expect(row).toContainText(`PAN XXXXX${pan.slice(5, 9)}X`);
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `${say.donations.markReceived}: ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: say.received.title(reference) });
  await expect(dialog.getByLabel(say.received.mode)).toHaveValue('upi');
  await dialog.getByLabel(say.received.utr).fill('412345678901');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: say.received.save }).click();
  await expect(dialog).toBeHidden();
  const year = financialYearOf(new Date());
  const outcome = page.getByText(new RegExp(`80G receipt 80G/${year}/\\d{4} issued`));
  await expect(outcome).toBeFocused();
  await expect(row).toContainText('Received');
  await expect(row).toContainText('412345678901');

  // The receipt downloads from the panel...
  const receiptLink = row.getByRole('link', { name: /Download receipt 80G\// });
  const [receiptFile] = await Promise.all([page.waitForEvent('download'), receiptLink.click()]);
  expect(
    fs
      .readFileSync((await receiptFile.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // ...and reaches the donor by mail with the PDF attached (the pledge's confirmation went to them too).
  const receiptMail = async () =>
    (await receivedMails()).find(
      (mail) => mail.text?.includes(donor.fullName) && mail.subject?.includes('80G receipt'),
    );
  await expect.poll(receiptMail, { timeout: 20_000 }).toBeTruthy();
  const mail = (await receiptMail())!;
  expect(JSON.stringify(mail.to)).toContain(donor.email);
  expect(mail.subject).toMatch(/80G receipt/);
  expect(mail.attachments).toHaveLength(1);
  expect(mail.attachments[0]!.contentType).toBe('application/pdf');
  expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');

  // The year's Form 10BD lists the donor with the whole PAN and the portal's codes.
  await page.getByLabel(say.form10bd.year).selectOption(year);
  const [statement] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: say.form10bd.download }).click(),
  ]);
  expect(statement.suggestedFilename()).toBe(`form-10bd-${year}.csv`);
  const csv = fs.readFileSync((await statement.path())!, 'utf8');
  const line = csv.split(/\r?\n/).find((entry) => entry.includes(donor.fullName));
  expect(line).toContain(pan);
  expect(line).toContain('Electronic modes including account payee cheque/draft');
  expect(line).toContain('1500');
  await expect(page.getByText(new RegExp(`rows? for ${year} downloaded`))).toBeVisible();

  // Issue 23, must have 2: the receipt corrected by cancelling and re-issuing it, with its reason; the old
  // number stays listed, the new one names it, the donor gets the new one by mail, and the history says so.
  const first = (await row
    .getByRole('link', { name: /Download receipt 80G\// })
    .first()
    .textContent())!
    .replace('Download receipt ', '')
    .trim();
  const oldNumber = /80G\/\d{4}-\d{2}\/\d{4}/.exec(first)![0];
  await row.getByRole('button', { name: say.donations.reissue(oldNumber) }).click();
  const reissue = page.getByRole('dialog', { name: say.reissue.title(oldNumber) });
  await expect(reissue.getByText(say.reissue.explain(oldNumber, true))).toBeVisible();
  await expectNoAxeViolations(page);
  await reissue.getByLabel(say.reissue.reason).fill('The purpose was written wrongly.');
  await reissue.getByRole('button', { name: say.reissue.confirm }).click();
  await expect(reissue).toBeHidden();
  await expect(row.getByText(say.donations.replaces(oldNumber))).toBeVisible();
  const corrected = async () =>
    (await receivedMails()).find(
      (mail) => mail.subject?.startsWith('Your corrected 80G receipt') && mail.text?.includes(oldNumber),
    );
  await expect.poll(corrected, { timeout: 20_000 }).toBeTruthy();
  await row.getByRole('button', { name: say.donations.rowAction(say.donations.history, reference) }).click();
  const history = page.getByRole('dialog', { name: say.history.title(reference) });
  await expect(history.getByText(say.history.actions.reissued!)).toBeVisible();
  await expect(history.getByText(/The purpose was written wrongly/)).toBeVisible();
});
