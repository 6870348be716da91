/**
 * The trust's year as its accountant walks it, through the dashboard in a real browser against the built
 * app, the real server and the real SMTP server of the global setup: the giving settings, two donors'
 * pledges (one an Indian citizen abroad), one marked received by UPI and its 80G receipt corrected by
 * cancelling and re-issuing it, the other paid by NEFT and matched from the bank's statement, Form 10BD
 * downloaded and marked filed, and the portal's Form 10BE certificates uploaded, matched (one by hand) and
 * mailed to both donors. Axe checks the settings, Bank statement and Form 10BE panels on the way.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { givingPaths, type PledgeInput } from '#shared/api/giving';
import { financialYearOf } from '#shared/giving/financial-year';
import { dayInIndia } from '#shared/india-time';
import { givingTexts } from '#client/texts/giving.ts';
import { givingAdminTexts as say } from '#client/features/giving-admin/giving-admin-texts.ts';
import { certificatePdf } from './testing/certificate-pdf.ts';
import { expect, expectNoAxeViolations, loginAsAdmin, receivedMails, test } from './testing/fixtures.ts';

const ORGANISATION_PAN = 'AAATG1234Q';
/** What the Mark received dialog and the bank statement's Confirm say before the click. */
const WILL_ISSUE_80G = 'An 80G receipt will be issued and mailed to the donor.';
/** Mails and PDFs are made by a server busy with two projects at once on a small machine. */
const SLOW = { timeout: 30_000 };

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A PAN of this run's own, so the year's statement and certificates hold one row per donor of this test. */
const uniquePan = (fourth: string) => {
  const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
  return `AFH${fourth}${letter()}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}${letter()}`;
};
const maskedPan = (pan: string) => `XXXXX${pan.slice(5, 9)}X`;
const RECEIPT_NUMBER = /80G\/\d{4}-\d{2}\/\d{4}/;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `2026-11-27` as an SBI statement writes it: `27 Nov 2026`. */
const sbiDate = (day: string) =>
  `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/**
 * A made-up statement in the layout of SBI's CSV export (nine lines about the account, the titles on line
 * 10, Indian grouping, an empty amount as a space, a footer): the donor's NEFT quoting the pledge's
 * reference, a UPI credit that names no pledge, and a payment out.
 */
function sbiStatement(day: string, pledgeReference: string, neftUtr: string): string {
  const date = sbiDate(day);
  return [
    '\uFEFFAccount Name       :,GURUKUL EDUCATIONAL TRUST',
    'Address            :,"12, Temple Road, Dharwad"',
    'Account Number     :,_00000012345678901',
    'IFS Code           :,SBIN0001234',
    '',
    `Balance as on ${date} :,"1,00,000.00"`,
    `Start Date         :,${date}`,
    `End Date           :,${date}`,
    '',
    'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
    `${date},${date},BY TRANSFER-NEFT*HSBC0400002*${neftUtr}*VIKRAM IYER ${pledgeReference},${neftUtr}, ,"5,000.00","1,05,000.00"`,
    `${date},${date},UPI/CR/612398765432/RAMESH K/YESB/ramesh@ybl,612398765432, ,750.00,"1,05,750.00"`,
    `${date},${date},ELECTRICITY BILL,,"2,130.00", ,"1,03,620.00"`,
    '**This is a computer generated statement and does not require a signature.**',
    '',
  ].join('\r\n');
}

async function openPanel(page: Page, panel: string, heading: string): Promise<void> {
  await page.goto(`/dashboard?panel=${panel}`);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

/** A message said in a live region (the panel's own line, and the popup that says it too). */
const said = (page: Page, message: string) => page.getByRole('status').filter({ hasText: message }).first();

test('the accountant’s year: settings, pledges, a receipt re-issued, the bank statement, Form 10BD filed, Form 10BE mailed', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const year = financialYearOf(new Date());
  const today = dayInIndia(new Date());
  const run = `${test.info().project.name}-${unique()}`;
  const asha = {
    name: 'Asha Deshpande',
    email: `asha.${run}@example.org`,
    pan: uniquePan('P'),
  };
  const vikram = {
    name: 'Vikram Iyer',
    email: `vikram.${run}@example.org`,
    pan: uniquePan('P'),
  };
  const neftUtr = `SBIN${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;

  await loginAsAdmin(page);

  await test.step('giving settings: UPI, the 80G registration and who signs', async () => {
    await openPanel(page, 'giving-settings', 'Giving settings');
    const s = say.settings;
    await page.getByLabel(s.upiId, { exact: true }).fill('gurukul.trust@sbi');
    await page.getByLabel(s.payeeName, { exact: true }).fill('Gurukul Educational and Charitable Trust');
    await page.getByLabel(s.accountName, { exact: true }).fill('Gurukul Educational and Charitable Trust');
    await page.getByLabel(s.accountNumber, { exact: true }).fill('00000012345678901');
    await page.getByLabel(s.ifsc, { exact: true }).fill('SBIN0001234');
    await page.getByLabel(s.branch, { exact: true }).fill('Dharwad Main');
    await page.getByLabel(s.pan, { exact: true }).fill(ORGANISATION_PAN.toLowerCase());
    await page.getByLabel(s.urn, { exact: true }).fill('AAATG1234QF20214');
    await page.getByLabel(s.urnIssuedOn, { exact: true }).fill('2021-09-24');
    await page.getByLabel(s.urnValidFrom, { exact: true }).fill('2021-09-24');
    await page.getByLabel(s.urnValidUntil, { exact: true }).fill('2031-03-31');
    await page.getByLabel(s.signatoryName, { exact: true }).fill('Lakshmi Narayan');
    await page.getByLabel(s.signatoryDesignation, { exact: true }).fill('Managing Trustee');
    await page.getByRole('button', { name: s.save }).click();
    await expect(said(page, s.saved)).toBeVisible();
    await expect(page.getByLabel(s.pan, { exact: true })).toHaveValue(ORGANISATION_PAN);
    await page.getByRole('group', { name: say.receiptImages.legend }).scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
  });

  let ashaReference = '';
  let vikramReference = '';
  await test.step('two pledges: one through the public API, one on /donate by a citizen abroad', async () => {
    const pledge: PledgeInput = {
      action: 'sponsor-a-school-kit',
      amount: 1500,
      residence: 'india',
      fullName: asha.name,
      email: asha.email,
      mobile: '98450 12345',
      wantsReceipt: true,
      pan: asha.pan,
      address: '14 Shivaji Nagar, Pune 411005',
      website: '',
    };
    const created = await page.request.post(givingPaths.pledges, {
      data: pledge,
      headers: { origin: baseURL! },
    });
    expect(created.status()).toBe(201);
    ashaReference = ((await created.json()) as { reference: string }).reference;

    await page.goto('/donate');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Sponsor a school kit' }).click();
    const form = page.getByRole('form', { name: givingTexts.title });
    await form.getByRole('radio', { name: givingTexts.amount.other }).check();
    await form.getByLabel(givingTexts.amount.otherLabel).fill('5,000');
    await form.getByRole('radio', { name: givingTexts.residence.options.abroad }).check();
    await expect(form.getByText(givingTexts.fields.mobileAbroadHint)).toBeVisible();
    await form.getByLabel(givingTexts.fields.fullName).fill(vikram.name);
    await form.getByLabel(givingTexts.fields.email).fill(vikram.email);
    await form.getByLabel(givingTexts.fields.mobile).fill('+44 7700 900123');
    await form.getByRole('checkbox', { name: givingTexts.fields.wantsReceipt }).check();
    await form.getByRole('textbox', { name: givingTexts.fields.pan }).fill(vikram.pan);
    await form
      .getByRole('textbox', { name: givingTexts.fields.address })
      .fill('Flat 2, 10 Baker Street, London NW1 6XE, United Kingdom');
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && new URL(response.url()).pathname === givingPaths.pledges,
      ),
      form.getByRole('button', { name: givingTexts.submit }).click(),
    ]);
    expect(answer.status()).toBe(201);
    vikramReference = ((await answer.json()) as { reference: string }).reference;
    await expect(page.getByRole('link', { name: givingTexts.payment.payWithUpi })).toBeVisible();
  });

  let firstReceipt = '';
  await test.step('Donations: Asha’s pledge marked received by UPI, the dialog saying first what is issued', async () => {
    await openPanel(page, 'donations', 'Donations');
    const row = page.getByRole('row').filter({ hasText: ashaReference });
    await expect(row).toContainText(say.statusLabels.pledged);
    await expect(row).toContainText(`PAN ${maskedPan(asha.pan)}`);
    const abroad = page.getByRole('row').filter({ hasText: vikramReference });
    await expect(abroad).toContainText('+44 7700 900123');

    await row
      .getByRole('button', { name: say.donations.rowAction(say.donations.markReceived, ashaReference) })
      .click();
    const dialog = page.getByRole('dialog', { name: say.received.title(ashaReference) });
    await expect(dialog.getByLabel(say.received.mode)).toHaveValue('upi');
    await dialog.getByLabel(say.received.utr).fill('412398761234');
    await expect(dialog.getByRole('status').filter({ hasText: WILL_ISSUE_80G })).toBeVisible();
    await dialog.getByRole('button', { name: say.received.save }).click();
    await expect(dialog).toBeHidden();

    const outcome = page.getByText(
      new RegExp(`^80G receipt 80G/${year}/\\d{4} issued; it is mailed to the donor\\.$`),
    );
    await expect(outcome).toBeFocused();
    firstReceipt = RECEIPT_NUMBER.exec((await outcome.textContent())!)![0];
    await expect(row).toContainText(say.statusLabels.received);
    const link = row.getByRole('link', { name: say.donations.download(firstReceipt) });
    const [receipt] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(
      fs
        .readFileSync((await receipt.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await expect
      .poll(
        async () =>
          (await receivedMails()).some(
            (mail) => JSON.stringify(mail.to).includes(asha.email) && mail.subject?.includes(firstReceipt),
          ),
        SLOW,
      )
      .toBe(true);
  });

  await test.step('one correction: the receipt cancelled and re-issued, both numbers listed', async () => {
    const row = page.getByRole('row').filter({ hasText: ashaReference });
    await row.getByRole('button', { name: say.donations.reissue(firstReceipt) }).click();
    const dialog = page.getByRole('dialog', { name: say.reissue.title(firstReceipt) });
    await expect(dialog.getByText(say.reissue.explain(firstReceipt, true))).toBeVisible();
    const reason = 'The donor’s address was misspelt.';
    await dialog.getByLabel(say.reissue.reason).fill(reason);
    await dialog.getByRole('button', { name: say.reissue.confirm }).click();
    await expect(dialog).toBeHidden();

    const outcome = page.getByText(
      new RegExp(`^80G receipt 80G/${year}/\\d{4} issued; it is mailed to the donor\\.$`),
    );
    await expect(outcome).toBeFocused();
    const secondReceipt = RECEIPT_NUMBER.exec((await outcome.textContent())!)![0];
    expect(secondReceipt).not.toBe(firstReceipt);
    await expect(row.getByRole('link', { name: say.donations.download(firstReceipt) })).toBeVisible();
    await expect(row.getByText(say.donations.cancelled(reason))).toBeVisible();
    await expect(row.getByRole('link', { name: say.donations.download(secondReceipt) })).toBeVisible();
    await expect(row.getByText(say.donations.replaces(firstReceipt))).toBeVisible();
    // Only the new one can still be cancelled or re-issued.
    await expect(row.getByRole('button', { name: say.donations.reissue(firstReceipt) })).toHaveCount(0);
    await expect(row.getByRole('button', { name: say.donations.reissue(secondReceipt) })).toBeVisible();
    await expect
      .poll(
        async () =>
          (await receivedMails()).some(
            (mail) =>
              mail.subject?.startsWith('Your corrected 80G receipt') &&
              JSON.stringify(mail.to).includes(asha.email) &&
              mail.text?.includes(firstReceipt),
          ),
        SLOW,
      )
      .toBe(true);
  });

  await test.step('Bank statement: the columns checked once, Vikram’s NEFT matched by its reference and confirmed', async () => {
    await openPanel(page, 'bank-statement', 'Bank statement');
    const b = say.bankStatement;
    await page.getByLabel(b.bank, { exact: true }).fill('SBI current account');
    await page.getByLabel(b.file, { exact: true }).setInputFiles({
      name: 'sbi-statement.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(sbiStatement(today, vikramReference, neftUtr)),
    });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: b.read }).click();

    // A bank seen for the first time: its columns are shown, guessed from the titles, to be checked.
    await expect(page.getByRole('heading', { level: 3, name: b.mappingTitle })).toBeVisible(SLOW);
    await expect(page.getByRole('table', { name: b.previewCaption })).toContainText('Txn Date');
    await expect(page.getByLabel(b.skipLines)).toHaveValue('10');
    await expect(page.getByLabel(b.columns.credit).locator('option:checked')).toHaveText(
      b.columnOption(5, 'Credit'),
    );
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: b.match }).click();

    await expect(page.getByText(b.counts(2, 0, 1, 1))).toBeFocused(SLOW);
    await expect(page.getByText(b.debits(1))).toBeVisible();
    const credits = page.getByRole('table', { name: b.caption });
    const neft = credits.getByRole('row').filter({ hasText: vikramReference });
    await expect(neft).toContainText(b.sameReference);
    await expect(neft).toContainText(vikram.name);
    await expect(credits.getByRole('row').filter({ hasText: 'RAMESH K' })).toContainText(b.none);
    await expectNoAxeViolations(page);

    await neft.getByRole('button', { name: new RegExp(`^Confirm ${vikramReference}: ₹5,000 on `) }).click();
    const dialog = page.getByRole('dialog', { name: b.confirmTitle(vikramReference) });
    await expect(dialog).toContainText(`reference ${neftUtr}`);
    await expect(dialog.getByRole('status').filter({ hasText: WILL_ISSUE_80G })).toBeVisible();
    await dialog.getByRole('button', { name: b.confirmSave }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(new RegExp(`^80G receipt 80G/${year}/\\d{4} issued; it is mailed`)),
    ).toBeFocused();
    await expect(neft).toContainText(b.used(vikramReference, 'confirmed'));
  });

  const acknowledgement = `${Math.floor(Math.random() * 1e9)}${Date.now() % 1e6}`;
  await test.step('Form 10BD: the statement downloaded with both donors, then marked filed', async () => {
    await openPanel(page, 'donations', 'Donations');
    const f = say.form10bd;
    await page.getByLabel(f.year).selectOption(year);
    const [statement] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: f.download }).click(),
    ]);
    const csv = fs.readFileSync((await statement.path())!, 'utf8');
    expect(csv).toContain(asha.pan);
    expect(csv).toContain(vikram.pan);
    await expect(said(page, f.rows(2, year))).toBeVisible();

    const filing = page.getByRole('form', { name: f.markFiledTitle });
    await expect(page.getByText(f.notFiled(year))).toBeVisible();
    await filing.getByLabel(f.filedOn).fill(today);
    await filing.getByLabel(f.acknowledgement).fill(acknowledgement);
    await filing.getByRole('button', { name: f.markFiled }).click();
    await expect(
      said(page, `The statement for ${year} was filed on`).filter({ hasText: acknowledgement }),
    ).toBeVisible();
    await expect(filing.getByRole('button', { name: f.markRevisedFiled })).toBeVisible();
    // Every donation of the year now says a change needs a revised statement (seen once the list is loaded
    // again: recording the filing does not refresh the list above it).
    await openPanel(page, 'donations', 'Donations');
    await expect(
      page.getByRole('row').filter({ hasText: vikramReference }).getByText(say.donations.inFiledYear),
    ).toBeVisible();
  });

  await test.step('Form 10BE: certificates uploaded, one matched by hand, mailed to both donors', async () => {
    await openPanel(page, 'form-10be', 'Form 10BE certificates');
    const c = say.certificates;
    await page.getByLabel(c.year).selectOption(year);
    await expect(page.getByText(new RegExp(`^Form 10BD for ${year} was filed on `))).toBeVisible();
    await expect(
      page.getByText(
        /^2 donors with an 80G receipt of the year have no certificate yet\. They must have it by 31 May \d{4}\.$/,
      ),
    ).toBeVisible();

    const ashaFile = `10BE-${asha.pan}.pdf`;
    const vikramFile = `10BE-certificate-2.pdf`;
    const files = [
      {
        name: ashaFile,
        mimeType: 'application/pdf',
        buffer: await certificatePdf({
          organisationPan: ORGANISATION_PAN,
          donorName: asha.name.toUpperCase(),
          identity: asha.pan,
          year,
          amount: 1500,
        }),
      },
      {
        // The portal printed no identity number the rule can use: the accountant matches it by hand.
        name: vikramFile,
        mimeType: 'application/pdf',
        buffer: await certificatePdf({
          organisationPan: ORGANISATION_PAN,
          donorName: vikram.name,
          identity: 'Not available',
          year,
          amount: 5000,
        }),
      },
    ];
    await page.getByLabel(c.files).setInputFiles(files);
    await page.getByRole('button', { name: c.upload }).click();
    await expect(said(page, c.uploaded(2, 1, 1, 0))).toBeVisible(SLOW);

    const table = page.getByRole('table', { name: c.caption });
    const ashaRow = table.getByRole('row').filter({ hasText: ashaFile });
    const vikramRow = table.getByRole('row').filter({ hasText: vikramFile });
    await expect(ashaRow).toContainText(c.statuses.matched);
    await expect(ashaRow).toContainText(c.matchedBy.identity);
    await expect(ashaRow).toContainText(maskedPan(asha.pan));
    await expect(vikramRow).toContainText(c.statuses.unmatched);
    await expectNoAxeViolations(page);

    await vikramRow.getByRole('button', { name: `${c.match}: ${vikramFile}` }).click();
    const dialog = page.getByRole('dialog', { name: c.matchTitle(vikramFile) });
    const donor = dialog.getByLabel(c.matchDonor);
    const option = donor.getByRole('option', { name: new RegExp(`^${vikram.name} \\(`) });
    await donor.selectOption({ label: (await option.textContent())! });
    await dialog.getByRole('button', { name: c.matchSave }).click();
    await expect(dialog).toBeHidden();
    await expect(vikramRow).toContainText(c.matchedBy.manual);
    await expect(said(page, c.counts(2, 2, 0, 0, 2))).toBeVisible();

    await page.getByRole('button', { name: c.mail(2) }).click();
    const question = page.getByRole('alertdialog', { name: c.confirmMail(2) });
    await question.getByRole('button', { name: 'Confirm' }).click();
    await expect(said(page, c.mailQueued(2))).toBeVisible();

    // Each donor gets their own certificate, attached, through the real SMTP server.
    const certificateMail = async (email: string) =>
      (await receivedMails()).find(
        (mail) =>
          JSON.stringify(mail.to).includes(email) &&
          mail.subject?.startsWith('Your certificate of donation') &&
          mail.subject.includes(year),
      );
    for (const email of [asha.email, vikram.email])
      await expect.poll(async () => Boolean(await certificateMail(email)), SLOW).toBe(true);
    const mail = (await certificateMail(vikram.email))!;
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toMatch(new RegExp(`^Form-(10BE|114)-${year}\\.pdf$`));
    expect(mail.attachments[0]!.content.equals(files[1]!.buffer)).toBe(true);

    // The panel counts them mailed, and no donor of the year waits for one.
    await openPanel(page, 'form-10be', 'Form 10BE certificates');
    await page.getByLabel(c.year).selectOption(year);
    await expect(said(page, c.counts(2, 2, 2, 0, 0))).toBeVisible();
    await expect(page.getByText(c.donorsWithout(0, ''))).toBeVisible();
    await expect(ashaRow).toContainText(c.statuses.mailed);
    await expect(vikramRow).toContainText(c.statuses.mailed);
    await expect(page.getByRole('button', { name: c.mail(0) })).toBeDisabled();
    await expectNoAxeViolations(page);
  });
});
