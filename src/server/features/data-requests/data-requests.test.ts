import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { dataRequestPages, dataRequestPaths, dataRequestTexts } from '#shared/api/data-requests';
import { encrypt } from '#server/db/sealed-values';
import { createTestApp, SITE, testEngines, type TestApp } from '#server/testing/helpers';
import { startTestSmtp, waitUntil, type TestSmtp } from '../mail/testing/smtp-test-server.ts';
import { personalDataMap } from './personal-data-map.ts';
import { sweep } from './data-requests.service.ts';
import { REQUESTS_PER_ADDRESS } from './data-requests.feature.ts';

const HOUR = 3600_000;

describe.each(testEngines)('a person’s requests about their data, on %s', (engine) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let cookie: string;
  let clock = new Date('2026-12-01T06:00:00Z');
  let client = 0;
  const nextClient = () => `10.7.${Math.floor(++client / 250)}.${client % 250}`;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(engine, { SMTP_URL: smtp.url }, { startMailWorker: false, now: () => clock });
    cookie = await t.login();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const ask = (email: string, kind: string, details?: string) =>
    t.app.inject({
      method: 'POST',
      url: dataRequestPaths.ask,
      payload: { email, kind, ...(details ? { details } : {}) },
      remoteAddress: nextClient(),
    });
  const mailsTo = async (email: string): Promise<ParsedMail[]> =>
    (await smtp.parsed()).filter((mail) => (mail.to as { text: string }).text === email);
  const mailTo = async (email: string, nth: number) => {
    await waitUntil(async () => (await mailsTo(email)).length >= nth, 30_000);
    return (await mailsTo(email))[nth - 1]!;
  };
  const tokenIn = (mail: ParsedMail, page: string) => {
    const match = new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text!);
    expect(match, mail.text).not.toBeNull();
    return match![1]!;
  };
  const confirm = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: `${dataRequestPages.confirm}?token=${token}`,
      headers: { origin: SITE },
    });
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie, origin: SITE } });

  /** One record of every kind the map knows, on `email`; a received donation with a receipt among them. */
  async function seedEverything(email: string) {
    const at = clock.toISOString();
    const subscription = await t.db
      .insertInto('subscriptions')
      .values({
        email,
        role: 'parent',
        status: 'active',
        subscribed_at: at,
        confirmed_at: at,
        unsubscribed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const campaign = await t.db
      .insertInto('campaigns')
      .values({
        subject: 'Annual day',
        message: 'Come',
        recipient_type: 'all',
        status: 'done',
        pause_reason: null,
        consecutive_errors: 0,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('deliveries')
      .values({
        campaign_id: campaign.id,
        subscription_id: subscription.id,
        email,
        status: 'sent',
        attempts: 1,
        next_attempt_at: at,
        reason: null,
        sent_at: at,
        updated_at: at,
      })
      .execute();
    await t.db
      .insertInto('campaigns')
      .values({
        subject: 'Just for you',
        message: 'Hello',
        recipient_type: 'one',
        status: 'scheduled',
        pause_reason: null,
        consecutive_errors: 0,
        created_at: at,
        updated_at: at,
        send_at: new Date(clock.getTime() + 48 * HOUR).toISOString(),
        recipient_email: email,
      })
      .execute();
    await t.db
      .insertInto('contact_messages')
      .values({
        name: 'Asha Rao',
        mobile: '9876543210',
        email,
        message: 'Hello',
        heard_from: null,
        source: 'contact-page',
        created_at: at,
      })
      .execute();
    await t.db
      .insertInto('interest_entries')
      .values({
        full_name: 'Asha Rao',
        gender: 'female',
        age: 'below_40',
        education: 'BSc',
        occupation: 'Teacher',
        location: 'Mysuru',
        mobile: '9876543210',
        email,
        languages: '["kannada"]',
        roles: '["teacher"]',
        action: '',
        created_at: at,
      })
      .execute();
    const donation = (reference: string, status: string) => ({
      reference,
      status,
      action: 'Donate money',
      amount: 5000,
      donor_name: 'Asha Rao',
      donor_email: email,
      donor_mobile: '9876543210',
      donor_address: '12 Temple Road, Mysuru',
      id_code: 'PAN',
      id_number: encrypt(t.app.dataKey, 'ABCDE1234F'),
      utr: null,
      mode: status === 'received' ? 'upi' : null,
      received_on: status === 'received' ? '2026-11-30' : null,
      cheque_number: null,
      created_at: at,
      updated_at: at,
    });
    const received = await t.db
      .insertInto('donations')
      .values(donation(`R-${email}`, 'received'))
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('donations')
      .values(donation(`P-${email}`, 'pledged'))
      .execute();
    await t.db
      .insertInto('receipts')
      .values({
        donation_id: received.id,
        number: `80G/2026-27/${received.id}`,
        financial_year: '2026-27',
        serial: received.id,
        issued_at: at,
        storage_key: `receipt-${received.id}.pdf`,
        cancelled_at: null,
        cancel_reason: null,
      })
      .execute();
    await t.db
      .insertInto('donation_certificates')
      .values({
        financial_year: '2026-27',
        storage_key: `certificate-${received.id}.pdf`,
        content_hash: `hash-${received.id}`,
        details: encrypt(t.app.dataKey, '{}'),
        name_read: 'ASHA RAO',
        identity_read: 'XXXXX1234X',
        donation_id: received.id,
        matched_by: 'identity',
        unmatched_reason: null,
        uploaded_at: at,
        uploaded_by: 'admin@example.org',
        mail_queued_at: null,
        mailed_at: null,
        mail_claimed_until: null,
      })
      .execute();
    for (const purpose of ['subscription', 'donation'] as const) {
      await t.db
        .insertInto('consent_records')
        .values({
          email,
          purpose,
          action: 'given',
          notice_version: '3',
          wording: 'We use these details only to answer you.',
          source: '/subscribe',
          ip_address: '10.0.0.1',
          record_ref: null,
          at,
        })
        .execute();
    }
    await t.db.insertInto('stopped_addresses').values({ email, stopped_at: at }).execute();
    await t.db
      .insertInto('audit_log')
      .values({
        at,
        actor_id: null,
        actor_email: 'admin@example.org',
        ip_address: null,
        area: 'Subscribers',
        action: 'Added a subscriber',
        target: `subscriber ${email}`,
        before_text: null,
        after_text: null,
      })
      .execute();
  }

  it('answers a request the same for a known and an unknown address, and keeps nothing from a bot', async () => {
    await seedEverything('known@example.org');
    const known = await ask('known@example.org', 'see');
    const unknown = await ask('nobody-here@example.org', 'see');
    expect(known.statusCode).toBe(201);
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: known.statusCode,
      body: known.json(),
    });
    expect(known.json()).toEqual({ message: dataRequestTexts.received });
    // Both addresses get the same link mail; nothing in it says what is kept.
    const [toKnown, toUnknown] = [
      await mailTo('known@example.org', 1),
      await mailTo('nobody-here@example.org', 1),
    ];
    expect(toKnown.subject).toBe(toUnknown.subject);

    const bot = await t.app.inject({
      method: 'POST',
      url: dataRequestPaths.ask,
      payload: { email: 'bot@example.org', kind: 'erase', website: 'http://spam.example' },
      remoteAddress: nextClient(),
    });
    expect(bot.json()).toEqual(known.json());
    expect(
      await t.db.selectFrom('data_requests').where('email', '=', 'bot@example.org').selectAll().execute(),
    ).toEqual([]);
  });

  it('takes the page’s form posted without JavaScript, and sends the visitor back to its note', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: dataRequestPaths.ask,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        referer: `${SITE}${dataRequestPages.form}`,
        origin: SITE,
      },
      payload: 'email=no-script%40example.org&kind=see&details=',
      remoteAddress: nextClient(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${dataRequestPages.form}#form-sent`);
    expect((await mailTo('no-script@example.org', 1)).text).toContain(dataRequestPages.confirm);
  });

  it('limits the requests per address: the fourth in an hour is refused with 429 and mails nothing', async () => {
    const email = 'flooded@example.org';
    for (let i = 0; i < REQUESTS_PER_ADDRESS; i++) expect((await ask(email, 'see')).statusCode).toBe(201);
    const refused = await ask(email, 'see');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/Too many requests for this address/);
    await mailTo(email, REQUESTS_PER_ADDRESS);
    expect(
      await t.db.selectFrom('data_requests').select('id').where('email', '=', email).execute(),
    ).toHaveLength(REQUESTS_PER_ADDRESS);
  });

  it('refuses a correction without what is wrong, and a bad address, with 400 and nothing stored', async () => {
    const before = await t.db.selectFrom('data_requests').selectAll().execute();
    const noDetails = await ask('someone@example.org', 'correct');
    expect(noDetails.statusCode).toBe(400);
    expect(noDetails.json().error).toBe(dataRequestTexts.detailsRequired);
    const badAddress = await ask('not an address', 'see');
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json().error).toBe(dataRequestTexts.invalidEmail);
    expect(await t.db.selectFrom('data_requests').selectAll().execute()).toEqual(before);
  });

  it('a request to see, confirmed by its link, mails a link to everything kept on the address, sealed at rest', async () => {
    const email = 'see-all@example.org';
    await seedEverything(email);
    await ask(email, 'see');
    const token = tokenIn(await mailTo(email, 1), dataRequestPages.confirm);
    const page = await t.app.inject({ method: 'GET', url: `${dataRequestPages.confirm}?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm my request');
    expect((await confirm(token)).statusCode).toBe(200);

    const exportMail = await mailTo(email, 2);
    const download = tokenIn(exportMail, dataRequestPages.download);
    const row = await t.db
      .selectFrom('data_requests')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('done');
    // The file at rest is sealed: the address is not in its bytes.
    const stored = await t.app.storage.readBuffer(row.export_key!);
    expect(stored!.toString('latin1')).not.toContain(email);

    const file = await t.app.inject({
      method: 'GET',
      url: `${dataRequestPages.download}?token=${download}&format=json`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    const data = file.json() as { places: { table: string; records: Record<string, unknown>[] }[] };
    const count = (table: string) => data.places.find((place) => place.table === table)!.records.length;
    // Every place of the map is in the file, and each seeded kind is found.
    expect(data.places.map((place) => place.table)).toEqual(personalDataMap.map((entry) => entry.table));
    for (const table of [
      'subscriptions',
      'deliveries',
      'campaigns',
      'contact_messages',
      'interest_entries',
      'donations (pledges never paid)',
      'donations',
      'receipts',
      'donation_certificates',
      'consent_records',
      'consent_records (donations)',
      'stopped_addresses',
      'audit_log',
      'data_requests',
    ]) {
      expect({ table, count: count(table) }).toEqual({ table, count: 1 });
    }
    // The identity number travels masked: the link went by mail.
    const donation = data.places.find((place) => place.table === 'donations')!.records[0]!;
    expect(donation.id_number).toBe('XXXXX1234X');
    // The language the donor's mails are written in is theirs too (issue 28).
    expect(donation.language).toBe('en');
    expect(file.body).not.toContain('ABCDE1234F');

    const readable = await t.app.inject({
      method: 'GET',
      url: `${dataRequestPages.download}?token=${download}&format=html`,
    });
    expect(readable.headers['content-type']).toContain('text/html');
    expect(readable.body).toContain('Temple Road');

    // The confirmation link works once.
    expect((await confirm(token)).statusCode).toBe(400);

    // After its days the link is dead and the file is gone.
    clock = new Date(clock.getTime() + 8 * 24 * HOUR);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${dataRequestPages.download}?token=${download}&format=json`,
        })
      ).statusCode,
    ).toBe(410);
    await sweep({ db: t.db, storage: t.app.storage, now: () => clock });
    expect(await t.app.storage.readBuffer(row.export_key!)).toBeUndefined();
  });

  it('a confirmation link expires', async () => {
    const email = 'late@example.org';
    await ask(email, 'erase');
    const token = tokenIn(await mailTo(email, 1), dataRequestPages.confirm);
    clock = new Date(clock.getTime() + 25 * HOUR);
    const late = await confirm(token);
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain('does not work any more');
    expect(
      (await admin('GET', dataRequestPaths.list)).json().some((r: { email: string }) => r.email === email),
    ).toBe(false);
  });

  it('an erasure, confirmed by staff, leaves the donation records and nothing else, and tells the person until when', async () => {
    const email = 'erase-me@example.org';
    await seedEverything(email);
    // An export made for the address before: its file goes with the rest.
    const earlierExport = 'data-exports/earlier-export.json';
    await t.app.storage.put(earlierExport, Buffer.from('sealed'), {
      contentType: 'application/octet-stream',
    });
    await t.db
      .insertInto('data_requests')
      .values({
        kind: 'see',
        email,
        details: '',
        status: 'done',
        token_hash: 'earlier-request',
        token_expires_at: clock.toISOString(),
        created_at: clock.toISOString(),
        verified_at: clock.toISOString(),
        due_at: clock.toISOString(),
        done_at: clock.toISOString(),
        export_key: earlierExport,
        export_token_hash: 'earlier-export',
        export_made_at: clock.toISOString(),
        export_expires_at: new Date(clock.getTime() + 24 * HOUR).toISOString(),
      })
      .execute();
    await ask(email, 'erase');
    expect((await confirm(tokenIn(await mailTo(email, 1), dataRequestPages.confirm))).statusCode).toBe(200);
    await mailTo(email, 2);

    const queue = (await admin('GET', dataRequestPaths.list)).json() as {
      id: number;
      email: string;
      status: string;
      dueAt: string;
      found: { place: string; kept: boolean }[];
    }[];
    const request = queue.find((entry) => entry.email === email)!;
    expect(request.status).toBe('open');
    // The legal deadline: ninety days from the confirmation.
    expect(new Date(request.dueAt).getTime() - clock.getTime()).toBe(90 * 24 * HOUR);
    expect(request.found.filter((place) => place.kept).length).toBe(5);

    const erased = await admin('POST', dataRequestPaths.erase(request.id));
    expect(erased.statusCode, erased.body).toBe(200);

    const left = async (table: 'subscriptions' | 'contact_messages' | 'interest_entries') =>
      (await t.db.selectFrom(table).select('id').where('email', '=', email).execute()).length;
    expect([
      await left('subscriptions'),
      await left('contact_messages'),
      await left('interest_entries'),
    ]).toEqual([0, 0, 0]);
    const donations = await t.db
      .selectFrom('donations')
      .select(['status'])
      .where('donor_email', '=', email)
      .execute();
    expect(donations).toEqual([{ status: 'received' }]);
    expect(
      await t.db
        .selectFrom('receipts')
        .innerJoin('donations', 'donations.id', 'receipts.donation_id')
        .select('receipts.number')
        .where('donations.donor_email', '=', email)
        .execute(),
    ).toHaveLength(1);
    // Nothing else names the address: deliveries, the scheduled mail, the activity log, the request itself.
    expect(await t.db.selectFrom('deliveries').select('id').where('email', '=', email).execute()).toEqual([]);
    expect(
      await t.db.selectFrom('campaigns').select('id').where('recipient_email', '=', email).execute(),
    ).toEqual([]);
    const log = await t.db.selectFrom('audit_log').select(['target', 'before_text', 'after_text']).execute();
    expect(JSON.stringify(log)).not.toContain(email);
    expect(await t.db.selectFrom('data_requests').select('id').where('email', '=', email).execute()).toEqual(
      [],
    );
    expect(await t.app.storage.readBuffer(earlierExport)).toBeUndefined();
    // Every place the map erases is empty for the address; the kept ones still hold their records.
    for (const entry of personalDataMap) {
      const rows = await entry.rows(t.db, email, t.app.dataKey);
      expect({ place: entry.table, empty: rows.length === 0 }).toEqual({
        place: entry.table,
        empty: !entry.kept,
      });
    }

    const answer = await mailTo(email, 3);
    expect(answer.text).toContain('Donation records');
    expect(answer.text).toMatch(/erased after 31 March 2038/);
    // Done once: a second erasure is refused.
    expect((await admin('POST', dataRequestPaths.erase(request.id))).statusCode).toBe(409);
  });

  it('a correction: staff see what is wrong, mark it done, and the person is told by mail', async () => {
    const email = 'fix-me@example.org';
    await ask(email, 'correct', 'My name is spelt Asha, not Aasha.');
    await confirm(tokenIn(await mailTo(email, 1), dataRequestPages.confirm));
    const request = (
      (await admin('GET', dataRequestPaths.list)).json() as { id: number; email: string; details: string }[]
    ).find((entry) => entry.email === email)!;
    expect(request.details).toBe('My name is spelt Asha, not Aasha.');
    // The queue: open requests first, the nearest deadline first, then the answered ones.
    const queue = (await admin('GET', dataRequestPaths.list)).json() as { status: string; dueAt: string }[];
    const open = queue.filter((entry) => entry.status === 'open');
    expect(queue.slice(0, open.length)).toEqual(open);
    expect(open.map((entry) => entry.dueAt)).toEqual(open.map((entry) => entry.dueAt).sort());
    expect(queue.length).toBeGreaterThan(open.length);
    const done = await admin('POST', dataRequestPaths.done(request.id), {
      note: 'Your name now reads Asha.',
    });
    expect(done.statusCode).toBe(200);
    const told = await mailTo(email, 3);
    expect(told.text).toContain('Your name now reads Asha.');
    const entries = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('area', '=', 'Data requests')
      .execute();
    expect(entries).toEqual(
      expect.arrayContaining([
        {
          action: 'Answered a data request and told the person by mail',
          target: `data request ${request.id}`,
        },
        {
          action: expect.stringContaining('A person confirmed a request'),
          target: `data request ${request.id}`,
        },
      ]),
    );
  });
});
