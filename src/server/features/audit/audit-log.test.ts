import { describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import { activityPaths, type ActivityEntry, type ActivityPage } from '#shared/api/activity';
import { audiencePaths } from '#shared/api/audiences';
import { givingPaths } from '#shared/api/giving';
import { notificationPaths } from '#shared/api/notifications';
import { ADMIN_EMAIL, SITE, testEngines, withTestApp, type SharedTestApp } from '#server/testing/helpers';
import { openGiving } from '#server/features/giving/testing/giving-fixtures';
import { donationApi } from '#server/features/giving/testing/donation-api';
import { insertAuditEntry } from './audit.repository.ts';
import { jpegFile, photoPixels, upload } from '#server/features/media/testing/media-fixtures';

/** A request with a cookie (a role's), as the dashboard sends it. */
function as(t: SharedTestApp, cookie: string) {
  return (method: HTTPMethods, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie, origin: SITE }, ...(payload ? { payload } : {}) });
}

/** The newest entries, as the owner's Activity panel reads them. */
async function newest(t: SharedTestApp, query = ''): Promise<ActivityEntry[]> {
  const response = await as(t, t.cookie)('GET', `${activityPaths.list}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ActivityPage).entries;
}

const idOf = async (t: SharedTestApp, email: string) =>
  (await t.db.selectFrom('admins').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe.each(testEngines)('the activity log (%s)', (engine) => {
  const t = withTestApp(engine, {}, { startMailWorker: false });

  it('records a change made by each role with its words, person, address, area and target', async () => {
    // Editor: publishes a notification, then deletes it (what it was is kept as "before").
    const editor = as(t, await t.loginAs('editor'));
    const added = await editor('POST', notificationPaths.add, {
      title: 'Annual day on 5 December',
      description: 'Parents are welcome from 10 am.',
    });
    expect(added.statusCode).toBe(201);
    const notificationId = (added.json() as { notification: { id: number } }).notification.id;
    expect((await editor('DELETE', notificationPaths.remove(notificationId))).statusCode).toBe(200);

    // Communications: adds an audience.
    const communications = as(t, await t.loginAs('communications'));
    expect((await communications('POST', audiencePaths.list, { name: 'Parents' })).statusCode).toBe(201);

    // Finance: changes the giving settings (the organisation's PAN among them).
    const finance = await t.loginAs('finance');
    expect((await openGiving(t.app, finance)).statusCode).toBe(200);

    // Owner: changes how long the log is kept.
    const owner = as(t, t.cookie);
    expect((await owner('PUT', activityPaths.securitySettings, { activityKeptDays: 400 })).statusCode).toBe(
      200,
    );

    const entries = await newest(t);
    const find = (action: string) => {
      const entry = entries.find((candidate) => candidate.action === action);
      expect(entry, `${action} in ${entries.map((e) => e.action).join(', ')}`).toBeDefined();
      return entry!;
    };
    expect(find('Published a notification')).toMatchObject({
      actorEmail: 'editor@example.org',
      actorName: 'Editor',
      actorId: await idOf(t, 'editor@example.org'),
      ip: '127.0.0.1',
      area: 'Notifications',
      after: 'title: Annual day on 5 December; description: Parents are welcome from 10 am.',
    });
    expect(find('Deleted a notification')).toMatchObject({
      actorEmail: 'editor@example.org',
      area: 'Notifications',
      target: `notification ${notificationId}`,
      before: 'title: Annual day on 5 December; description: Parents are welcome from 10 am.',
      after: null,
    });
    expect(find('Added an audience')).toMatchObject({
      actorEmail: 'communications@example.org',
      area: 'Subscribers',
      after: 'name: Parents; offered: no',
    });
    const givingEntry = find('Changed the giving settings');
    expect(givingEntry).toMatchObject({ actorEmail: 'finance@example.org', area: 'Giving' });
    // Only the fields that changed, the PAN masked on both sides.
    expect(givingEntry.after).toContain('upi id: gurukul@sbi');
    expect(givingEntry.after).toContain('pan: XXXXX1234X');
    expect(givingEntry.before).toContain('upi id: (empty)');
    expect(givingEntry.after).not.toContain('payee name');
    expect(find('Changed the security settings')).toMatchObject({
      actorEmail: ADMIN_EMAIL,
      area: 'Security settings',
      before: 'activity kept days: 730',
      after: 'activity kept days: 400',
    });
    // Newest first.
    expect(entries.findIndex((e) => e.action === 'Changed the security settings')).toBeLessThan(
      entries.findIndex((e) => e.action === 'Published a notification'),
    );
    // The export lists each role's change.
    const csv = (await owner('GET', activityPaths.csv)).body;
    for (const [who, what] of [
      ['Editor,editor@example.org', 'Published a notification'],
      ['Communications,communications@example.org', 'Added an audience'],
      ['Finance,finance@example.org', 'Changed the giving settings'],
      [`,${ADMIN_EMAIL}`, 'Changed the security settings'],
    ]) {
      expect(csv).toMatch(new RegExp(`\\d{2}:\\d{2},${who},127\\.0\\.0\\.1,[^,]+,${what},`));
    }
  });

  it('records nothing for a change that was refused', async () => {
    const editor = as(t, await t.loginAs('editor'));
    const before = (await newest(t, '?limit=200')).length;
    // 400: the title is missing; 403: an editor may not change giving settings.
    expect((await editor('POST', notificationPaths.add, { title: '', description: 'x' })).statusCode).toBe(
      400,
    );
    expect((await editor('PUT', givingPaths.settings, {})).statusCode).toBe(403);
    expect((await newest(t, '?limit=200')).length).toBe(before);
  });

  it('records sign-ins, sign-outs and refused sign-ins with the address tried and never the password', async () => {
    const wrong = 'not-the-password-at-all';
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'editor@example.org', password: wrong },
    });
    expect(refused.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'Nobody@Example.org', password: wrong },
    });
    expect(unknown.statusCode).toBe(401);
    const cookie = await t.loginAs('editor');
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });

    const signIns = await newest(t, '?area=Sign-in');
    const refusedEntries = signIns.filter((entry) => entry.action.startsWith('Sign-in refused'));
    expect(refusedEntries.map((entry) => entry.target)).toEqual(
      expect.arrayContaining(['address tried: editor@example.org', 'address tried: nobody@example.org']),
    );
    expect(refusedEntries.find((e) => e.actorEmail === 'editor@example.org')?.actorId).toBe(
      await idOf(t, 'editor@example.org'),
    );
    expect(refusedEntries.find((e) => e.actorEmail === 'nobody@example.org')?.actorId).toBeNull();
    expect(signIns.map((entry) => entry.action)).toEqual(expect.arrayContaining(['Signed in', 'Signed out']));
    expect(JSON.stringify(signIns)).not.toContain(wrong);
  });

  it('never writes identity numbers or passwords into an entry, and names an uploaded file', async () => {
    const finance = as(t, await t.loginAs('finance'));
    await openGiving(t.app, t.cookie);
    const recorded = await finance('POST', givingPaths.donations, {
      action: 'way-to-give-money',
      amount: 5000,
      fullName: 'Ravi Kumar',
      email: '',
      receivedOn: '2026-06-10',
      mode: 'cash',
      idCode: 'Aadhaar',
      idNumber: '2345 6789 0124',
      purpose: 'School books; his PAN is ABCDE1234F',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    // A pledge (no receipt yet) whose donor gave a PAN, corrected to an Aadhaar number.
    const pledged = await donationApi(t).pledge();
    const donationId = pledged.id;
    const corrected = await finance('PUT', givingPaths.donation(donationId), {
      action: 'sponsor-a-school-kit',
      amount: 1500,
      fullName: 'Meera Rao',
      email: 'meera@example.org',
      mobile: '9845012345',
      donorAddress: '4, MG Road, Bengaluru 560001',
      idCode: 'Aadhaar',
      idNumber: '2345 6789 0124',
      reason: 'She gave her Aadhaar number instead',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);

    const photo = await photoPixels(40, 30).jpeg().toBuffer();
    const uploaded = await upload(t.app, await t.loginAs('editor'), {
      file: jpegFile(photo, 'annual-day.jpg'),
      category: 'ISRO Show',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    const entries = await newest(t);
    const all = JSON.stringify(entries);
    for (const secret of ['234567890124', '2345 6789 0124', 'ABCDE1234F', 'AAATG1234Q', 'correct horse'])
      expect(all).not.toContain(secret);
    const recordEntry = entries.find((entry) => entry.action === 'Recorded a donation')!;
    expect(recordEntry.after).toContain('id number: XXXXXXXX0124');
    expect(recordEntry.after).toContain('XXXXX1234X');
    const correction = entries.find((entry) => entry.action === 'Corrected a donation')!;
    expect(correction).toMatchObject({ target: `donation ${donationId}`, area: 'Giving' });
    expect(correction.before).toContain('id code: PAN; id number: XXXXX1234X');
    expect(correction.after).toContain('id code: Aadhaar; id number: XXXXXXXX0124');
    // Only what changed: the name stayed.
    expect(correction.after).not.toContain('Meera');
    expect(entries.find((entry) => entry.action === 'Added a photo or video')).toMatchObject({
      area: 'Media',
      actorEmail: 'editor@example.org',
    });
    expect(entries.find((entry) => entry.action === 'Added a photo or video')?.after).toContain(
      'file: annual-day.jpg',
    );
  });

  it('filters by person, area and India day, and pages newest first with a cursor', async () => {
    const editorId = await idOf(t, 'editor@example.org');
    const byEditor = await newest(t, `?person=${editorId}`);
    expect(byEditor.length).toBeGreaterThan(0);
    expect(byEditor.every((entry) => entry.actorId === editorId)).toBe(true);
    const notifications = await newest(t, '?area=Notifications');
    expect(notifications.every((entry) => entry.area === 'Notifications')).toBe(true);

    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect((await newest(t, `?from=${today}&to=${today}`)).length).toBeGreaterThan(0);
    expect(await newest(t, '?from=2020-01-01&to=2020-01-31')).toEqual([]);

    const all = await newest(t, '?limit=200');
    const first = await as(t, t.cookie)('GET', `${activityPaths.list}?limit=2`);
    const page = first.json() as ActivityPage;
    expect(page.entries.map((e) => e.id)).toEqual(all.slice(0, 2).map((e) => e.id));
    const second = (
      await as(t, t.cookie)('GET', `${activityPaths.list}?limit=2&cursor=${page.nextCursor}`)
    ).json() as ActivityPage;
    expect(second.entries.map((e) => e.id)).toEqual(all.slice(2, 4).map((e) => e.id));

    const filters = (await as(t, t.cookie)('GET', activityPaths.filters)).json() as {
      people: { email: string }[];
      areas: string[];
    };
    expect(filters.people.map((person) => person.email)).toEqual(
      expect.arrayContaining([ADMIN_EMAIL, 'editor@example.org', 'finance@example.org']),
    );
    expect(filters.areas).toEqual(expect.arrayContaining(['Sign-in', 'Notifications', 'Giving']));
  });

  it('refuses bad filters with 400 naming the field', async () => {
    const get = as(t, t.cookie);
    const badArea = await get('GET', `${activityPaths.list}?area=Everything`);
    expect(badArea.statusCode).toBe(400);
    expect(badArea.json()).toMatchObject({ field: 'area' });
    const backwards = await get('GET', `${activityPaths.list}?from=2026-02-01&to=2026-01-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ field: 'to' });
    const notADay = await get('GET', `${activityPaths.csv}?from=yesterday`);
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json()).toMatchObject({ field: 'from' });
  });

  it('exports the entries the filters select as CSV, formulas kept from running', async () => {
    const editor = as(t, await t.loginAs('editor'));
    await editor('POST', notificationPaths.add, { title: 'Sports day', description: 'On the big ground' });
    // A spreadsheet would run a cell that starts with = as a formula.
    await insertAuditEntry(t.db, {
      at: new Date().toISOString(),
      actorId: null,
      actorEmail: '=HYPERLINK("http://x")',
      ip: null,
      area: 'Notifications',
      action: '@SUM(1)',
      target: null,
      before: null,
      after: null,
    });
    const response = await as(t, t.cookie)('GET', `${activityPaths.csv}?area=Notifications`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'When (India time),Person,E-mail address,From address,Area,What,On what,Before,After',
    );
    const published = lines.find(
      (line) => line.includes('Published a notification') && line.includes('Sports day'),
    );
    expect(published).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2},Editor,editor@example\.org,127\.0\.0\.1,Notifications,Published a notification,,,title: Sports day; description: On the big ground$/,
    );
    expect(lines[1]).toBe(
      ',,"HYPERLINK(""http://x"")",,Notifications,SUM(1),,,'.replace(/^/, lines[1]!.slice(0, 16)),
    );
    expect(lines.slice(1).every((line) => line.includes(',Notifications,'))).toBe(true);
  });

  it('is shown only to a role with the staff permission', async () => {
    for (const role of ['editor', 'communications', 'finance'] as const) {
      const get = as(t, await t.loginAs(role));
      expect((await get('GET', activityPaths.list)).statusCode).toBe(403);
      expect((await get('GET', activityPaths.csv)).statusCode).toBe(403);
      expect((await get('PUT', activityPaths.securitySettings, { activityKeptDays: 30 })).statusCode).toBe(
        403,
      );
    }
  });
});
