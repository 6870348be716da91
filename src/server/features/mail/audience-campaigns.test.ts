import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { audienceMessages, audiencePaths } from '#shared/api/audiences';
import { mailPaths } from '#shared/api/mail';
import { messages } from '#shared/messages';
import { createTestApp, testEngines, type TestApp } from '#server/testing/helpers';
import { startTestSmtp, waitUntil, type TestSmtp } from './testing/smtp-test-server.ts';
import { campaignStatus, seedSubscribers, sendEmail } from './testing/mail-test-helpers.ts';

const MAIL_FROM = 'Gurukul <noreply@gurukul.example.org>';

describe.each(testEngines)('campaigns to chosen audiences on %s', (engine) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    smtp = await startTestSmtp({});
    t = await createTestApp(
      engine,
      { SMTP_URL: smtp.url, MAIL_FROM, MAIL_CONCURRENCY: '1', MAIL_RATE_PER_SECOND: '1000' },
      { mailWorker: { pollIntervalMs: 20 } },
    );
    cookie = await t.login();
    const now = new Date().toISOString();
    await seedSubscribers(t.db, [
      { email: 'parent@example.org', role: 'parent' },
      { email: 'teacher@example.org', role: 'teacher' },
      { email: 'gone-donor@example.org', status: 'unsubscribed' },
      { email: 'pending-volunteer@example.org', status: 'pending' },
    ]);
    await t.db
      .updateTable('subscriptions')
      .set({ role: 'donor' })
      .where('email', '=', 'gone-donor@example.org')
      .execute();
    await t.db
      .updateTable('subscriptions')
      .set({ role: 'volunteer' })
      .where('email', '=', 'pending-volunteer@example.org')
      .execute();
    await t.db
      .insertInto('subscriptions')
      .values(
        [
          ['donor1@example.org', 'donor'],
          ['donor2@example.org', 'donor'],
          ['volunteer@example.org', 'volunteer'],
          ['wisher@example.org', 'well-wisher'],
        ].map(([email, role]) => ({
          email: email!,
          role: role!,
          status: 'active',
          subscribed_at: now,
          confirmed_at: now,
          unsubscribed_at: null,
        })),
      )
      .execute();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('reaches exactly the active subscribers of donor and volunteer, and the campaign says to whom', async () => {
    const response = await sendEmail(t, cookie, {
      recipientType: 'audiences',
      audiences: ['donor', 'volunteer', 'donor'],
      subject: 'Thank you',
      message: 'Our year in pictures.',
    });
    expect(response.statusCode).toBe(200);
    const { campaignId, recipients } = response.json() as { campaignId: number; recipients: number };
    expect(recipients).toBe(3);
    await waitUntil(async () => (await campaignStatus(t.db, campaignId)) === 'done');

    const mails = await smtp.parsed();
    expect(mails.map((mail) => (mail.to as { text: string }).text).sort()).toEqual([
      'donor1@example.org',
      'donor2@example.org',
      'volunteer@example.org',
    ]);
    expect(mails.every((mail) => mail.subject === 'Thank you')).toBe(true);

    const list = await t.app.inject({ method: 'GET', url: mailPaths.campaigns, headers: { cookie } });
    expect(list.json()[0]).toMatchObject({
      id: campaignId,
      recipient_type: 'audiences',
      audiences: [
        { key: 'donor', name: 'Donor' },
        { key: 'volunteer', name: 'Volunteer' },
      ],
      total: 3,
      sent: 3,
    });
  });

  it('keeps the names the campaign went to after an audience is renamed', async () => {
    await t.app.inject({
      method: 'PUT',
      url: audiencePaths.one('well-wisher'),
      headers: { cookie },
      payload: { name: 'Friends of the school', offered: false },
    });
    const { campaignId } = (
      await sendEmail(t, cookie, {
        recipientType: 'audiences',
        audiences: ['well-wisher'],
        subject: 'Hello',
        message: 'm',
      })
    ).json() as { campaignId: number };
    await waitUntil(async () => (await campaignStatus(t.db, campaignId)) === 'done');
    expect((await smtp.parsed()).map((mail) => (mail.to as { text: string }).text)).toEqual([
      'wisher@example.org',
    ]);
    await t.app.inject({
      method: 'PUT',
      url: audiencePaths.one('well-wisher'),
      headers: { cookie },
      payload: { name: 'Well-wisher', offered: false },
    });
    const list = await t.app.inject({ method: 'GET', url: mailPaths.campaigns, headers: { cookie } });
    expect(list.json()[0].audiences).toEqual([{ key: 'well-wisher', name: 'Friends of the school' }]);
  });

  it('refuses no audience, an unknown one, or audiences with nobody active, and stores nothing', async () => {
    const before = await t.db.selectFrom('campaigns').select('id').execute();
    const none = await sendEmail(t, cookie, {
      recipientType: 'audiences',
      audiences: [],
      subject: 'S',
      message: 'm',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: audienceMessages.chooseAudiences });
    const missing = await sendEmail(t, cookie, { recipientType: 'audiences', subject: 'S', message: 'm' });
    expect(missing.statusCode).toBe(400);
    const unknown = await sendEmail(t, cookie, {
      recipientType: 'audiences',
      audiences: ['donor', 'nobody'],
      subject: 'S',
      message: 'm',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: audienceMessages.unknownAudience,
      code: 'bad_request',
      field: 'audiences',
    });
    const empty = await sendEmail(t, cookie, {
      recipientType: 'audiences',
      audiences: ['student'],
      subject: 'S',
      message: 'm',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: messages.mail.noRecipients });
    expect(await t.db.selectFrom('campaigns').select('id').execute()).toEqual(before);
  });

  it('still sends to one role of the specification as before, without naming audiences', async () => {
    const response = await sendEmail(t, cookie, { recipientType: 'teacher', subject: 'S', message: 'm' });
    expect(response.json()).toMatchObject({ recipients: 1 });
    const { campaignId } = response.json() as { campaignId: number };
    await waitUntil(async () => (await campaignStatus(t.db, campaignId)) === 'done');
    expect((await smtp.parsed()).map((mail) => (mail.to as { text: string }).text)).toEqual([
      'teacher@example.org',
    ]);
    const list = await t.app.inject({ method: 'GET', url: mailPaths.campaigns, headers: { cookie } });
    expect(list.json()[0]).not.toHaveProperty('audiences');
    expect(list.json()[0]).toMatchObject({ recipient_type: 'teacher' });
  });
});
