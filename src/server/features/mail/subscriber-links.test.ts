import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { messages } from '../../../shared/messages.ts';
import { subscriptionPaths } from '../../../shared/api/subscriptions.ts';
import { createTestApp, testEngines, type TestApp } from '../../test/helpers.ts';
import { startTestSmtp, waitUntil, type TestSmtp } from './test-fixtures/smtp-test-server.ts';
import {
  campaignStatus,
  deliveriesOf,
  seedSubscribers,
  sendEmail,
} from './test-fixtures/mail-test-helpers.ts';

const tuning = { pollIntervalMs: 20 };

/** The unsubscribe page link in the mail body, as a path with its token. */
function unsubscribePath(mail: ParsedMail): string {
  const url = /To unsubscribe, open: (\S+)/.exec(mail.text ?? '')![1]!;
  return url.replace(/^https?:\/\/[^/]+/, '');
}

/** The one-click target of the List-Unsubscribe header, as a path with its token. */
function oneClickPath(mail: ParsedMail): string {
  const line = mail.headerLines.find((h) => h.key === 'list-unsubscribe')!.line.replace(/\r?\n[ \t]+/g, ' ');
  return /<https?:\/\/[^/]+([^>]+)>/.exec(line)![1]!;
}

async function subscriptionOf(t: TestApp, email: string) {
  return t.db
    .selectFrom('subscriptions')
    .select(['status', 'unsubscribed_at', 'confirmed_at'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

describe.each(testEngines)('one-click unsubscribe on %s', (engine) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(engine, { SMTP_URL: smtp.url }, { mailWorker: tuning });
    cookie = await t.login();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    await t.db.deleteFrom('deliveries').execute();
    await t.db.deleteFrom('campaigns').execute();
    await t.db.deleteFrom('subscriptions').execute();
    await seedSubscribers(t.db, [{ email: 'meera@example.org' }, { email: 'arjun@example.org' }]);
  });

  async function mailTo(email: string): Promise<ParsedMail> {
    const { campaignId } = (
      await sendEmail(t, cookie, { recipientType: 'all', subject: 'News', message: 'Hi' })
    ).json();
    await waitUntil(async () => (await campaignStatus(t.db, campaignId)) === 'done');
    return (await smtp.parsed()).find((m) => (m.to as { text: string }).text === email)!;
  }

  it('GET on the link shows what will happen and a button that posts the form, changing nothing', async () => {
    const mail = await mailTo('meera@example.org');
    const path = unsubscribePath(mail);
    expect(path).toMatch(/^\/unsubscribe\?token=\d+\.[\w-]{43}$/);
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>Unsubscribe from our updates?</h1>');
    expect(page.body).toContain('m•••@example.org will no longer receive updates from Gurukul');
    expect(page.body).toContain(
      `<form method="post" action="/api/unsubscribe?token=${path.split('token=')[1]}"><button type="submit">Unsubscribe</button></form>`,
    );
    expect(page.body).not.toContain('<script');
    expect((await subscriptionOf(t, 'meera@example.org')).status).toBe('active');
  });

  it("the page's form unsubscribes at once and answers with a confirmation page; the next campaign skips them", async () => {
    const mail = await mailTo('meera@example.org');
    const token = unsubscribePath(mail).split('token=')[1]!;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>You are unsubscribed</h1>');
    const row = await subscriptionOf(t, 'meera@example.org');
    expect(row.status).toBe('unsubscribed');
    expect(row.unsubscribed_at).toEqual(expect.any(String));

    smtp.received.length = 0;
    const next = (
      await sendEmail(t, cookie, { recipientType: 'all', subject: 'Next', message: 'Hi' })
    ).json();
    expect(next.recipients).toBe(1);
    await waitUntil(async () => (await campaignStatus(t.db, next.campaignId)) === 'done');
    expect([...smtp.countsByRecipient().keys()]).toEqual(['arjun@example.org']);

    // Opening the link again says so, and offers to subscribe again.
    const again = await t.app.inject({ method: 'GET', url: `/unsubscribe?token=${token}` });
    expect(again.body).toContain('<h1>You are already unsubscribed</h1>');
  });

  it("a mail client's one-click POST (RFC 8058) from another site unsubscribes and gets 200", async () => {
    const mail = await mailTo('arjun@example.org');
    const path = oneClickPath(mail);
    expect(path).toMatch(/^\/api\/unsubscribe\?token=/);
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect((await subscriptionOf(t, 'arjun@example.org')).status).toBe('unsubscribed');
    // A client that opens the header's address instead is sent to the page.
    const opened = await t.app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(path.replace('/api/unsubscribe', '/unsubscribe'));
  });

  it('skips queued mail of an address that unsubscribed, recording the reason', async () => {
    const mail = await mailTo('arjun@example.org');
    const path = oneClickPath(mail);
    // A campaign waits in the queue (paused) while arjun unsubscribes; then it goes on.
    const now = new Date().toISOString();
    const { id: campaignId } = await t.db
      .insertInto('campaigns')
      .values({
        subject: 'Later',
        message: 'x',
        recipient_type: 'all',
        status: 'paused',
        pause_reason: 'test',
        consecutive_errors: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const subscribers = await t.db.selectFrom('subscriptions').select(['id', 'email']).execute();
    await t.db
      .insertInto('deliveries')
      .values(
        subscribers.map((s) => ({
          campaign_id: campaignId,
          subscription_id: s.id,
          email: s.email,
          status: 'queued',
          attempts: 0,
          next_attempt_at: now,
          updated_at: now,
        })),
      )
      .execute();
    smtp.received.length = 0;
    await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    await t.app.inject({ method: 'POST', url: `/api/campaigns/${campaignId}/resume`, headers: { cookie } });
    await waitUntil(async () => (await campaignStatus(t.db, campaignId)) === 'done');
    expect([...smtp.countsByRecipient().keys()]).toEqual(['meera@example.org']);
    expect((await deliveriesOf(t.db, campaignId)).find((d) => d.email === 'arjun@example.org')).toMatchObject(
      {
        status: 'failed',
        reason: 'unsubscribed',
      },
    );
  });

  it('an invalid token gives a 400 page with a clear message, and changes nothing', async () => {
    for (const url of ['/unsubscribe?token=1.forged', '/unsubscribe']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(400);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<h1>This unsubscribe link is not valid</h1>');
    }
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(400);
    expect((await subscriptionOf(t, 'meera@example.org')).status).toBe('active');
  });

  it('someone who unsubscribed may subscribe again and then receives mail', async () => {
    const path = oneClickPath(await mailTo('meera@example.org'));
    await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    const back = await t.app.inject({
      method: 'POST',
      url: subscriptionPaths.add,
      payload: { email: 'meera@example.org', role: 'Parent' },
    });
    expect(back.statusCode).toBe(201);
    expect(back.json()).toEqual({ message: messages.subscriptions.success, pendingConfirmation: false });
    expect(await subscriptionOf(t, 'meera@example.org')).toMatchObject({
      status: 'active',
      unsubscribed_at: null,
    });
  });
});

describe.each(testEngines)('double opt-in on %s', (engine) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(engine, { SMTP_URL: smtp.url, DOUBLE_OPT_IN: 'true' }, { mailWorker: tuning });
    cookie = await t.login();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('keeps a new address pending, mails a confirmation link, and sends campaigns only once it is followed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: subscriptionPaths.add,
      payload: { email: 'kavya@example.org', role: 'Student' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: messages.subscriptions.checkInbox,
      pendingConfirmation: true,
    });
    expect((await subscriptionOf(t, 'kavya@example.org')).status).toBe('pending');

    const [confirmation] = await smtp.parsed();
    expect(smtp.received).toHaveLength(1);
    expect((confirmation!.to as { text: string }).text).toBe('kavya@example.org');
    expect(confirmation!.subject).toBe('Please confirm your subscription to Gurukul');
    expect(confirmation!.html).toContain('Confirm my subscription');
    const link = /(http:\/\/localhost:3000\/api\/confirm_subscription\?token=\S+)/.exec(
      confirmation!.text ?? '',
    )![1]!;

    const before = await sendEmail(t, cookie, { recipientType: 'student', subject: 'S', message: 'm' });
    expect(before.statusCode).toBe(400);
    expect(before.json().error).toBe(messages.mail.noRecipients);

    const page = await t.app.inject({ method: 'GET', url: link.replace('http://localhost:3000', '') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>Your subscription is confirmed</h1>');
    const row = await subscriptionOf(t, 'kavya@example.org');
    expect(row).toMatchObject({ status: 'active', confirmed_at: expect.any(String) });

    const after = await sendEmail(t, cookie, { recipientType: 'student', subject: 'S', message: 'm' });
    expect(after.json().recipients).toBe(1);
    await waitUntil(async () => (await campaignStatus(t.db, after.json().campaignId)) === 'done');
    expect(smtp.received.map((m) => m.to)).toEqual([['kavya@example.org'], ['kavya@example.org']]);
  });

  it('a pending address that subscribes again gets a new link; an unsubscribe token cannot confirm', async () => {
    smtp.received.length = 0;
    for (let i = 0; i < 2; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: subscriptionPaths.add,
        payload: { email: 'lost@example.org', role: 'Parent' },
      });
      expect(response.statusCode).toBe(201);
    }
    expect(smtp.received).toHaveLength(2);
    const bad = await t.app.inject({ method: 'GET', url: `${subscriptionPaths.confirm}?token=1.nope` });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('<h1>This confirmation link is not valid</h1>');
    expect((await subscriptionOf(t, 'lost@example.org')).status).toBe('pending');
  });
});
