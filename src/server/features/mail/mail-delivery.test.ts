import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { mailPaths } from '#shared/api/mail';
import { organisation } from '#shared/organisation';
import { createTestApp, SITE, testEngines, type TestApp } from '#server/testing/helpers';
import { startTestSmtp, waitUntil, type SmtpReply, type TestSmtp } from './testing/smtp-test-server.ts';
import {
  campaignStatus,
  deliveriesOf,
  numberedSubscribers,
  seedSubscribers,
  sendEmail,
} from './testing/mail-test-helpers.ts';

const MAIL_FROM = 'Gurukul <noreply@gurukul.example.org>';
const fastRetries = { pollIntervalMs: 20, retryBaseMs: 30, retryMaxMs: 100, maxAttempts: 3 };

const headerText = (mail: ParsedMail, name: string) => {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line ?? '';
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
};

describe.each(testEngines)('mail sent by the worker on %s', (engine) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let cookie: string;
  /** What the SMTP server answers per recipient; reset before each test. */
  let answer: (address: string, attempt: number) => SmtpReply | undefined;

  beforeAll(async () => {
    smtp = await startTestSmtp({ onRecipient: (address, attempt) => answer(address, attempt) });
  });
  afterAll(() => smtp.close());
  beforeEach(() => {
    answer = () => undefined;
    smtp.received.length = 0;
  });
  afterEach(() => t?.close());

  async function start(env: Record<string, string> = {}) {
    t = await createTestApp(
      engine,
      { SMTP_URL: smtp.url, MAIL_FROM, MAIL_CONCURRENCY: '1', MAIL_RATE_PER_SECOND: '1000', ...env },
      { mailWorker: fastRetries },
    );
    cookie = await t.login();
  }

  it('sends multipart mail from MAIL_FROM with Message-ID, Date, an unsubscribe link and the list headers', async () => {
    await start();
    await seedSubscribers(t.db, [{ email: 'asha@example.org' }, { email: 'ravi@example.org' }]);
    const message =
      'Dear parents,\nthe <b>camp</b> starts Monday.\n\nDetails: https://gurukul.example.org/camp';
    const { campaignId } = (
      await sendEmail(t, cookie, { recipientType: 'all', subject: 'Summer camp', message })
    ).json();
    await waitUntil(async () => (await campaignStatus(t.db, campaignId)) === 'done');

    const mails = await smtp.parsed();
    expect(mails.map((m) => (m.to as { text: string }).text).sort()).toEqual([
      'asha@example.org',
      'ravi@example.org',
    ]);
    const deliveryIds = (
      await t.db
        .selectFrom('deliveries')
        .select(['id', 'email'])
        .where('campaign_id', '=', campaignId)
        .execute()
    ).map((d) => d.id);
    for (const mail of mails) {
      expect(mail.from?.value).toEqual([{ name: 'Gurukul', address: 'noreply@gurukul.example.org' }]);
      expect(mail.subject).toBe('Summer camp');
      expect(mail.date).toBeInstanceOf(Date);
      expect(
        deliveryIds.map((id) => `<campaign-${campaignId}.delivery-${id}@gurukul.example.org>`),
      ).toContain(mail.messageId);
      // Both parts, from the branded template.
      expect(mail.text).toContain('Dear parents,\nthe <b>camp</b> starts Monday.');
      expect(mail.text).toContain(organisation.legalName);
      expect(mail.html).toContain('Dear parents,<br>\nthe &lt;b&gt;camp&lt;/b&gt; starts Monday.');
      expect(mail.html).toContain('<a href="https://gurukul.example.org/camp"');
      expect(mail.html).toContain(organisation.address.street);

      const unsubscribe = headerText(mail, 'List-Unsubscribe');
      expect(unsubscribe).toMatch(
        /^<http:\/\/localhost:3000\/api\/unsubscribe\?token=\d+\.[\w-]{43}>, <mailto:noreply@gurukul\.example\.org\?subject=unsubscribe>$/,
      );
      expect(headerText(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(headerText(mail, 'List-Id')).toBe('Gurukul updates <updates.gurukul.example.org>');
      const token = /token=([^>]+)>/.exec(unsubscribe)![1]!;
      const pageLink = `${SITE}/unsubscribe?token=${token}`;
      expect(mail.text).toContain(`To unsubscribe, open: ${pageLink}`);
      expect(mail.html).toContain(`<a href="${pageLink}"`);
    }
    expect(await deliveriesOf(t.db, campaignId)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 1, reason: null, sent_at: expect.any(String) }),
      expect.objectContaining({ status: 'sent', attempts: 1, reason: null, sent_at: expect.any(String) }),
    ]);
  });

  it('retries a temporary failure (451 on the first attempt) with backoff, then delivers', async () => {
    await start();
    answer = (address, attempt) =>
      address === 'later@example.org' && attempt === 1
        ? { code: 451, message: '4.7.1 Try again later' }
        : undefined;
    await seedSubscribers(t.db, [{ email: 'later@example.org' }, { email: 'now@example.org' }]);
    const { campaignId } = (
      await sendEmail(t, cookie, { recipientType: 'all', subject: 'S', message: 'm' })
    ).json();
    await waitUntil(async () => (await campaignStatus(t.db, campaignId)) === 'done');

    expect(smtp.countsByRecipient()).toEqual(
      new Map([
        ['now@example.org', 1],
        ['later@example.org', 1],
      ]),
    );
    const deliveries = await deliveriesOf(t.db, campaignId);
    expect(deliveries.find((d) => d.email === 'later@example.org')).toMatchObject({
      status: 'sent',
      attempts: 2,
      reason: null,
    });
  });

  it("records a permanent failure (550) as failed with the server's reply, and lists it", async () => {
    await start();
    answer = (address) =>
      address === 'nobody@example.org' ? { code: 550, message: '5.1.1 No such user' } : undefined;
    await seedSubscribers(t.db, [{ email: 'nobody@example.org' }, { email: 'someone@example.org' }]);
    const { campaignId } = (
      await sendEmail(t, cookie, { recipientType: 'all', subject: 'S', message: 'm' })
    ).json();
    await waitUntil(async () => (await campaignStatus(t.db, campaignId)) === 'done');

    const failed = (await deliveriesOf(t.db, campaignId)).find((d) => d.email === 'nobody@example.org');
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 1,
      reason: '550 5.1.1 No such user',
      sent_at: null,
    });
    const list = await t.app.inject({
      method: 'GET',
      url: mailPaths.campaignFailures(campaignId),
      headers: { cookie },
    });
    expect(list.json()).toEqual([
      { email: 'nobody@example.org', reason: '550 5.1.1 No such user', updated_at: expect.any(String) },
    ]);
    const [campaign] = (
      await t.app.inject({ method: 'GET', url: mailPaths.campaigns, headers: { cookie } })
    ).json();
    expect(campaign).toMatchObject({ status: 'done', total: 2, sent: 1, failed: 1, waiting: 0 });
  });

  it('gives up a temporary failure after the attempt limit, keeping the last reply', async () => {
    await start();
    answer = () => ({ code: 421, message: '4.3.2 Service not available' });
    await seedSubscribers(t.db, [{ email: 'busy@example.org' }]);
    const { campaignId } = (
      await sendEmail(t, cookie, { recipientType: 'all', subject: 'S', message: 'm' })
    ).json();
    await waitUntil(async () => (await campaignStatus(t.db, campaignId)) === 'done');
    expect(await deliveriesOf(t.db, campaignId)).toEqual([
      {
        email: 'busy@example.org',
        status: 'failed',
        attempts: 3,
        reason: '421 4.3.2 Service not available',
        sent_at: null,
      },
    ]);
  });

  it('pauses a campaign after MAIL_PAUSE_AFTER_ERRORS errors in a row; resume sends the rest', async () => {
    await start({ MAIL_PAUSE_AFTER_ERRORS: '3' });
    let relayDown = true;
    answer = () => (relayDown ? { code: 554, message: '5.7.1 Relay access denied' } : undefined);
    await seedSubscribers(t.db, numberedSubscribers(6));
    const { campaignId } = (
      await sendEmail(t, cookie, { recipientType: 'all', subject: 'S', message: 'm' })
    ).json();
    await waitUntil(async () => (await campaignStatus(t.db, campaignId)) === 'paused');

    const paused = (
      await t.app.inject({ method: 'GET', url: mailPaths.campaigns, headers: { cookie } })
    ).json()[0];
    expect(paused).toMatchObject({
      status: 'paused',
      pause_reason: 'Paused after 3 errors in a row. Last error: 554 5.7.1 Relay access denied',
      failed: 3,
      sent: 0,
      waiting: 3,
    });
    // Nothing more is tried while it is paused.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(smtp.received).toHaveLength(0);
    expect((await deliveriesOf(t.db, campaignId)).filter((d) => d.status === 'queued')).toHaveLength(3);

    relayDown = false;
    const resumed = await t.app.inject({
      method: 'POST',
      url: mailPaths.resumeCampaign(campaignId),
      headers: { cookie },
    });
    expect(resumed.statusCode).toBe(200);
    await waitUntil(async () => (await campaignStatus(t.db, campaignId)) === 'done');
    expect(smtp.received).toHaveLength(3);
  });

  it('holds back what exceeds the daily cap and sends it by itself on the next UTC day', async () => {
    // The worker's clock runs with real time, shifted by `offset` to jump to the next day.
    let offset = 0;
    const now = () => new Date(Date.now() + offset);
    t = await createTestApp(
      engine,
      { SMTP_URL: smtp.url, MAIL_FROM, MAIL_DAILY_CAP: '3', MAIL_RATE_PER_SECOND: '1000' },
      { mailWorker: { ...fastRetries, now } },
    );
    cookie = await t.login();
    await seedSubscribers(t.db, numberedSubscribers(5));
    const { campaignId } = (
      await sendEmail(t, cookie, { recipientType: 'all', subject: 'S', message: 'm' })
    ).json();
    await waitUntil(() => smtp.received.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(3);
    const held = await deliveriesOf(t.db, campaignId);
    expect(held.filter((d) => d.status === 'queued')).toHaveLength(2);
    expect(await campaignStatus(t.db, campaignId)).toBe('sending');

    const nextDay = now();
    nextDay.setUTCHours(24, 0, 1, 0);
    offset = nextDay.getTime() - Date.now();
    await waitUntil(async () => (await campaignStatus(t.db, campaignId)) === 'done');
    expect(smtp.received).toHaveLength(5);
    const sentAt = (await deliveriesOf(t.db, campaignId)).map((d) => d.sent_at!.slice(0, 10));
    expect(sentAt.filter((day) => day === nextDay.toISOString().slice(0, 10))).toHaveLength(2);
  });
});
