import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPaths } from '#shared/api/content-fields';
import { givingPaths, type Donation, type Pledge } from '#shared/api/giving';
import { createTestApp, SITE, testEngines, type TestApp } from '#server/testing/helpers';
import { startTestSmtp, type TestSmtp } from '../mail/testing/smtp-test-server.ts';
import { createMailer } from '../mail/mailer.ts';
import { createReceiptMail } from './receipt-mail.ts';
import { openGiving } from './testing/giving-fixtures.ts';

describe.each(testEngines)('giving issue 4: the receipt reaches the donor by mail, on %s', (engine) => {
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

  /** A visitor's pledge, and its id as the Donations panel lists it. */
  async function pledgeId(payload: object): Promise<number> {
    const pledge = (
      await t.app.inject({ method: 'POST', url: givingPaths.pledges, headers: { origin: SITE }, payload })
    ).json() as Pledge;
    const { donations } = (
      await t.app.inject({
        method: 'GET',
        url: `${givingPaths.donations}?q=${pledge.reference}`,
        headers: { cookie },
      })
    ).json() as { donations: Donation[] };
    return donations[0]!.id;
  }

  const markReceived = (id: number, payload: object) =>
    t.app.inject({ method: 'POST', url: givingPaths.received(id), headers: { cookie }, payload });

  it('mails the donor the PDF of their 80G receipt once, through a real SMTP server', async () => {
    await markReceived(
      await pledgeId({
        action: 'sponsor-a-child',
        amount: 12_000,
        fullName: 'Arjun Shetty',
        email: 'arjun@example.org',
        mobile: '9845012345',
        residence: 'india',
        wantsReceipt: true,
        pan: 'ABCDE1234F',
        address: 'Mysuru',
      }),
      { receivedOn: '2026-06-01', mode: 'bank-transfer' },
    );
    // The pledge's own confirmation goes to the same donor: only receipts are counted here.
    const receipts = async () =>
      (await smtp.parsed()).filter((mail) => mail.subject?.startsWith('Your 80G receipt'));
    await expect.poll(async () => (await receipts()).length).toBe(1);
    const [mail] = await receipts();
    expect(mail!.subject).toBe(
      'Your 80G receipt 80G/2026-27/0001 from Gurukul Educational and Charitable Trust',
    );
    expect((mail!.to as { text: string }).text).toBe('arjun@example.org');
    expect(mail!.text).toContain('₹12,000');
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]).toMatchObject({
      filename: '80G-2026-27-0001.pdf',
      contentType: 'application/pdf',
    });
    expect(mail!.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const row = await t.db
      .selectFrom('receipts')
      .select(['mailed_at', 'mail_attempts'])
      .executeTakeFirstOrThrow();
    expect(row.mailed_at).not.toBeNull();
    expect(row.mail_attempts).toBe(1);
  });

  it('issue 23, must have 10: the mail names the organisation as the site details now do, in its header, text and footer', async () => {
    const site = (await t.app.inject({ method: 'GET', url: contentPaths.site, headers: { cookie } })).json();
    const renamed = {
      ...site,
      name: 'Vidya Gurukul',
      legalName: 'Vidya Gurukul Charitable Trust',
      address: {
        ...site.address,
        street: '7, Temple Street',
        area: 'Chamundipuram',
        city: 'Mysuru',
        postcode: '570001',
      },
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: contentPaths.site,
      headers: { cookie },
      payload: renamed,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await markReceived(
      await pledgeId({
        action: 'way-to-give-money',
        amount: 700,
        fullName: 'Renamed Donor',
        email: 'renamed@example.org',
        mobile: '9845012345',
        residence: 'india',
        wantsReceipt: true,
        pan: 'RENAM1234D',
        address: 'Hassan',
      }),
      { receivedOn: '2026-06-01', mode: 'upi' },
    );
    const mailTo = async () =>
      (await smtp.parsed()).find(
        (mail) =>
          (mail.to as { text: string }).text === 'renamed@example.org' && mail.subject?.includes('receipt'),
      );
    await expect.poll(mailTo).toBeTruthy();
    const mail = (await mailTo())!;
    expect(mail.subject).toContain('Vidya Gurukul Charitable Trust');
    for (const part of [mail.text!, String(mail.html)]) {
      expect(part).toContain('Vidya Gurukul Charitable Trust, 7, Temple Street');
      expect(part).toContain('Mysuru');
      expect(part).not.toContain('Basavanagudi');
    }
    // The pledge's confirmation too.
    const confirmation = (await smtp.parsed()).find(
      (found) =>
        (found.to as { text: string }).text === 'renamed@example.org' &&
        found.subject?.startsWith('Your pledge'),
    );
    expect(confirmation?.text).toContain('donate page of Vidya Gurukul');
  });

  it('issue 23, must have 10: two instances on one database, a slow SMTP server: each receipt mail is sent once', async () => {
    const slow = await startTestSmtp({ acceptDelayMs: 300 });
    // Five receipts waiting to be mailed, as two instances' queues find them.
    for (let i = 0; i < 5; i += 1) {
      const id = await pledgeId({
        action: 'way-to-give-money',
        amount: 1000 + i,
        fullName: `Donor ${i}`,
        email: `claim${i}@example.org`,
        mobile: '9845012345',
        residence: 'india',
      });
      await t.db
        .updateTable('donations')
        .set({ status: 'received', mode: 'upi', received_on: '2026-06-02' })
        .where('id', '=', id)
        .execute();
      await t.app.inject({ method: 'POST', url: givingPaths.issue(id), headers: { cookie } });
    }
    // The app's own queue mails them first; then they wait again, for the two instances below.
    const dr = () =>
      t.db.selectFrom('receipts').select(['mailed_at']).where('number', 'like', 'DR/%').execute();
    await expect.poll(async () => (await dr()).filter((row) => row.mailed_at !== null).length).toBe(5);
    await t.db
      .updateTable('receipts')
      .set({ mailed_at: null, mail_attempts: 0, mail_claimed_until: null })
      .where('number', 'like', 'DR/%')
      .execute();
    const mailers = [0, 1].map(() => createMailer({ smtpUrl: slow.url, outboxDir: '' }));
    const instances = mailers.map((mailer) =>
      createReceiptMail({
        db: t.db,
        mailer,
        mailFrom: 'Gurukul <noreply@example.org>',
        storage: t.app.storage,
        dataKey: t.app.dataKey,
        log: t.app.log,
      }),
    );
    await Promise.all([...instances.map((queue) => queue.kick()), ...instances.map((queue) => queue.kick())]);
    const counts = slow.countsByRecipient();
    for (let i = 0; i < 5; i += 1) expect(counts.get(`claim${i}@example.org`)).toBe(1);
    for (const mailer of mailers) mailer.close();
    await slow.close();
  });
});
