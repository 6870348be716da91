import { setTimeout as delay } from 'node:timers/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages';
import { subscriptionPaths } from '#shared/api/subscriptions';
import { testEngines } from '#server/testing/helpers';
import { waitUntil } from './testing/smtp-test-server.ts';
import { campaignStatus, seedSubscribers, sendEmail, subscriptionIdOf } from './testing/mail-test-helpers.ts';
import {
  withMailApp,
  withTwoSubscribers,
  oneClickPath,
  confirmationPath,
  mailsTo,
  subscriptionOf,
  addSubscription,
  oneClick,
  postPageForm,
  pressSubscribeAgain,
  unsubscribe,
  signerOf,
} from './testing/subscriber-links.ts';

describe.each(testEngines)('coming back after unsubscribing, through the mailed link, on %s', (engine) => {
  const { mailApp, mailTo } = withTwoSubscribers(engine);

  it('hardening 4: an address that unsubscribed gets the answer a new one gets, stays unsubscribed and comes back only through the mailed link', async () => {
    const { t, smtp, cookie } = mailApp;
    const path = oneClickPath(await mailTo('meera@example.org'));
    await oneClick(t, path);
    const unsubscribed = await subscriptionOf(t, 'meera@example.org');
    expect(unsubscribed).toMatchObject({ status: 'unsubscribed', role: 'parent' });
    smtp.received.length = 0;

    const fresh = await addSubscription(t, 'someone-new@example.org');
    const back = await addSubscription(t, 'meera@example.org', 'Teacher');
    expect(back.statusCode).toBe(201);
    expect(back.statusCode).toBe(fresh.statusCode);
    expect(back.body).toBe(fresh.body);
    expect(back.json()).toEqual({ message: messages.subscriptions.success, pendingConfirmation: false });

    // Still unsubscribed, with the record of the unsubscribe, and so on the dashboard's list.
    expect(await subscriptionOf(t, 'meera@example.org')).toEqual(unsubscribed);
    const list = await t.app.inject({ method: 'GET', url: '/api/get_subscriptions', headers: { cookie } });
    expect(list.json()).toContainEqual(
      expect.objectContaining({
        email: 'meera@example.org',
        status: 'unsubscribed',
        unsubscribed_at: unsubscribed.unsubscribed_at,
      }),
    );
    await waitUntil(async () => (await mailsTo(smtp, 'meera@example.org')).length === 1);
    const campaign = await sendEmail(t, cookie, { recipientType: 'all', subject: 'S', message: 'm' });
    await waitUntil(async () => (await campaignStatus(t.db, campaign.json().campaignId)) === 'done');
    expect(smtp.countsByRecipient().get('meera@example.org')).toBe(1); // the mail that asks, nothing else

    const [asking] = await mailsTo(smtp, 'meera@example.org');
    expect(asking!.subject).toBe('You asked to subscribe to Gurukul again: please confirm');
    expect(asking!.text).toContain('you stay unsubscribed');
    expect(asking!.html).toContain('Subscribe me again');
    expect(asking!.headers.has('list-unsubscribe')).toBe(false);

    // Opening the link only asks (a mail scanner opens every link in a mail); pressing the button decides.
    const question = await t.app.inject({ method: 'GET', url: confirmationPath(asking!) });
    expect(question.body).toContain('m•••@example.org unsubscribed earlier');
    expect(await subscriptionOf(t, 'meera@example.org')).toEqual(unsubscribed);
    const page = await pressSubscribeAgain(t, confirmationPath(asking!));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Your subscription is confirmed</h1>');
    expect(await subscriptionOf(t, 'meera@example.org')).toMatchObject({
      status: 'active',
      role: 'teacher', // the role of the request that asked to come back
      unsubscribed_at: null,
      confirmed_at: expect.any(String),
    });
    // Following the link again changes nothing and says the same.
    const twice = await t.app.inject({ method: 'GET', url: confirmationPath(asking!) });
    expect(twice.statusCode).toBe(200);
    expect(twice.body).toContain('<h1>Your subscription is confirmed</h1>');

    smtp.received.length = 0;
    const next = await sendEmail(t, cookie, { recipientType: 'teacher', subject: 'T', message: 'm' });
    expect(next.json().recipients).toBe(1);
    await waitUntil(async () => (await campaignStatus(t.db, next.json().campaignId)) === 'done');
    expect([...smtp.countsByRecipient().keys()]).toEqual(['meera@example.org']);
  });

  it('hardening 4: asking again within 24 hours sends no second mail; after that a new link replaces the old one', async () => {
    const { t, smtp } = mailApp;
    const signer = await signerOf(t);
    await unsubscribe(t, 'arjun@example.org', signer);
    const fresh = await addSubscription(t, 'another-new@example.org');
    for (let i = 0; i < 3; i += 1) {
      const again = await addSubscription(t, 'arjun@example.org', i === 0 ? 'Parent' : 'Student');
      expect(again.statusCode).toBe(fresh.statusCode);
      expect(again.body).toBe(fresh.body);
    }
    await waitUntil(async () => (await mailsTo(smtp, 'arjun@example.org')).length > 0);
    await delay(300); // room for a second mail, were one on its way
    const [first, ...more] = await mailsTo(smtp, 'arjun@example.org');
    expect(more).toHaveLength(0);
    expect((await subscriptionOf(t, 'arjun@example.org')).status).toBe('unsubscribed');

    // A day later the address may ask again: a new mail, whose link voids the first one.
    const dayAndMinute = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000).toISOString();
    await t.db
      .updateTable('subscriptions')
      .set({ resubscribe_requested_at: dayAndMinute })
      .where('email', '=', 'arjun@example.org')
      .execute();
    const later = await addSubscription(t, 'arjun@example.org', 'Student');
    expect(later.body).toBe(fresh.body);
    await waitUntil(async () => (await mailsTo(smtp, 'arjun@example.org')).length === 2);
    const second = (await mailsTo(smtp, 'arjun@example.org'))[1]!;
    expect(confirmationPath(second)).not.toBe(confirmationPath(first!));

    const old = await t.app.inject({ method: 'GET', url: confirmationPath(first!) });
    expect(old.statusCode).toBe(400);
    expect(old.body).toContain('<h1>This confirmation link is not valid</h1>');
    expect((await subscriptionOf(t, 'arjun@example.org')).status).toBe('unsubscribed');
    const page = await pressSubscribeAgain(t, confirmationPath(second));
    expect(page.body).toContain('<h1>Your subscription is confirmed</h1>');
    expect(await subscriptionOf(t, 'arjun@example.org')).toMatchObject({ status: 'active', role: 'student' });
  });

  it('hardening 4: a link asked for before the latest unsubscribe, or a confirmation link, does not undo it', async () => {
    const { t, smtp } = mailApp;
    const signer = await signerOf(t);
    await unsubscribe(t, 'meera@example.org', signer);
    await addSubscription(t, 'meera@example.org');
    await waitUntil(async () => (await mailsTo(smtp, 'meera@example.org')).length === 1);
    const link = confirmationPath((await mailsTo(smtp, 'meera@example.org'))[0]!);
    expect((await pressSubscribeAgain(t, link)).statusCode).toBe(200);
    expect((await subscriptionOf(t, 'meera@example.org')).status).toBe('active');

    await unsubscribe(t, 'meera@example.org', signer);
    const stale = await t.app.inject({ method: 'GET', url: link });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('<h1>This address has unsubscribed</h1>');
    const posted = await postPageForm(t, link);
    expect(posted.body).toContain('<h1>This address has unsubscribed</h1>');
    const id = await subscriptionIdOf(t.db, 'meera@example.org');
    const confirm = await t.app.inject({
      method: 'GET',
      url: `${subscriptionPaths.confirm}?token=${signer.sign('confirm', id)}`,
    });
    expect(confirm.body).toContain('<h1>This address has unsubscribed</h1>');
    expect((await subscriptionOf(t, 'meera@example.org')).status).toBe('unsubscribed');

    // Having come back and left again, the address may ask at once: the earlier request was used.
    await addSubscription(t, 'meera@example.org');
    await waitUntil(async () => (await mailsTo(smtp, 'meera@example.org')).length === 2);
  });
});

describe.each(testEngines)('coming back after unsubscribing on %s', (engine) => {
  let clockOffsetMs = 0;
  const refused = new Set<string>();
  const mailApp = withMailApp(engine, {
    smtp: {
      acceptDelayMs: 800,
      onRecipient: (address) =>
        refused.has(address) ? { code: 451, message: '4.3.0 Try again later' } : undefined,
    },
    options: { startMailWorker: false, mailWorker: { now: () => new Date(Date.now() + clockOffsetMs) } },
    login: false,
  });
  beforeEach(() => {
    clockOffsetMs = 0;
  });

  it('hardening 4: the answer goes out before the mail, so its timing does not tell', async () => {
    const { t, smtp } = mailApp;
    await seedSubscribers(t.db, [{ email: 'quick@example.org', status: 'unsubscribed' }]);
    const response = await addSubscription(t, 'quick@example.org');
    expect(response.statusCode).toBe(201);
    expect(smtp.received).toHaveLength(0); // the server takes 800 ms to accept it
    await waitUntil(async () => (await mailsTo(smtp, 'quick@example.org')).length === 1);
  });

  it('hardening 4: a mail that could not be sent does not hold the address back for a day', async () => {
    const { t, smtp } = mailApp;
    await seedSubscribers(t.db, [{ email: 'flaky@example.org', status: 'unsubscribed' }]);
    refused.add('flaky@example.org');
    await addSubscription(t, 'flaky@example.org');
    const requestOf = async () =>
      (
        await t.db
          .selectFrom('subscriptions')
          .select('resubscribe_requested_at')
          .where('email', '=', 'flaky@example.org')
          .executeTakeFirstOrThrow()
      ).resubscribe_requested_at;
    // Recorded before the answer; forgotten once the mail server refused the mail.
    await waitUntil(async () => (await requestOf()) === null);
    refused.delete('flaky@example.org');
    await addSubscription(t, 'flaky@example.org');
    await waitUntil(async () => (await mailsTo(smtp, 'flaky@example.org')).length === 1);
  });

  it('hardening 4: the link works for 7 days', async () => {
    const { t, smtp } = mailApp;
    await seedSubscribers(t.db, [{ email: 'slow@example.org', status: 'unsubscribed' }]);
    await addSubscription(t, 'slow@example.org');
    await waitUntil(async () => (await mailsTo(smtp, 'slow@example.org')).length === 1);
    const link = confirmationPath((await mailsTo(smtp, 'slow@example.org'))[0]!);
    clockOffsetMs = 7 * 24 * 60 * 60 * 1000 + 60_000;
    const late = await t.app.inject({ method: 'GET', url: link });
    expect(late.statusCode).toBe(200);
    expect(late.body).toContain('<h1>This link has expired</h1>');
    const latePost = await t.app.inject({ method: 'POST', url: link, payload: {} });
    expect(latePost.body).toContain('<h1>This link has expired</h1>');
    expect((await subscriptionOf(t, 'slow@example.org')).status).toBe('unsubscribed');
    clockOffsetMs = 6 * 24 * 60 * 60 * 1000;
    const inTime = await pressSubscribeAgain(t, link);
    expect(inTime.body).toContain('<h1>Your subscription is confirmed</h1>');
    expect((await subscriptionOf(t, 'slow@example.org')).status).toBe('active');
  });
});
