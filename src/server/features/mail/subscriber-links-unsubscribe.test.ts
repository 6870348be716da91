import { describe, expect, it } from 'vitest';
import { contentPaths } from '#shared/api/content';
import { testEngines } from '#server/testing/helpers';
import { waitUntil } from './testing/smtp-test-server.ts';
import { campaignStatus, deliveriesOf, sendEmail, queuePausedCampaign } from './testing/mail-test-helpers.ts';
import {
  withTwoSubscribers,
  unsubscribePath,
  oneClickPath,
  subscriptionOf,
  oneClick,
  postPageForm,
} from './testing/subscriber-links.ts';

describe.each(testEngines)('one-click unsubscribe on %s', (engine) => {
  const { mailApp, mailTo } = withTwoSubscribers(engine);

  it('GET on the link shows what will happen and a button that posts the form, changing nothing', async () => {
    const { t } = mailApp;
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
    const { t, smtp, cookie } = mailApp;
    const mail = await mailTo('meera@example.org');
    const token = unsubscribePath(mail).split('token=')[1]!;
    const response = await postPageForm(t, `/api/unsubscribe?token=${token}`);
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
    const { t } = mailApp;
    const mail = await mailTo('arjun@example.org');
    const path = oneClickPath(mail);
    expect(path).toMatch(/^\/api\/unsubscribe\?token=/);
    const response = await oneClick(t, path, { origin: 'https://mail.example.com' });
    expect(response.statusCode).toBe(200);
    expect((await subscriptionOf(t, 'arjun@example.org')).status).toBe('unsubscribed');
    // A client that opens the header's address instead is sent to the page.
    const opened = await t.app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(path.replace('/api/unsubscribe', '/unsubscribe'));
  });

  it('skips queued mail of an address that unsubscribed, recording the reason', async () => {
    const { t, smtp, cookie } = mailApp;
    const mail = await mailTo('arjun@example.org');
    const path = oneClickPath(mail);
    // A campaign waits in the queue (paused) while arjun unsubscribes; then it goes on.
    const subscribers = await t.db.selectFrom('subscriptions').select(['id', 'email']).execute();
    const campaignId = await queuePausedCampaign(t.db, subscribers);
    smtp.received.length = 0;
    await oneClick(t, path);
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
    const { t } = mailApp;
    for (const url of ['/unsubscribe?token=1.forged', '/unsubscribe']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(400);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<h1>This unsubscribe link is not valid</h1>');
    }
    const posted = await oneClick(t, '/api/unsubscribe?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(posted.statusCode).toBe(400);
    expect((await subscriptionOf(t, 'meera@example.org')).status).toBe('active');
  });

  it('issue 23, must have 10: a link page names the organisation as the site details now do', async () => {
    const { t, cookie } = mailApp;
    const site = (await t.app.inject({ method: 'GET', url: contentPaths.site, headers: { cookie } })).json();
    const renamed = {
      ...site,
      name: 'Vidya Gurukul',
      legalName: 'Vidya Gurukul Charitable Trust',
      email: 'office@vidya.example.org',
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: contentPaths.site,
      headers: { cookie },
      payload: renamed,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const page = await t.app.inject({ method: 'GET', url: '/unsubscribe?token=1.forged' });
      expect(page.body).toContain('<title>Invalid link | Vidya Gurukul</title>');
      expect(page.body).toContain('<footer>Vidya Gurukul Charitable Trust</footer>');
      expect(page.body).toContain('write to us at office@vidya.example.org');
      expect(page.body).toContain('Go to the Vidya Gurukul home page');
    } finally {
      await t.app.inject({ method: 'PUT', url: contentPaths.site, headers: { cookie }, payload: site });
    }
  });
});
