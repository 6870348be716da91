import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { campaignMessages, mailPaths, type Campaign } from '#shared/api/mail';
import { createTestApp, testEngines, type TestApp } from '#server/testing/helpers';
import { startTestSmtp, waitUntil, type TestSmtp } from './testing/smtp-test-server.ts';
import { campaignStatus, deliveriesOf, seedSubscribers, sendEmail } from './testing/mail-test-helpers.ts';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** Issue 25, must have 6: a mail sent later goes at its time (India time in the dashboard), not before. */
describe.each(testEngines)('a campaign sent later on %s', (engine) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let cookie: string;
  // The worker's clock: moved forward by the test, never waited for.
  let offset = 0;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(
      engine,
      { SMTP_URL: smtp.url },
      { mailWorker: { now: () => new Date(Date.now() + offset), pollIntervalMs: 20 } },
    );
    cookie = await t.login();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    offset = 0;
    await t.db.deleteFrom('deliveries').execute();
    await t.db.deleteFrom('campaigns').execute();
    await t.db.deleteFrom('subscriptions').execute();
    smtp.received.length = 0;
  });

  const post = (url: string) => t.app.inject({ method: 'POST', url, headers: { cookie } });
  const subjectsReceived = async () => (await smtp.parsed()).map((mail) => mail.subject);
  const recipientsOf = async (subject: string) =>
    (await smtp.parsed())
      .filter((mail) => mail.subject === subject)
      .flatMap((mail) => (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []))
      .flatMap((to) => to.value.map((address) => address.address))
      .sort();

  it('is not sent before its time, and goes to whoever is subscribed when its time comes', async () => {
    await seedSubscribers(t.db, [{ email: 'stays@example.org' }, { email: 'leaves@example.org' }]);
    const scheduled = await sendEmail(t, cookie, {
      recipientType: 'all',
      subject: 'Later',
      message: 'At nine in India.',
      sendAt: inHours(2),
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const { campaignId, recipients } = scheduled.json<{ campaignId: number; recipients: number }>();
    expect(recipients).toBe(2);
    expect(scheduled.json().message).toMatch(/^The mail is scheduled for .+ \(India time\)\.$/);

    // A mail sent now goes out: the worker has run its rounds, and the scheduled one has not moved.
    expect(
      (await sendEmail(t, cookie, { recipientType: 'all', subject: 'Now', message: 'Now.' })).statusCode,
    ).toBe(200);
    await waitUntil(async () => (await subjectsReceived()).length === 2);
    expect(await subjectsReceived()).toEqual(['Now', 'Now']);
    expect(await campaignStatus(t.db, campaignId)).toBe('scheduled');
    expect(await deliveriesOf(t.db, campaignId)).toEqual([]);

    // Meanwhile one subscriber leaves and one arrives: the recipients are chosen when sending starts.
    await t.db
      .updateTable('subscriptions')
      .set({ status: 'unsubscribed' })
      .where('email', '=', 'leaves@example.org')
      .execute();
    await seedSubscribers(t.db, [{ email: 'arrives@example.org' }]);

    offset = 2 * HOUR + 60_000;
    await waitUntil(async () => (await campaignStatus(t.db, campaignId)) === 'done');
    expect(await recipientsOf('Later')).toEqual(['arrives@example.org', 'stays@example.org']);
  });

  it('refuses a time that has passed or is more than a year ahead with a plain 400, storing nothing', async () => {
    await seedSubscribers(t.db, [{ email: 'reader@example.org' }]);
    const cases = [
      [inHours(-1), campaignMessages.sendAtPast],
      [inHours(24 * 367), campaignMessages.sendAtTooFar],
      ['next Tuesday', campaignMessages.sendAtInvalid],
    ] as const;
    for (const [sendAt, error] of cases) {
      const response = await sendEmail(t, cookie, {
        recipientType: 'all',
        subject: 'S',
        message: 'M',
        sendAt,
      });
      expect(response.statusCode, sendAt).toBe(400);
      expect(response.json().error).toBe(error);
    }
    expect(await t.db.selectFrom('campaigns').selectAll().execute()).toEqual([]);
  });

  it('is listed as scheduled with its time; cancelled, it never goes', async () => {
    await seedSubscribers(t.db, [{ email: 'reader@example.org' }]);
    const sendAt = inHours(1);
    const { campaignId } = (
      await sendEmail(t, cookie, { recipientType: 'all', subject: 'Called off', message: 'M', sendAt })
    ).json<{ campaignId: number }>();
    const listed = (await t.app.inject({ url: mailPaths.campaigns, headers: { cookie } })).json<Campaign[]>();
    expect(listed[0]).toMatchObject({ id: campaignId, status: 'scheduled', send_at: sendAt, total: 0 });

    const cancelled = await post(mailPaths.cancelCampaign(campaignId));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    // Cancelling again, or sending now what was cancelled, is refused: it is no longer waiting.
    for (const url of [mailPaths.cancelCampaign(campaignId), mailPaths.sendCampaignNow(campaignId)]) {
      const again = await post(url);
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toBe(campaignMessages.notScheduled);
    }
    expect((await post(mailPaths.cancelCampaign(999_999))).statusCode).toBe(404);

    offset = 2 * HOUR;
    expect(
      (
        await sendEmail(t, cookie, {
          recipientType: 'single',
          email: 'x@example.org',
          subject: 'Probe',
          message: 'M',
        })
      ).statusCode,
    ).toBe(200);
    await waitUntil(async () => (await subjectsReceived()).includes('Probe'));
    expect(await subjectsReceived()).toEqual(['Probe']);
    expect(await campaignStatus(t.db, campaignId)).toBe('cancelled');
  });

  it('"Send now" starts a scheduled campaign at once, to one address as to a group', async () => {
    const { campaignId } = (
      await sendEmail(t, cookie, {
        recipientType: 'single',
        email: 'friend@example.org',
        subject: 'Sooner',
        message: 'M',
        sendAt: inHours(5),
      })
    ).json<{ campaignId: number }>();
    const started = await post(mailPaths.sendCampaignNow(campaignId));
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().status).not.toBe('scheduled');
    await waitUntil(async () => (await recipientsOf('Sooner')).length === 1);
    expect(await recipientsOf('Sooner')).toEqual(['friend@example.org']);
  });
});
