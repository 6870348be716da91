import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { messages } from '#shared/messages';
import { subscriptionPaths } from '#shared/api/subscriptions';
import { createTestApp, testEngines, type TestApp } from '#server/testing/helpers';
import { setTimeout as delay } from 'node:timers/promises';
import { startTestSmtp, waitUntil, type TestSmtp } from './testing/smtp-test-server.ts';
import { createTokenSigner, loadMailSecret, type TokenSigner } from './mail-tokens.ts';
import {
  campaignStatus,
  deliveriesOf,
  seedSubscribers,
  sendEmail,
} from './testing/mail-test-helpers.ts';

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
    .select(['status', 'role', 'unsubscribed_at', 'confirmed_at'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

function addSubscription(t: TestApp, email: string, role = 'Parent') {
  return t.app.inject({ method: 'POST', url: subscriptionPaths.add, payload: { email, role } });
}

/** The mails that reached an address so far, oldest first. */
async function mailsTo(smtp: TestSmtp, email: string): Promise<ParsedMail[]> {
  return (await smtp.parsed()).filter((m) => (m.to as { text: string }).text === email);
}

/** The confirmation link in a mail's text, as a path with its token. */
function confirmationPath(mail: ParsedMail): string {
  return /http:\/\/localhost:3000(\/api\/confirm_subscription\?token=\S+)/.exec(mail.text ?? '')![1]!;
}

/** Opens the link back after unsubscribing, expects the question, and presses its button. */
async function pressSubscribeAgain(t: TestApp, path: string) {
  const page = await t.app.inject({ method: 'GET', url: path });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<h1>Subscribe again to our updates?</h1>');
  // The form posts back to the site: the browser must send the site's Origin, not `Origin: null`.
  expect(page.headers['referrer-policy']).toBe('same-origin');
  const action = /<form method="post" action="([^"]+)">/.exec(page.body)![1]!.replaceAll('&amp;', '&');
  expect(action).toBe(path);
  return t.app.inject({
    method: 'POST',
    url: action,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
    payload: '',
  });
}

/** One-click unsubscribe of an address, the way its mail client does it. */
async function unsubscribe(t: TestApp, email: string, signer: TokenSigner) {
  const { id } = await t.db
    .selectFrom('subscriptions')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/unsubscribe?token=${signer.sign('unsubscribe', id)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(response.statusCode).toBe(200);
}

async function signerOf(t: TestApp): Promise<TokenSigner> {
  return createTokenSigner(await loadMailSecret(t.db, t.config.mailSecret));
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

  it('hardening 4: an address that unsubscribed gets the answer a new one gets, stays unsubscribed and comes back only through the mailed link', async () => {
    const path = oneClickPath(await mailTo('meera@example.org'));
    await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
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
    const posted = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      payload: '',
    });
    expect(posted.body).toContain('<h1>This address has unsubscribed</h1>');
    const { id } = await t.db
      .selectFrom('subscriptions')
      .select('id')
      .where('email', '=', 'meera@example.org')
      .executeTakeFirstOrThrow();
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

describe.each(testEngines)('coming back after unsubscribing on %s', (engine) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let clockOffsetMs = 0;
  const refused = new Set<string>();

  beforeAll(async () => {
    smtp = await startTestSmtp({
      acceptDelayMs: 800,
      onRecipient: (address) =>
        refused.has(address) ? { code: 451, message: '4.3.0 Try again later' } : undefined,
    });
    t = await createTestApp(
      engine,
      { SMTP_URL: smtp.url },
      { startMailWorker: false, mailWorker: { now: () => new Date(Date.now() + clockOffsetMs) } },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => {
    clockOffsetMs = 0;
  });

  it('hardening 4: the answer goes out before the mail, so its timing does not tell', async () => {
    await seedSubscribers(t.db, [{ email: 'quick@example.org', status: 'unsubscribed' }]);
    const response = await addSubscription(t, 'quick@example.org');
    expect(response.statusCode).toBe(201);
    expect(smtp.received).toHaveLength(0); // the server takes 800 ms to accept it
    await waitUntil(async () => (await mailsTo(smtp, 'quick@example.org')).length === 1);
  });

  it('hardening 4: a mail that could not be sent does not hold the address back for a day', async () => {
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
