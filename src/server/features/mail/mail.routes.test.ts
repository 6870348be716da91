import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { campaignMessages, mailPaths } from '#shared/api/mail';
import { messages } from '#shared/messages';
import { createTestApp, testEngines, type TestApp } from '#server/testing/helpers';
import { deliveriesOf, seedSubscribers, sendEmail } from './testing/mail-test-helpers.ts';

// The worker is off here: these tests look at what send_email queues and what the admin endpoints answer.
describe.each(testEngines)('mail admin endpoints on %s', (engine) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { startMailWorker: false });
    cookie = await t.login();
    await seedSubscribers(t.db, [
      { email: 'teacher1@example.org', role: 'teacher' },
      { email: 'teacher2@example.org', role: 'teacher' },
      { email: 'pending@example.org', role: 'teacher', status: 'pending' },
      { email: 'gone@example.org', role: 'teacher', status: 'unsubscribed' },
      { email: 'parent1@example.org', role: 'parent' },
    ]);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.deleteFrom('deliveries').execute();
    await t.db.deleteFrom('campaigns').execute();
  });

  it('refuses every mail endpoint without a session (401)', async () => {
    const calls = [
      {
        method: 'POST' as const,
        url: mailPaths.send,
        payload: { recipientType: 'all', subject: 's', message: 'm' },
      },
      { method: 'GET' as const, url: mailPaths.campaigns },
      { method: 'GET' as const, url: mailPaths.campaignFailures(1) },
      { method: 'POST' as const, url: mailPaths.resumeCampaign(1) },
    ];
    for (const call of calls) {
      const response = await t.app.inject(call);
      expect(response.statusCode, call.url).toBe(401);
      expect(response.json()).toMatchObject({ error: messages.auth.unauthorized, code: 'unauthorized' });
    }
    expect(await t.db.selectFrom('campaigns').selectAll().execute()).toEqual([]);
  });

  it("validates with the spec's messages and stores nothing", async () => {
    const cases = [
      [{ recipientType: 'all', subject: ' ', message: 'Hello' }, messages.mail.subjectAndMessageRequired],
      [{ recipientType: 'all', subject: 'Hello', message: '' }, messages.mail.subjectAndMessageRequired],
      [{ recipientType: 'single', subject: 'Hi', message: 'Hello' }, messages.mail.invalidEmail],
      [
        { recipientType: 'single', email: 'not-an-address', subject: 'Hi', message: 'Hello' },
        messages.mail.invalidEmail,
      ],
    ] as const;
    for (const [body, error] of cases) {
      const response = await sendEmail(t, cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error, code: 'bad_request' });
    }
    expect(await t.db.selectFrom('campaigns').selectAll().execute()).toEqual([]);
  });

  it('answers 400 with the no-recipients message when the role has no active subscriber', async () => {
    const response = await sendEmail(t, cookie, {
      recipientType: 'student',
      subject: 'Hi',
      message: 'Hello',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: messages.mail.noRecipients, code: 'bad_request' });
    expect(await t.db.selectFrom('campaigns').selectAll().execute()).toEqual([]);
  });

  it('queues a campaign with one delivery per active subscriber of the role and answers at once', async () => {
    const response = await sendEmail(t, cookie, {
      recipientType: 'teacher',
      // The original client also sends the list; the server ignores it and picks recipients itself.
      emails: ['intruder@example.org', 'pending@example.org'],
      subject: 'Workshop',
      message: 'See you on Monday.',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ message: messages.mail.sent, campaignId: expect.any(Number), recipients: 2 });
    const deliveries = await deliveriesOf(t.db, body.campaignId);
    expect(deliveries).toEqual([
      { email: 'teacher1@example.org', status: 'queued', attempts: 0, reason: null, sent_at: null },
      { email: 'teacher2@example.org', status: 'queued', attempts: 0, reason: null, sent_at: null },
    ]);
  });

  it('queues a single mail to any valid address, and refuses one to an address that unsubscribed', async () => {
    const ok = await sendEmail(t, cookie, {
      recipientType: 'single',
      email: ' Friend@Example.org ',
      subject: 'Hi',
      message: 'Hello',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: messages.mail.sent, recipients: 1 });
    expect((await deliveriesOf(t.db, ok.json().campaignId)).map((d) => d.email)).toEqual([
      'friend@example.org',
    ]);

    const refused = await sendEmail(t, cookie, {
      recipientType: 'single',
      email: 'gone@example.org',
      subject: 'Hi',
      message: 'Hello',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: campaignMessages.recipientUnsubscribed,
      code: 'bad_request',
    });
  });

  it('lists campaigns newest first with total, sent, failed and waiting counted from the deliveries', async () => {
    const first = (
      await sendEmail(t, cookie, { recipientType: 'all', subject: 'First', message: 'a' })
    ).json();
    const second = (
      await sendEmail(t, cookie, { recipientType: 'teacher', subject: 'Second', message: 'b' })
    ).json();
    await t.db
      .updateTable('deliveries')
      .set({ status: 'sent', sent_at: new Date().toISOString() })
      .where('campaign_id', '=', first.campaignId)
      .where('email', 'in', ['teacher1@example.org', 'parent1@example.org'])
      .execute();
    await t.db
      .updateTable('deliveries')
      .set({ status: 'failed', reason: '550 5.1.1 No such user' })
      .where('campaign_id', '=', first.campaignId)
      .where('email', '=', 'teacher2@example.org')
      .execute();

    const response = await t.app.inject({ method: 'GET', url: mailPaths.campaigns, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((c: { subject: string }) => c.subject)).toEqual(['Second', 'First']);
    expect(list[0]).toMatchObject({
      id: second.campaignId,
      status: 'queued',
      total: 2,
      sent: 0,
      failed: 0,
      waiting: 2,
    });
    expect(list[1]).toEqual({
      id: first.campaignId,
      subject: 'First',
      recipient_type: 'all',
      status: 'queued',
      pause_reason: null,
      created_at: expect.any(String),
      total: 3,
      sent: 2,
      failed: 1,
      waiting: 0,
    });

    const failures = await t.app.inject({
      method: 'GET',
      url: mailPaths.campaignFailures(first.campaignId),
      headers: { cookie },
    });
    expect(failures.statusCode).toBe(200);
    expect(failures.json()).toEqual([
      { email: 'teacher2@example.org', reason: '550 5.1.1 No such user', updated_at: expect.any(String) },
    ]);
  });

  it('resumes a paused campaign and answers 404 for an unknown one', async () => {
    const { campaignId } = (
      await sendEmail(t, cookie, { recipientType: 'all', subject: 'S', message: 'm' })
    ).json();
    await t.db
      .updateTable('campaigns')
      .set({ status: 'paused', pause_reason: 'Paused after 20 errors in a row.', consecutive_errors: 20 })
      .where('id', '=', campaignId)
      .execute();
    const resumed = await t.app.inject({
      method: 'POST',
      url: mailPaths.resumeCampaign(campaignId),
      headers: { cookie },
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      id: campaignId,
      status: 'sending',
      pause_reason: null,
      waiting: 3,
    });
    const row = await t.db
      .selectFrom('campaigns')
      .select('consecutive_errors')
      .where('id', '=', campaignId)
      .executeTakeFirstOrThrow();
    expect(row.consecutive_errors).toBe(0);

    for (const url of [mailPaths.resumeCampaign(999_999), mailPaths.campaignFailures(999_999)]) {
      const response = await t.app.inject({
        method: url.endsWith('resume') ? 'POST' : 'GET',
        url,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: campaignMessages.notFound, code: 'not_found' });
    }
  });
});
