import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givingPaths, type Donation, type Pledge } from '#shared/api/giving';
import { createTestApp, SITE, testEngines, type TestApp } from '#server/testing/helpers';
import { startTestSmtp, type TestSmtp } from '../mail/testing/smtp-test-server.ts';
import { openGiving } from './testing/giving-fixtures.ts';

describe.each(testEngines)('giving issue 4: the receipt reaches the donor by mail, on %s', (engine) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(engine, { SMTP_URL: smtp.url }, { startMailWorker: false });
    cookie = await t.login();
    await openGiving(t.app, cookie);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails the donor the PDF of their 80G receipt once, through a real SMTP server', async () => {
    const pledge = (
      await t.app.inject({
        method: 'POST',
        url: givingPaths.pledges,
        headers: { origin: SITE },
        payload: {
          action: 'sponsor-a-child',
          amount: 12_000,
          fullName: 'Arjun Shetty',
          email: 'arjun@example.org',
          mobile: '9845012345',
          wantsReceipt: true,
          pan: 'ABCDE1234F',
          address: 'Mysuru',
        },
      })
    ).json() as Pledge;
    const { donations } = (
      await t.app.inject({
        method: 'GET',
        url: `${givingPaths.donations}?q=${pledge.reference}`,
        headers: { cookie },
      })
    ).json() as { donations: Donation[] };
    await t.app.inject({
      method: 'POST',
      url: givingPaths.received(donations[0]!.id),
      headers: { cookie },
      payload: { receivedOn: '2026-06-01', mode: 'bank-transfer' },
    });
    // The pledge's own confirmation goes to the same donor: only receipts are counted here.
    const receipts = async () =>
      (await smtp.parsed()).filter((mail) => mail.subject?.startsWith('Your 80G receipt'));
    await expect.poll(async () => (await receipts()).length, { timeout: 5000 }).toBe(1);
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
});
