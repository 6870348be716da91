import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths } from '#shared/api/auth';
import { staffMessages as say, staffPaths, type StaffList } from '#shared/api/staff';
import { messages } from '#shared/messages';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  cookieOf,
  createTestApp,
  SITE,
  testEngines,
  type TestApp,
} from '#server/testing/helpers';
import { startTestSmtp, waitUntil, type TestSmtp } from '../mail/testing/smtp-test-server.ts';

const DAY = 24 * 60 * 60 * 1000;
const NEW_PASSWORD = 'a long new password 42';
/** Addresses the test SMTP server refuses, to prove a failed invitation changes nothing. */
const REFUSED = 'refused@example.org';

describe.each(testEngines)('staff accounts and invitations (%s)', (engine) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let owner = '';
  let clock = new Date();
  beforeAll(async () => {
    smtp = await startTestSmtp({
      onRecipient: (address) => (address === REFUSED ? { code: 550, message: 'No such mailbox' } : undefined),
    });
    t = await createTestApp(engine, { SMTP_URL: smtp.url }, { startMailWorker: false, now: () => clock });
    owner = await t.login();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = owner) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const list = async (): Promise<StaffList> => (await send('GET', staffPaths.list)).json();
  const personId = async (email: string) => (await list()).people.find((p) => p.email === email)!.id;
  const invite = (email: string, role = 'editor', name = '') =>
    send('POST', staffPaths.invitations, { email, role, name });
  /** The token of the newest invitation mail the test SMTP server received for `email`. */
  const mailedToken = async (email: string, after = 0): Promise<string> => {
    await waitUntil(() => smtp.received.filter((mail) => mail.to.includes(email)).length > after);
    const mails = (await smtp.parsed()).filter((mail) => mail.to && JSON.stringify(mail.to).includes(email));
    const text = mails.at(-1)!.text!;
    return /\/invitation\?token=([A-Za-z0-9_-]{43})/.exec(text)![1]!;
  };
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email)).length;
  const details = (token: string) =>
    send('GET', `${staffPaths.publicInvitation}?token=${encodeURIComponent(token)}`, undefined, '');
  const accept = (token: string, name = 'Asha Kumar', password = NEW_PASSWORD) =>
    send('POST', staffPaths.acceptInvitation, { token, name, password }, '');
  const loginAs = (email: string, password = NEW_PASSWORD) =>
    t.app.inject({ method: 'POST', url: authPaths.login, payload: { email, password } });
  const sessionOf = (cookie: string) => send('GET', authPaths.session, undefined, cookie);
  const expectRefusal = (response: LightMyRequestResponse, status: number, error: string, field?: string) => {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error, code: expect.any(String), ...(field ? { field } : {}) });
  };

  it('the owner invites by mail; the colleague opens the link, sets a password, is signed in with that role', async () => {
    const invited = await invite('asha@example.org', 'editor', 'Asha');
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      message: say.invited('asha@example.org'),
      invitation: { email: 'asha@example.org', role: 'editor', name: 'Asha', expired: false },
    });
    const { invitation } = invited.json();
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(7 * DAY);

    // The mail arrives at a real SMTP server: who invites, the role and what it means, the link, until when.
    const token = await mailedToken('asha@example.org');
    const [mail] = (await smtp.parsed()).filter((m) => JSON.stringify(m.to).includes('asha@example.org'));
    expect(mail!.subject).toContain('invited');
    expect(mail!.text).toContain('Dear Asha,');
    expect(mail!.text).toContain('as Editor');
    expect(mail!.text).toContain('The public site: pages, menus');
    expect(mail!.text).toContain(`${SITE}/invitation?token=${token}`);
    expect(mail!.text).toMatch(/until \d{1,2} [A-Z][a-z]{2} \d{4}, .* \(India time\)/);
    // The token is never stored as it is.
    const rows = await t.db.selectFrom('account_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);

    const shown = await details(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json()).toEqual({
      email: 'asha@example.org',
      name: 'Asha',
      role: 'editor',
      roleLabel: 'Editor',
      roleDescription: expect.stringContaining('The public site'),
      invitedBy: { name: '', email: ADMIN_EMAIL },
      expiresAt: invitation.expiresAt,
    });
    expect((await list()).invitations.map((i) => i.email)).toContain('asha@example.org');

    const accepted = await accept(token, 'Asha Kumar');
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toEqual({ message: say.accepted, email: 'asha@example.org' });
    expect(
      await t.db
        .selectFrom('audit_log')
        .select(['action', 'actor_email'])
        .where('action', '=', 'Accepted an invitation and signed in for the first time')
        .execute(),
    ).toEqual([
      { action: 'Accepted an invitation and signed in for the first time', actor_email: 'asha@example.org' },
    ]);
    const session = await sessionOf(cookieOf(accepted));
    expect(session.json()).toMatchObject({ email: 'asha@example.org', name: 'Asha Kumar', role: 'editor' });
    expect((await loginAs('asha@example.org')).statusCode).toBe(200);

    const after = await list();
    expect(after.invitations.map((i) => i.email)).not.toContain('asha@example.org');
    expect(after.people.find((p) => p.email === 'asha@example.org')).toMatchObject({
      name: 'Asha Kumar',
      role: 'editor',
      status: 'active',
      isYou: false,
      lastSeenAt: expect.any(String),
    });
    expect(after.people.find((p) => p.email === ADMIN_EMAIL)).toMatchObject({ role: 'owner', isYou: true });
  });

  it('every change to the staff is written to the activity log, with who did it and never a token', async () => {
    await invite('logged@example.org', 'finance', 'Lata');
    const token = await mailedToken('logged@example.org');
    const id = (await list()).invitations.find((i) => i.email === 'logged@example.org')!.id;
    await send('POST', staffPaths.resendInvitation(id));
    const entries = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('area', '=', 'Staff')
      .orderBy('id')
      .execute();
    const invited = entries.filter((e) => e.after_text?.includes('logged@example.org'));
    expect(invited.map((e) => [e.action, e.actor_email])).toEqual([
      ['Invited a colleague to the dashboard', ADMIN_EMAIL],
    ]);
    expect(entries.some((e) => e.action === 'Sent an invitation again with a new link')).toBe(true);
    expect(JSON.stringify(entries)).not.toContain(token);
  });

  it('the mail shows a name typed by the owner as text, never as markup', async () => {
    await invite('markup@example.org', 'editor', '<b>Bold</b> & co');
    await mailedToken('markup@example.org');
    const mail = (await smtp.parsed()).find((m) => JSON.stringify(m.to).includes('markup@example.org'))!;
    expect(mail.html).toContain('Dear &lt;b&gt;Bold&lt;/b&gt; &amp; co,');
    expect(mail.html).not.toContain('<b>Bold</b>');
  });

  it('a used link is refused, also when clicked twice at once', async () => {
    await invite('twice@example.org', 'finance');
    const token = await mailedToken('twice@example.org');
    const answers = await Promise.all([accept(token), accept(token), accept(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400]);
    for (const refused of answers.filter((a) => a.statusCode === 400)) {
      expectRefusal(refused, 400, say.linkUsed, 'token');
    }
    expectRefusal(await accept(token), 400, say.linkUsed, 'token');
    expectRefusal(await details(token), 400, say.linkUsed, 'token');
    const accounts = await t.db
      .selectFrom('admins')
      .select('role')
      .where('email', '=', 'twice@example.org')
      .execute();
    expect(accounts).toEqual([{ role: 'finance' }]);
  });

  it('a link older than 7 days is refused and creates nothing', async () => {
    await invite('late@example.org', 'communications');
    const token = await mailedToken('late@example.org');
    clock = new Date(clock.getTime() + 7 * DAY);
    try {
      expectRefusal(await details(token), 400, say.linkExpired, 'token');
      expectRefusal(await accept(token), 400, say.linkExpired, 'token');
      expect((await list()).invitations.find((i) => i.email === 'late@example.org')?.expired).toBe(true);
    } finally {
      clock = new Date();
    }
    expect(
      await t.db.selectFrom('admins').select('id').where('email', '=', 'late@example.org').execute(),
    ).toEqual([]);
    expectRefusal(await details('x'.repeat(43)), 400, say.linkUnknown, 'token');
  });

  it('an address already on the staff is refused with 409 on its field', async () => {
    expectRefusal(await invite(ADMIN_EMAIL.toUpperCase()), 409, say.alreadyStaff, 'email');
    expectRefusal(await invite('not an address'), 400, messages.forms.invalidEmail, 'email');
    expectRefusal(await invite('ok@example.org', 'boss'), 400, say.roleRequired, 'role');
    expectRefusal(await invite('ok@example.org', 'editor', 'n'.repeat(101)), 400, say.nameTooLong, 'name');
    expect((await list()).invitations.map((i) => i.email)).not.toContain('ok@example.org');
  });

  it('inviting an address again replaces the earlier invitation; resend gives a new link; withdraw ends it', async () => {
    await invite('again@example.org', 'editor');
    const first = await mailedToken('again@example.org');
    await invite('again@example.org', 'finance');
    const second = await mailedToken('again@example.org', 1);
    expect(second).not.toBe(first);
    const pending = (await list()).invitations.filter((i) => i.email === 'again@example.org');
    expect(pending).toHaveLength(1);
    expect(pending[0]!.role).toBe('finance');
    expectRefusal(await details(first), 400, say.linkUnknown, 'token');

    const resent = await send('POST', staffPaths.resendInvitation(pending[0]!.id));
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toBe(say.resent('again@example.org'));
    const third = await mailedToken('again@example.org', 2);
    expectRefusal(await details(second), 400, say.linkUnknown, 'token');
    expect((await details(third)).json().role).toBe('finance');

    const id = resent.json().invitation.id as string;
    const withdrawn = await send('DELETE', staffPaths.invitation(id));
    expect(withdrawn.json()).toEqual({ message: say.withdrawn('again@example.org') });
    expectRefusal(await details(third), 400, say.linkUnknown, 'token');
    expectRefusal(await send('DELETE', staffPaths.invitation(id)), 404, say.invitationNotFound);
    expectRefusal(await send('POST', staffPaths.resendInvitation(id)), 404, say.invitationNotFound);
  });

  it('an invitation whose mail cannot be sent is not kept, and the earlier one still works', async () => {
    const before = (await list()).invitations.length;
    expectRefusal(await invite(REFUSED), 503, say.mailUnavailable);
    expect((await list()).invitations).toHaveLength(before);
  });

  it('suspending ends the person’s sessions and blocks their login; restoring lets them in again', async () => {
    const editor = await t.loginAs('editor');
    const id = await personId('editor@example.org');
    const suspended = await send('PUT', staffPaths.status(id), { status: 'suspended' });
    expect(suspended.json()).toEqual({ message: say.suspended('Editor') });
    expect((await sessionOf(editor)).statusCode).toBe(401);
    const login = await loginAs('editor@example.org', ADMIN_PASSWORD);
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toBe(messages.auth.suspended);
    expect((await list()).people.find((p) => p.id === id)).toMatchObject({
      status: 'suspended',
      lastSeenAt: null,
    });

    expect((await send('PUT', staffPaths.status(id), { status: 'active' })).json()).toEqual({
      message: say.restored('Editor'),
    });
    expect((await loginAs('editor@example.org', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('an owner signs someone out everywhere', async () => {
    const first = await t.loginAs('communications');
    const second = await t.loginAs('communications');
    const id = await personId('communications@example.org');
    const signedOut = await send('POST', staffPaths.signOut(id));
    expect(signedOut.json()).toEqual({ message: say.signedOut('Communications', 2) });
    expect((await sessionOf(first)).statusCode).toBe(401);
    expect((await sessionOf(second)).statusCode).toBe(401);
    expect((await sessionOf(owner)).statusCode).toBe(200);
  });

  it('changing a role takes effect at once', async () => {
    const cookie = await t.loginAs('finance');
    const id = await personId('finance@example.org');
    expect((await send('GET', staffPaths.list, undefined, cookie)).statusCode).toBe(403);
    const changed = await send('PUT', staffPaths.role(id), { role: 'editor' });
    expect(changed.json()).toEqual({ message: say.roleChanged('Finance', 'Editor') });
    expect((await sessionOf(cookie)).json().role).toBe('editor');
    expectRefusal(await send('PUT', staffPaths.role(id), { role: 'king' }), 400, say.roleRequired, 'role');
    expectRefusal(await send('PUT', staffPaths.role(999_999), { role: 'editor' }), 404, say.personNotFound);
    await send('PUT', staffPaths.role(id), { role: 'finance' });
  });

  it('removing deletes the account and its sessions; what they did stays', async () => {
    await invite('gone@example.org', 'editor');
    const accepted = await accept(await mailedToken('gone@example.org'), 'Gopal');
    const cookie = cookieOf(accepted);
    const id = await personId('gone@example.org');
    const removed = await send('DELETE', staffPaths.person(id));
    expect(removed.json()).toEqual({ message: say.removed('Gopal') });
    expect((await sessionOf(cookie)).statusCode).toBe(401);
    expect((await loginAs('gone@example.org')).statusCode).toBe(401);
    expect((await list()).people.map((p) => p.email)).not.toContain('gone@example.org');
    expectRefusal(await send('DELETE', staffPaths.person(id)), 404, say.personNotFound);
    // The address can be invited again later.
    expect((await invite('gone@example.org')).statusCode).toBe(201);
  });

  it('never leaves the dashboard without an active owner; an owner cannot suspend or remove themself', async () => {
    const me = await personId(ADMIN_EMAIL);
    // Read from the database: whichever owner loses the race below can no longer read the staff list.
    const owners = async () =>
      (
        await t.db
          .selectFrom('admins')
          .select('email')
          .where('role', '=', 'owner')
          .where('status', '=', 'active')
          .orderBy('id')
          .execute()
      ).map((row) => row.email);
    expect(await owners()).toEqual([ADMIN_EMAIL]);
    expectRefusal(await send('PUT', staffPaths.role(me), { role: 'editor' }), 409, say.lastOwner);
    expectRefusal(
      await send('PUT', staffPaths.status(me), { status: 'suspended' }),
      409,
      say.notYourselfSuspend,
    );
    expectRefusal(await send('DELETE', staffPaths.person(me)), 409, say.notYourselfRemove);
    expectRefusal(await send('POST', staffPaths.signOut(me)), 409, say.notYourselfSignOut);
    expect((await sessionOf(owner)).statusCode).toBe(200);

    // A second owner may demote, suspend or remove the first, but not the last one left.
    await invite('second@example.org', 'owner');
    const second = cookieOf(await accept(await mailedToken('second@example.org'), 'Second Owner'));
    const secondId = await personId('second@example.org');
    expectRefusal(
      await send('PUT', staffPaths.status(secondId), { status: 'suspended' }, second),
      409,
      say.notYourselfSuspend,
    );
    // Both demote each other at the same moment: one of them stays an owner.
    const both = await Promise.all([
      send('PUT', staffPaths.role(secondId), { role: 'editor' }, owner),
      send('PUT', staffPaths.role(me), { role: 'editor' }, second),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await owners()).toHaveLength(1);

    // Put back: the admin the only owner, the second one an owner too, then suspended.
    const [survivor] = await owners();
    const survivorCookie = survivor === ADMIN_EMAIL ? owner : second;
    if (survivor !== ADMIN_EMAIL) await send('PUT', staffPaths.role(me), { role: 'owner' }, survivorCookie);
    else await send('PUT', staffPaths.role(secondId), { role: 'owner' }, owner);
    expect((await send('PUT', staffPaths.status(secondId), { status: 'suspended' })).statusCode).toBe(200);
    // A suspended owner does not count: the admin is the last active one again.
    expectRefusal(await send('PUT', staffPaths.role(me), { role: 'finance' }), 409, say.lastOwner);
    expect((await send('DELETE', staffPaths.person(secondId))).statusCode).toBe(200);
    expect(await owners()).toEqual([ADMIN_EMAIL]);
  });

  it('other roles get 403 on every staff route', async () => {
    for (const role of ['editor', 'communications', 'finance'] as const) {
      const cookie = await t.loginAs(role);
      expect((await send('GET', staffPaths.list, undefined, cookie)).statusCode).toBe(403);
      expect(
        (await send('POST', staffPaths.invitations, { email: 'x@example.org', role: 'owner' }, cookie))
          .statusCode,
      ).toBe(403);
      expect((await send('PUT', staffPaths.role(1), { role: role }, cookie)).statusCode).toBe(403);
    }
    expect((await send('GET', staffPaths.list, undefined, '')).statusCode).toBe(401);
  });

  it('the accept form refuses a short password and a missing name by field, and creates nothing', async () => {
    await invite('short@example.org', 'editor');
    const token = await mailedToken('short@example.org');
    expectRefusal(await accept(token, 'Sam', 'short'), 400, say.passwordTooShort, 'password');
    expectRefusal(await accept(token, '  ', NEW_PASSWORD), 400, say.yourNameRequired, 'name');
    expect((await details(token)).statusCode).toBe(200);
    expect(mailsTo('short@example.org')).toBe(1);
  });
});

describe('the invitation page’s routes are limited per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t?.close());

  it('answers 429 with Retry-After after 20 requests an hour', async () => {
    const ask = () =>
      t.app.inject({ method: 'GET', url: `${staffPaths.publicInvitation}?token=${'x'.repeat(43)}` });
    for (let i = 0; i < 20; i += 1) expect((await ask()).statusCode).toBe(400);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
