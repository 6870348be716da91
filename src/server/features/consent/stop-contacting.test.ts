import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givingPaths } from '#shared/api/giving';
import { subscriptionPaths } from '#shared/api/subscriptions';
import { consentPurposes } from '#shared/privacy/consent';
import { createTestApp, SITE, testEngines, type TestApp } from '#server/testing/helpers';
import { createCampaignComposer } from '../mail/mail-compose.ts';
import { createMailer } from '../mail/mailer.ts';
import { mailSenderOf } from '../mail/mail-sender.ts';
import { renderMail } from '../mail/mail-template.ts';
import { createTokenSigner, loadMailSecret } from '../mail/mail-tokens.ts';
import { startTestSmtp, type TestSmtp } from '../mail/testing/smtp-test-server.ts';
import { createTransactionalMail } from '../mail/transactional-mail.ts';
import { openGiving } from '../giving/testing/giving-fixtures.ts';
import { consentOf, isStopped, stopLinksOf } from './consent.service.ts';

const schoolKit = {
  action: 'sponsor-a-school-kit',
  amount: 1500,
  fullName: 'Meera Rao',
  mobile: '9845012345',
  residence: 'india',
};

/** A header's value as sent, its folded lines joined. */
const headerText = (mail: ParsedMail, name: string) => {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line ?? '';
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
};

describe.each(testEngines)('issue 27: withdrawing consent from a mail, on %s', (engine) => {
  let smtp: TestSmtp;
  let t: TestApp;
  /** Addresses the SMTP server refuses for now (451), so their mail waits to be tried again. */
  const refusing = new Set<string>();
  beforeAll(async () => {
    smtp = await startTestSmtp({
      onRecipient: (address) =>
        refusing.has(address) ? { code: 451, message: 'Try again later' } : undefined,
    });
    t = await createTestApp(
      engine,
      { SMTP_URL: smtp.url, FORM_RATE_LIMIT_PER_MINUTE: '1000' },
      { startMailWorker: false },
    );
    await openGiving(t.app, await t.login());
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const pledge = async (email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: givingPaths.pledges,
      headers: { origin: SITE, referer: `${SITE}/donate` },
      payload: { ...schoolKit, email },
    });
    expect(response.statusCode).toBe(201);
    return (response.json() as { reference: string }).reference;
  };
  const mailsTo = async (email: string) =>
    (await smtp.parsed()).filter((mail) => (mail.to as { text: string }).text === email);
  const pledgeRow = (reference: string) =>
    t.db
      .selectFrom('donations')
      .select(['pledge_mailed_at', 'pledge_mail_attempts'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
  const stopLinkOf = (text: string) => new URL(/https?:\/\/\S+\/stop-contacting\?token=\S+/.exec(text)![0]);

  it('puts a signed "stop contacting me" link and a one-click List-Unsubscribe in the mail to a donor', async () => {
    const donor = 'first@example.org';
    await pledge(donor);
    await expect.poll(async () => (await mailsTo(donor)).length).toBe(1);
    const [mail] = await mailsTo(donor);
    const link = stopLinkOf(mail!.text!);
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/stop-contacting`);
    expect(mail!.html).toContain('Stop contacting me');
    expect(mail!.html).toContain(link.href.replace(/&/g, '&amp;'));
    expect(headerText(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const header = headerText(mail!, 'List-Unsubscribe');
    expect(header).toContain(`${SITE}/api/stop-contacting?token=`);
  });

  it('records the withdrawal and sends the address no further mail, a pledge mail waiting to be tried again included', async () => {
    const donor = 'stopping@example.org';
    await t.db
      .insertInto('subscriptions')
      .values({ email: donor, role: 'parent', status: 'active', subscribed_at: new Date().toISOString() })
      .execute();
    await pledge(donor);
    await expect.poll(async () => (await mailsTo(donor)).length).toBe(1);
    const link = stopLinkOf((await mailsTo(donor))[0]!.text!);

    // A second pledge whose mail the server refuses for now: it waits in the queue.
    refusing.add(donor);
    const waiting = await pledge(donor);
    await expect.poll(async () => (await pledgeRow(waiting)).pledge_mail_attempts).toBe(1);
    refusing.delete(donor);

    // Opening the link changes nothing: it says what will happen, and what the law still asks us to send.
    const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop contacting me');
    expect(page.body).toContain('80G receipt');
    expect(await isStopped(t.db, donor)).toBe(false);

    const action = /action="([^"]+)"/.exec(page.body)![1]!.replace(/&amp;/g, '&');
    const stopped = await t.app.inject({
      method: 'POST',
      url: action,
      headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain('We will not contact you again');
    expect(await isStopped(t.db, donor)).toBe(true);
    const withdrawals = (await consentOf(t.db, donor)).filter((row) => row.action === 'withdrawn');
    expect(withdrawals.map((row) => row.purpose).sort()).toEqual([...consentPurposes].sort());
    expect(withdrawals.every((row) => row.source === 'mail')).toBe(true);
    const subscription = await t.db
      .selectFrom('subscriptions')
      .select('status')
      .where('email', '=', donor)
      .executeTakeFirstOrThrow();
    expect(subscription.status).toBe('unsubscribed');

    // The next run of the queue (set off by another donor's pledge) takes the waiting mail and sends nothing.
    const other = 'other-donor@example.org';
    await pledge(other);
    await expect.poll(async () => (await mailsTo(other)).length).toBe(1);
    await expect.poll(async () => (await pledgeRow(waiting)).pledge_mailed_at).not.toBeNull();
    expect(await mailsTo(donor)).toHaveLength(1);
  });

  it('still sends what the law requires (a receipt), with the link; nothing else', async () => {
    const donor = 'stopping@example.org';
    const transactional = createTransactionalMail({
      db: t.db,
      mailer: createMailer({ smtpUrl: smtp.url, outboxDir: t.config.outboxDir }),
      dailyCap: 1000,
      log: t.app.log,
      now: () => new Date(),
      stopLinks: stopLinksOf(t.db, SITE),
    });
    const sender = await mailSenderOf(t.db);
    const message = (subject: string) => ({
      from: t.config.mailFrom,
      to: donor,
      subject,
      ...renderMail({
        sender,
        title: subject,
        contentText: subject,
        contentHtml: `<p>${subject}</p>`,
        footerNote: 'You gave to us.',
      }),
    });
    await transactional('pledge').send(message('Another pledge mail'));
    await transactional('receipt').send(message('Your 80G receipt'));
    await expect.poll(async () => (await mailsTo(donor)).length).toBe(2);
    const [, receipt] = await mailsTo(donor);
    expect(receipt!.subject).toBe('Your 80G receipt');
    expect(receipt!.text).toContain(`${SITE}/stop-contacting?token=`);
  });

  it('takes a mail client’s one-click request from another site, and refuses a forged link with a plain page', async () => {
    const donor = 'one-click@example.org';
    await pledge(donor);
    await expect.poll(async () => (await mailsTo(donor)).length).toBe(1);
    const link = stopLinkOf((await mailsTo(donor))[0]!.text!);
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/stop-contacting${link.search}`,
      headers: { origin: 'https://mail.example.com', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await isStopped(t.db, donor)).toBe(true);

    const forged = link.search.replace(/\.[A-Za-z0-9_-]{43}$/, `.${'A'.repeat(43)}`);
    const refused = await t.app.inject({ method: 'GET', url: `/stop-contacting${forged}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('This link is not valid');
  });

  it('puts the link in a campaign sent to a single address that is not a subscriber, and refuses a stopped one', async () => {
    const sender = await mailSenderOf(t.db);
    const compose = createCampaignComposer(
      { mailFrom: t.config.mailFrom, publicUrl: SITE },
      createTokenSigner(await loadMailSecret(t.db, t.config.mailSecret)),
      await stopLinksOf(t.db, SITE)(),
    );
    const message = compose(
      { id: 1, subject: 'News', message: 'Our news.', sender },
      { id: 1, email: 'friend@example.org', subscription_id: null },
      new Date(),
    );
    expect(String(message.text)).toContain(`${SITE}/stop-contacting?token=`);
    expect(String(message.html)).toContain('Stop contacting me');
    expect((message.headers as Record<string, string>)['List-Unsubscribe']).toContain(
      '/api/stop-contacting?token=',
    );

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/send_email',
      headers: { cookie: await t.login() },
      payload: { recipientType: 'single', email: 'one-click@example.org', subject: 'Hello', message: 'Hi' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      'This address asked us to stop contacting it: we send it nothing more.',
    );
  });

  it('records unsubscribing from the updates as a withdrawal of the subscription’s consent', async () => {
    const email = 'reader@example.org';
    const { id } = await t.db
      .insertInto('subscriptions')
      .values({ email, role: 'teacher', status: 'active', subscribed_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const signer = createTokenSigner(await loadMailSecret(t.db, t.config.mailSecret));
    const response = await t.app.inject({
      method: 'POST',
      url: `${subscriptionPaths.unsubscribe}?token=${signer.sign('unsubscribe', id)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(await consentOf(t.db, email)).toMatchObject([
      { purpose: 'subscription', action: 'withdrawn', source: 'mail', notice_version: null },
    ]);
  });
});
