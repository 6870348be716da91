import { beforeAll, describe, expect, it } from 'vitest';
import { contentPaths, type Page } from '#shared/api/content';
import { givingPaths } from '#shared/api/giving';
import { inboxPaths } from '#shared/api/inbox';
import { subscriptionPaths } from '#shared/api/subscriptions';
import { PRIVACY_PAGE_SLUG, defaultFormNotice } from '#shared/privacy/consent';
import { retentionRules } from '#shared/privacy/retention';
import { SITE, testEngines, withTestApp } from '#server/testing/helpers';
import { loadRenderableSite } from '../content/site-content.service.ts';
import { openGiving } from '../giving/testing/giving-fixtures.ts';
import { consentOf } from './consent.service.ts';

/** Each public form, as the browser sends it (JSON), with the page it was on. */
const forms = [
  {
    name: 'the contact page form',
    path: inboxPaths.contact,
    page: '/contact-us',
    purpose: 'contact',
    table: 'contact_messages',
    body: (email: string) => ({ name: 'Asha', email, message: 'Hello', source: 'contact-page' }),
  },
  {
    name: 'the home page contact form',
    path: inboxPaths.contact,
    page: '/',
    purpose: 'contact',
    table: 'contact_messages',
    body: (email: string) => ({ name: 'Asha', email, source: 'home', heardFrom: 'Friends' }),
  },
  {
    name: 'the volunteer form (Get Involved, volunteer pages, programme pages)',
    path: inboxPaths.interest,
    page: '/volunteer-teacher',
    purpose: 'volunteer',
    table: 'interest_entries',
    body: (email: string) => ({ fullName: 'Ravi', email, roles: ['teacher'], languages: ['kannada'] }),
  },
  {
    name: 'the subscribe form',
    path: subscriptionPaths.add,
    page: '/subscribe',
    purpose: 'subscription',
    table: 'subscriptions',
    body: (email: string) => ({ email, role: 'parent' }),
  },
  {
    name: 'the donate form',
    path: givingPaths.pledges,
    page: '/donate',
    purpose: 'donation',
    table: 'donations',
    body: (email: string) => ({
      action: 'sponsor-a-school-kit',
      amount: 1500,
      residence: 'india',
      fullName: 'Meera Rao',
      email,
      mobile: '9845012345',
    }),
  },
] as const;

describe.each(testEngines)('issue 27: the privacy notice and consent records, on %s', (engine) => {
  const t = withTestApp(engine, {
    FORM_RATE_LIMIT_PER_MINUTE: '1000',
    SUBSCRIBE_RATE_LIMIT_PER_MINUTE: '1000',
  });
  // The donate form takes pledges once the organisation has given its UPI id.
  beforeAll(async () => {
    await openGiving(t.app, t.cookie);
  });

  const post = (path: string, payload: object, page: string) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { origin: SITE, referer: `${SITE}${page}` },
      remoteAddress: '203.0.113.7',
      payload,
    });
  const privacyPage = async () => {
    const pages = (await t.send('GET', contentPaths.allPages)).json() as Page[];
    return pages.find((page) => page.slug === PRIVACY_PAGE_SLUG)!;
  };
  const currentVersion = async () => (await loadRenderableSite(t.db)).content.privacyNoticeVersion;

  it('seeds a published Privacy page at /privacy listing each form, its periods, the rights and the contact', async () => {
    const page = (
      await t.send('GET', contentPaths.pageBySlug(PRIVACY_PAGE_SLUG), undefined, false)
    ).json() as {
      title: string;
      body: string;
    };
    expect(page.title).toBe('Privacy notice');
    for (const words of [
      'subscribe page',
      'contact page',
      'Get Involved',
      'donate page',
      '2 years',
      `${retentionRules['unconfirmed-subscribers'].defaultDays} days`,
      '10 years',
      'Income-tax',
      'Withdraw your consent',
      'Nominate',
      'Data Protection Board of India',
      'href="/your-data"',
      'mailto:contact@gurukul.example.org',
    ])
      expect(page.body).toContain(words);
    // The version the public pages are rendered with is the page's publish time.
    expect(await currentVersion()).toBe((await privacyPage()).updatedAt);
  });

  it.each(forms)('$name records consent with the notice version it showed, from its page', async (form) => {
    const version = await currentVersion();
    const email = `${form.purpose}-${form.page.length}@example.org`;
    const response = await post(
      form.path,
      { ...form.body(email.toUpperCase()), noticeVersion: version },
      form.page,
    );
    expect(response.statusCode).toBe(201);
    const [record, ...others] = await consentOf(t.db, email);
    expect(others).toHaveLength(0);
    expect(record).toMatchObject({
      email,
      purpose: form.purpose,
      action: 'given',
      notice_version: version,
      wording: defaultFormNotice,
      source: form.page,
      ip_address: '203.0.113.7',
    });
    const [table, id] = record!.record_ref!.split(':');
    expect(table).toBe(form.table);
    const stored = await t.db
      .selectFrom(form.table)
      .select('id')
      .where('id', '=', Number(id))
      .executeTakeFirst();
    expect(stored).toBeDefined();
  });

  it('records the version a form showed, though the page changed since; the current one when it sent none', async () => {
    const before = await currentVersion();
    const page = await privacyPage();
    const edited = await t.send('PUT', contentPaths.page(page.id), {
      title: page.title,
      slug: page.slug,
      summary: page.summary,
      body: '<p>Our shorter privacy notice.</p>',
      status: 'published',
    });
    expect(edited.statusCode).toBe(200);
    const after = await currentVersion();
    expect(after).not.toBe(before);

    await post(
      inboxPaths.contact,
      { name: 'Old page', email: 'old@example.org', noticeVersion: before },
      '/',
    );
    await post(inboxPaths.contact, { name: 'No version', email: 'none@example.org' }, '/');
    expect((await consentOf(t.db, 'old@example.org'))[0]!.notice_version).toBe(before);
    expect((await consentOf(t.db, 'none@example.org'))[0]!.notice_version).toBe(after);
  });

  it('records the exact words of the notice the administrator wrote', async () => {
    const site = (await t.send('GET', contentPaths.site)).json() as Record<string, unknown>;
    const words = 'We keep these details only to answer you.';
    expect((await t.send('PUT', contentPaths.site, { ...site, formNotice: words })).statusCode).toBe(200);
    expect((await loadRenderableSite(t.db)).content.site.formNotice).toBe(words);
    await post(inboxPaths.interest, { fullName: 'Words', email: 'words@example.org' }, '/get-involved');
    expect((await consentOf(t.db, 'words@example.org'))[0]!.wording).toBe(words);
  });

  it('records consent from a form posted without JavaScript, its version in the hidden field', async () => {
    const version = (await currentVersion())!;
    const response = await t.app.inject({
      method: 'POST',
      url: subscriptionPaths.add,
      headers: {
        origin: SITE,
        referer: `${SITE}/subscribe`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        email: 'plain@example.org',
        role: 'teacher',
        noticeVersion: version,
      }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/subscribe#form-sent');
    expect((await consentOf(t.db, 'plain@example.org'))[0]).toMatchObject({
      purpose: 'subscription',
      notice_version: version,
      source: '/subscribe',
    });
  });

  it('refuses a version that cannot be one with a plain 400, and stores neither the form nor a consent', async () => {
    const response = await post(
      inboxPaths.contact,
      { name: 'Too long', email: 'long@example.org', noticeVersion: 'x'.repeat(200) },
      '/',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/reload the page/);
    expect(await consentOf(t.db, 'long@example.org')).toHaveLength(0);
    const messages = await t.db
      .selectFrom('contact_messages')
      .select('id')
      .where('email', '=', 'long@example.org')
      .execute();
    expect(messages).toHaveLength(0);
  });

  it('shows each record’s consent in the dashboard lists', async () => {
    const contacts = (await t.send('GET', inboxPaths.contactList)).json() as {
      email: string;
      consent: { givenAt: string; noticeVersion: string; withdrawnAt: string | null };
    }[];
    const old = contacts.find((message) => message.email === 'old@example.org')!;
    expect(old.consent).toMatchObject({ noticeVersion: expect.any(String), withdrawnAt: null });
    const interests = (await t.send('GET', inboxPaths.interestList)).json() as { consent: unknown }[];
    expect(interests.every((entry) => entry.consent !== null)).toBe(true);
    const subscribers = (await t.send('GET', subscriptionPaths.list)).json() as {
      email: string;
      consent: { givenAt: string } | null;
    }[];
    expect(subscribers.find((row) => row.email === 'plain@example.org')!.consent!.givenAt).toEqual(
      expect.any(String),
    );
  });
});
