import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPaths } from '#shared/api/content-fields';
import { receiptImagePaths } from '#shared/api/giving-images';
import { overviewPaths, samplePlaces, type Overview } from '#shared/api/overview';
import { defaultSiteDetails, defaultStatistics, defaultTestimonials } from '#shared/content/defaults/index';
import { createTestApp, SITE, testEngines, type TestApp } from '#server/testing/helpers';
import { upload } from '../media/testing/media-fixtures.ts';
import { openGiving } from '../giving/testing/giving-fixtures.ts';

const now = new Date('2026-06-30T10:00:00.000Z');

/** An app of its own for a describe block, with the administrator signed in and a way to read the overview. */
function overviewApp(engine: (typeof testEngines)[number]) {
  const state = {} as { t: TestApp; cookie: string };
  beforeAll(async () => {
    state.t = await createTestApp(engine, {}, { now: () => now, startMailWorker: false });
    state.cookie = await state.t.login();
  });
  afterAll(() => state.t.close());
  const send = (method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    state.t.app.inject({ method, url, headers: { cookie: state.cookie }, payload });
  const overview = async (): Promise<Overview> => {
    const response = await send('GET', overviewPaths.overview);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  return { state, send, overview };
}

describe.each(testEngines)('content issue 7: the dashboard opens on an overview, on %s', (engine) => {
  const { state, send, overview } = overviewApp(engine);

  it('issue 26: tells each role only the figures of the areas it opens (the others are null)', async () => {
    const figuresOf = async (role: 'editor' | 'communications' | 'finance') => {
      const response = await state.t.app.inject({
        method: 'GET',
        url: overviewPaths.overview,
        headers: { cookie: await state.t.loginAs(role) },
      });
      expect(response.statusCode).toBe(200);
      return response.json<Overview>();
    };
    const editor = await figuresOf('editor');
    expect(editor.waiting).toEqual({
      pledgesWithUtr: null,
      receiptsToIssue: null,
      unreadContacts: null,
      unreadInterests: null,
    });
    expect(editor).toMatchObject({ subscribers: null, lastCampaign: null, media: { total: 0 } });
    const communications = await figuresOf('communications');
    expect(communications.waiting).toMatchObject({ pledgesWithUtr: null, unreadContacts: 0 });
    expect(communications).toMatchObject({ media: null, pages: null, subscribers: { active: 0 } });
    const finance = await figuresOf('finance');
    expect(finance.waiting).toMatchObject({ pledgesWithUtr: 0, receiptsToIssue: 0, unreadInterests: null });
    expect(finance).toMatchObject({ media: null, pages: null, subscribers: null });
  });

  it('counts nothing on a fresh install, and lists every step of the first-run checklist as to do', async () => {
    expect(await overview()).toEqual({
      waiting: { pledgesWithUtr: 0, receiptsToIssue: 0, unreadContacts: 0, unreadInterests: 0 },
      checklist: {
        contactDetails: false,
        givingSettings: false,
        sampleTexts: [...samplePlaces],
        receiptLogo: false,
      },
      subscribers: { active: 0, newLast30Days: 0 },
      lastCampaign: null,
      media: { total: 0 },
      // The Privacy page every install starts with (issue 27).
      pages: { published: 1, drafts: 0, scheduled: 0 },
    });
  });

  it('counts subscribers, new ones, media, pages and the last campaign', async () => {
    const { t } = state;
    const day = (d: string) => `2026-06-${d}T09:00:00.000Z`;
    await t.db
      .insertInto('subscriptions')
      .values([
        {
          email: 'a@example.org',
          role: 'parent',
          status: 'active',
          subscribed_at: day('01'),
          confirmed_at: day('01'),
        },
        {
          email: 'b@example.org',
          role: 'parent',
          status: 'active',
          subscribed_at: '2026-05-01T09:00:00.000Z',
          confirmed_at: day('01'),
        },
        { email: 'c@example.org', role: 'teacher', status: 'pending', subscribed_at: day('20') },
      ])
      .execute();
    await send('POST', '/api/send_email', { recipientType: 'all', subject: 'Older', message: 'Hello' });
    await send('POST', '/api/send_email', { recipientType: 'all', subject: 'News', message: 'Hello' });
    expect(
      (await upload(t.app, state.cookie, { mediaUrl: 'https://example.org/photo.jpg' })).statusCode,
    ).toBe(201);
    const page = { title: 'Reports', slug: 'reports', status: 'published' };
    await send('POST', contentPaths.pages, page);
    await send('POST', contentPaths.pages, { ...page, slug: 'drafted', status: 'draft' });
    await send('POST', contentPaths.pages, {
      ...page,
      slug: 'later',
      status: 'scheduled',
      publishAt: '2026-07-01T00:00:00.000Z',
    });

    expect(await overview()).toMatchObject({
      subscribers: { active: 2, newLast30Days: 2 },
      lastCampaign: { subject: 'News', total: 2 },
      media: { total: 1 },
      pages: { published: 2, drafts: 1, scheduled: 1 },
    });
  });

  it('is for the administrator only', async () => {
    expect((await state.t.app.inject({ method: 'GET', url: overviewPaths.overview })).statusCode).toBe(401);
  });
});

describe.each(testEngines)('issue 25: what waits for the staff, each counted on its own, on %s', (engine) => {
  const { state, send, overview } = overviewApp(engine);
  let serial = 0;

  /** A donation row as the giving feature keeps it; only what the counts look at varies. */
  async function donation(status: string, utr: string | null) {
    serial += 1;
    const row = await state.t.db
      .insertInto('donations')
      .values({
        reference: `GKT${String(serial).padStart(5, '0')}`,
        status,
        action: 'way-to-give-money',
        amount: 500,
        donor_name: 'Meera Rao',
        donor_email: 'meera@example.org',
        donor_mobile: '9845012345',
        donor_address: null,
        id_code: null,
        id_number: null,
        utr,
        mode: status === 'received' ? 'upi' : null,
        received_on: status === 'received' ? '2026-06-20' : null,
        cheque_number: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function receipt(donationId: number, cancelled: boolean) {
    serial += 1;
    await state.t.db
      .insertInto('receipts')
      .values({
        donation_id: donationId,
        number: `GK/2026-27/${serial}`,
        financial_year: '2026-27',
        serial,
        issued_at: now.toISOString(),
        storage_key: `${serial}.pdf`,
        cancelled_at: cancelled ? now.toISOString() : null,
        cancel_reason: cancelled ? 'Issued by mistake' : null,
      })
      .execute();
  }

  it('counts the pledges whose donor sent a UTR and nobody confirmed yet, and no other donation', async () => {
    await donation('pledged', '412345678901');
    await donation('pledged', '412345678902');
    await donation('pledged', null);
    await donation('cancelled', '412345678903');
    await receipt(await donation('received', '412345678904'), false);
    expect((await overview()).waiting.pledgesWithUtr).toBe(2);
  });

  it('counts the received donations without a live receipt: none issued, or the last one cancelled', async () => {
    const before = (await overview()).waiting.receiptsToIssue;
    expect(before).toBe(0);
    await donation('received', null);
    const cancelledOnly = await donation('received', null);
    await receipt(cancelledOnly, true);
    const reissued = await donation('received', null);
    await receipt(reissued, true);
    await receipt(reissued, false);
    expect((await overview()).waiting.receiptsToIssue).toBe(2);
  });

  it('counts unread contact messages and unread volunteer forms apart', async () => {
    for (const name of ['Asha', 'Ravi', 'Kiran']) {
      const sent = await state.t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { origin: SITE },
        payload: { name },
      });
      expect(sent.statusCode).toBe(201);
    }
    const [first] = (await send('GET', '/api/inbox/contact')).json();
    expect((await send('PATCH', `/api/inbox/contact/${first.id}`, { read: true })).statusCode).toBe(200);
    await state.t.db
      .insertInto('interest_entries')
      .values(
        [0, 1].map((read) => ({
          full_name: 'Anjali Patil',
          gender: null,
          age: null,
          education: 'B.Sc.',
          occupation: 'Teacher',
          location: 'Dharwad',
          mobile: '9845012345',
          email: 'anjali@example.org',
          languages: '["kannada"]',
          roles: '["mentor"]',
          action: 'sponsor-a-child',
          read,
          created_at: now.toISOString(),
        })),
      )
      .execute();
    expect((await overview()).waiting).toMatchObject({ unreadContacts: 2, unreadInterests: 1 });
  });
});

describe.each(testEngines)('issue 25: the first-run checklist, ticked from the data, on %s', (engine) => {
  const { state, send, overview } = overviewApp(engine);
  const checklist = async () => (await overview()).checklist;

  it('ticks the contact details once no sample e-mail, phone, street or social link is left', async () => {
    const own = {
      ...defaultSiteDetails,
      email: 'office@gurukul-dharwad.org',
      phones: ['+91 836 244 1234'],
      address: { ...defaultSiteDetails.address, street: '4, Station Road' },
    };
    expect((await send('PUT', contentPaths.site, own)).statusCode).toBe(200);
    expect((await checklist()).contactDetails).toBe(false); // the sample social links are still there
    const social = own.social.map((link) => ({ ...link, href: '' }));
    social[0] = { network: 'facebook', href: 'https://www.facebook.com/gurukul.dharwad' };
    expect((await send('PUT', contentPaths.site, { ...own, social })).statusCode).toBe(200);
    expect((await checklist()).contactDetails).toBe(true);
    const samplePhone = { ...own, social, phones: ['+91 836 244 1234', defaultSiteDetails.phones[0]] };
    expect((await send('PUT', contentPaths.site, samplePhone)).statusCode).toBe(200);
    expect((await checklist()).contactDetails).toBe(false);
    expect((await send('PUT', contentPaths.site, { ...own, social })).statusCode).toBe(200);
  });

  it('ticks the giving settings once the UPI ID, the PAN and the whole 80G registration are set', async () => {
    expect((await openGiving(state.t.app, state.cookie, { urnValidUntil: '' })).statusCode).toBe(200);
    expect((await checklist()).givingSettings).toBe(false);
    expect((await openGiving(state.t.app, state.cookie, { upiId: '' })).statusCode).toBe(200);
    expect((await checklist()).givingSettings).toBe(false);
    expect((await openGiving(state.t.app, state.cookie)).statusCode).toBe(200);
    expect((await checklist()).givingSettings).toBe(true);
  });

  it('names each place where a sample text still stands, until every one is replaced', async () => {
    // The badge "200+" is still the sample one: the contact details above kept it.
    expect((await checklist()).sampleTexts).toEqual([...samplePlaces]);
    // One sample figure kept among new ones still counts.
    const figures = [{ label: 'Villages Reached', value: 12 }, defaultStatistics[1]!];
    expect((await send('PUT', contentPaths.statistics, figures)).statusCode).toBe(200);
    expect((await checklist()).sampleTexts).toContain('impact-figures');
    expect((await send('PUT', contentPaths.statistics, figures.slice(0, 1))).statusCode).toBe(200);
    const site = (await send('GET', contentPaths.site)).json();
    expect((await send('PUT', contentPaths.site, { ...site, satisfiedClients: '350+' })).statusCode).toBe(
      200,
    );
    const testimonials = [{ ...defaultTestimonials[0]!, feedback: 'The coaching helped my son.' }];
    expect((await send('PUT', contentPaths.testimonials, testimonials)).statusCode).toBe(200);
    expect((await send('PUT', contentPaths.videos, [])).statusCode).toBe(200);
    expect((await checklist()).sampleTexts).toEqual(['team', 'collaborations']);

    const team = (await send('GET', contentPaths.team)).json() as Array<{ id: number; name: string }>;
    const renamed = team.map((member) => ({ ...member, name: `${member.name} (real)` }));
    expect((await send('PUT', contentPaths.team, renamed)).statusCode).toBe(200);
    const partners = [
      { name: 'Dharwad Rotary Club', logo: '/images/team/partners/vidya-setu.svg', link: '' },
    ];
    expect((await send('PUT', contentPaths.collaborations, partners)).statusCode).toBe(200);
    expect((await checklist()).sampleTexts).toEqual([]);
  });

  it('ticks the receipt logo while one is uploaded, and not after it is removed', async () => {
    const logo = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#7a2e0e' } })
      .png()
      .toBuffer();
    const uploaded = await state.t.app.inject({
      method: 'PUT',
      url: receiptImagePaths.kind('logo'),
      headers: { cookie: state.cookie, 'content-type': 'image/png' },
      payload: logo,
    });
    expect(uploaded.statusCode).toBe(200);
    expect(await checklist()).toEqual({
      contactDetails: true,
      givingSettings: true,
      sampleTexts: [],
      receiptLogo: true,
    });
    expect((await send('DELETE', receiptImagePaths.kind('logo'))).statusCode).toBe(200);
    expect((await checklist()).receiptLogo).toBe(false);
  });
});
