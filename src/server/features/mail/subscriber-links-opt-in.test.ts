import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages';
import { subscriptionPaths } from '#shared/api/subscriptions';
import { testEngines } from '#server/testing/helpers';
import { waitUntil } from './testing/smtp-test-server.ts';
import { campaignStatus, seedSubscribers, sendEmail } from './testing/mail-test-helpers.ts';
import { withMailApp, subscriptionOf, addSubscription } from './testing/subscriber-links.ts';

describe.each(testEngines)('double opt-in on %s', (engine) => {
  const mailApp = withMailApp(engine, { env: { DOUBLE_OPT_IN: 'true' } });

  it('keeps a new address pending, mails a confirmation link, and sends campaigns only once it is followed', async () => {
    const { t, smtp, cookie } = mailApp;
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

    await waitUntil(() => smtp.received.length > 0);
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

  it('hardening 4: new, pending, active and unsubscribed addresses get the same answer; pending ones a new link', async () => {
    const { t, smtp } = mailApp;
    smtp.received.length = 0;
    await seedSubscribers(t.db, [
      { email: 'on-list@example.org', status: 'active' },
      { email: 'left@example.org', status: 'unsubscribed' },
    ]);
    const fresh = await addSubscription(t, 'lost@example.org');
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json()).toEqual({ message: messages.subscriptions.checkInbox, pendingConfirmation: true });
    for (const email of ['lost@example.org', 'on-list@example.org', 'left@example.org']) {
      const response = await addSubscription(t, email, 'Teacher');
      expect(response.statusCode).toBe(fresh.statusCode);
      expect(response.body).toBe(fresh.body);
    }
    // Two links to the pending address (the first mail may have been lost), one to the unsubscribed one
    // asking it to come back, none to the active one.
    await waitUntil(() => smtp.received.length >= 3);
    await delay(200);
    expect(Object.fromEntries(smtp.countsByRecipient())).toEqual({
      'lost@example.org': 2,
      'left@example.org': 1,
    });
    expect((await subscriptionOf(t, 'lost@example.org')).status).toBe('pending');
    expect(await subscriptionOf(t, 'on-list@example.org')).toMatchObject({
      status: 'active',
      role: 'parent',
    });
    expect((await subscriptionOf(t, 'left@example.org')).status).toBe('unsubscribed');

    const bad = await t.app.inject({ method: 'GET', url: `${subscriptionPaths.confirm}?token=1.nope` });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('<h1>This confirmation link is not valid</h1>');
    expect((await subscriptionOf(t, 'lost@example.org')).status).toBe('pending');
  });
});
