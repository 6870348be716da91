import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { givingPaths, type Donation, type Pledge } from '#shared/api/giving';
import { invalidLanguageMessage } from '#shared/api/subscriptions';
import { mailCatalogues } from '#shared/server-words/index';
import { createTestApp, SITE, testEngines, type TestApp } from '#server/testing/helpers';
import { startTestSmtp, type TestSmtp } from '../mail/testing/smtp-test-server.ts';
import { certificateParagraphs } from './certificates-mail.ts';
import { openGiving } from './testing/giving-fixtures.ts';
import { pdfText } from './testing/pdf-text.ts';
import { lawOfDay } from '#shared/giving/receipt-law';

const { kn, en, hi } = mailCatalogues;
const ORGANISATION = 'Gurukul Educational and Charitable Trust';

const withReceipt = {
  action: 'sponsor-a-child',
  amount: 12_000,
  fullName: 'ಮೀರಾ ರಾವ್',
  mobile: '9845012345',
  residence: 'india',
  wantsReceipt: true,
  pan: 'ABCDE1234F',
  address: 'ಮೈಸೂರು',
};

/**
 * Issue 28, must have 5: the donor's mails (the pledge's confirmation with the donor's own page and how to
 * pay, the receipt's mail) come in the language of the page the pledge was made on, recorded with it.
 */
describe.each(testEngines)('the donor’s mails in the donor’s language, on %s (issue 28)', (engine) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(
      engine,
      { SMTP_URL: smtp.url, FORM_RATE_LIMIT_PER_MINUTE: '1000' },
      { startMailWorker: false },
    );
    cookie = await t.login();
    await openGiving(t.app, cookie);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A pledge sent from a page: `/kn/donate` sends `language: 'kn'`, as the form does. */
  const pledgeFrom = (page: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: givingPaths.pledges,
      headers: { origin: SITE, referer: `${SITE}${page}` },
      payload,
    });
  const mailsTo = async (email: string): Promise<ParsedMail[]> =>
    (await smtp.parsed()).filter((mail) => (mail.to as { text: string }).text === email);
  const languageOf = async (reference: string) =>
    (
      await t.db
        .selectFrom('donations')
        .select('language')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow()
    ).language;
  async function markReceived(reference: string) {
    const { donations } = (
      await t.app.inject({
        method: 'GET',
        url: `${givingPaths.donations}?q=${reference}`,
        headers: { cookie },
      })
    ).json() as { donations: Donation[] };
    const response = await t.app.inject({
      method: 'POST',
      url: givingPaths.received(donations[0]!.id),
      headers: { cookie },
      payload: { receivedOn: '2026-06-01', mode: 'upi' },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('a pledge from /kn/donate records Kannada; its mail and its receipt’s mail come in Kannada, the receipt’s PDF in English', async () => {
    const email = 'meera.kn@example.org';
    const response = await pledgeFrom('/kn/donate', { ...withReceipt, email, language: 'kn' });
    expect(response.statusCode, response.body).toBe(201);
    const pledge = response.json() as Pledge;
    expect(await languageOf(pledge.reference)).toBe('kn');
    // The donor's own page is the Kannada one.
    expect(new URL(pledge.link).pathname).toBe('/kn/donate');
    // Its QR code is named in Kannada for a screen reader, as the page around it is.
    expect(pledge.qrSvg).toContain(kn.donor.qrLabel('₹12,000', ORGANISATION));

    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(kn.donor.pledge.subject(pledge.reference));
    expect(mail!.html).toContain('<html lang="kn">');
    for (const part of [mail!.text!, String(mail!.html)]) {
      expect(part).toContain(kn.donor.greeting('ಮೀರಾ ರಾವ್'));
      expect(part).toContain(kn.donor.pledge.thanks);
      expect(part).toContain(kn.donor.actions['sponsor-a-child']);
      expect(part).toContain(kn.donor.payment.reference);
      expect(part).toContain('₹12,000');
      expect(part).toContain(kn.donor.pledge.footer('Gurukul'));
      expect(part).not.toContain(en.donor.pledge.thanks);
    }
    // The words the mailer adds, the "stop contacting me" link, are in Kannada too.
    expect(mail!.text).toContain(kn.footer.stopText(`${SITE}/stop-contacting?token=`));
    expect(mail!.html).toContain(`>${kn.footer.stopLink}</a>`);
    expect(mail!.text).toContain(`${SITE}/kn/donate?pledge=${pledge.reference}&token=`);
    expect(mail!.text).toContain(pledge.link);

    await markReceived(pledge.reference);
    const receiptMail = async () => (await mailsTo(email)).find((found) => found.subject !== mail!.subject);
    await expect.poll(receiptMail).toBeTruthy();
    const receipt = (await receiptMail())!;
    const law = lawOfDay('2026-06-01');
    const act = law.act.replace(/^the /, '');
    expect(receipt.subject).toBe(kn.donor.receipt.subject('80G ರಸೀದಿ', '80G/2026-27/0001', ORGANISATION));
    expect(receipt.html).toContain('<html lang="kn">');
    for (const part of [receipt.text!, String(receipt.html)]) {
      expect(part).toContain(kn.donor.greeting('ಮೀರಾ ರಾವ್'));
      // The law's names stay as the law of the day writes them, inside the Kannada sentence.
      expect(part).toContain(
        kn.donor.receipt.thanks80g('₹12,000', law.deductionSection, act, '80G/2026-27/0001'),
      );
      expect(part).toContain(act);
      expect(part).toContain(
        kn.donor.receipt.statement(ORGANISATION, law.statementForm, law.certificateForm),
      );
      expect(part).toContain(kn.donor.receipt.footer(ORGANISATION, '80G ರಸೀದಿ'));
    }
    expect(receipt.attachments).toHaveLength(1);
    const pdf = await pdfText(receipt.attachments[0]!.content);
    // The receipt itself is the legal document, in English as the Income-tax portal's forms are.
    expect(pdf).toContain('80G');
    expect(pdf).not.toContain(kn.donor.receipt.kinds['80g']);
  });

  it('a pledge from an English page is recorded as English and mailed as before', async () => {
    const email = 'meera.en@example.org';
    const response = await pledgeFrom('/donate', { ...withReceipt, fullName: 'Meera Rao', email });
    expect(response.statusCode, response.body).toBe(201);
    const pledge = response.json() as Pledge;
    expect(await languageOf(pledge.reference)).toBe('en');
    expect(new URL(pledge.link).pathname).toBe('/donate');
    expect(pledge.qrSvg).toContain(en.donor.qrLabel('₹12,000', ORGANISATION));
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(`Your pledge ${pledge.reference}: how to pay`);
    expect(mail!.html).toContain('<html lang="en">');
    expect(mail!.text).toContain('Thank you for your pledge. Here is how to pay it.');
    expect(mail!.text).toContain(`${SITE}/donate?pledge=${pledge.reference}&token=`);
  });

  it('refuses a language the site does not speak with a 400 and records nothing', async () => {
    for (const language of ['fr', 'KN', '', 7]) {
      const email = `unknown-${String(language) || 'empty'}@example.org`;
      const response = await pledgeFrom('/donate', { ...withReceipt, email, language });
      expect(response.statusCode, String(language)).toBe(400);
      expect(response.json().error).toBe(invalidLanguageMessage);
      const stored = await t.db
        .selectFrom('donations')
        .select('id')
        .where('donor_email', '=', email)
        .execute();
      expect(stored).toEqual([]);
    }
  });

  it('a Hindi donor’s pledge page, opened from the mail, says where it is and refuses a bad UTR in Hindi', async () => {
    const email = 'asha.hi@example.org';
    const pledge = (
      await pledgeFrom('/hi/donate', { ...withReceipt, email, language: 'hi' })
    ).json() as Pledge;
    const token = new URL(pledge.link).searchParams.get('token')!;
    const refused = await t.app.inject({
      method: 'POST',
      url: `${givingPaths.utr(pledge.reference)}?token=${token}`,
      headers: { origin: SITE, referer: pledge.link },
      payload: { utr: '12' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(hi.answers.utrInvalid);
  });
});

describe('the certificate’s mail in the donor’s language (issue 28)', () => {
  it('writes the thanks and what the certificate is for in Kannada, the law’s names as they are', () => {
    const [thanks, proof, wrong] = certificateParagraphs('2025-26', 'Gurukul', 'kn');
    expect(thanks).toBe(kn.donor.certificate.thanks('Gurukul', '2025-26', 'Form 10BE'));
    expect(proof).toContain('section 80G (Income-tax Act, 1961)');
    expect(proof).toContain('Form 10BD');
    expect(wrong).toBe(kn.donor.certificate.wrongDetail);
    // English stays word for word what it was.
    expect(certificateParagraphs('2025-26', 'Gurukul')[1]).toContain(
      'under section 80G of the Income-tax Act, 1961 with it',
    );
  });
});
