import { describe, expect, it } from 'vitest';
import { audienceMessages, audiencePaths } from '#shared/api/audiences';
import { messages } from '#shared/messages';
import { loadRenderableSite } from '#server/features/content/site-content.service';
import { testEngines, withTestApp } from '#server/testing/helpers';
import { keyFromName } from './audiences.service.ts';

describe('a key made from an audience name', () => {
  it('is lower-case with hyphens, and unique', () => {
    expect(keyFromName('Well-wisher', new Set())).toBe('well-wisher');
    expect(keyFromName('  Old Students (2010) ', new Set())).toBe('old-students-2010');
    expect(keyFromName('Donor', new Set(['donor', 'donor-2']))).toBe('donor-3');
    expect(keyFromName('ಶಿಕ್ಷಕ', new Set())).toBe('audience');
  });
});

describe.each(testEngines)('audiences on %s', (engine) => {
  const t = withTestApp(engine);

  const list = async () => {
    const response = await t.send('GET', audiencePaths.list);
    expect(response.statusCode).toBe(200);
    return response.json() as { key: string; name: string; offered: boolean; subscribers: number }[];
  };
  const subscribe = (email: string, role: string) =>
    t.send('POST', '/api/add_subscription', { email, role }, false);
  const roleOf = async (email: string) =>
    (
      await t.db
        .selectFrom('subscriptions')
        .select('role')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).role;

  it('seeds six audiences in order, the three of the subscribe form offered', async () => {
    expect((await list()).map(({ key, name, offered }) => ({ key, name, offered }))).toEqual([
      { key: 'teacher', name: 'Teacher', offered: true },
      { key: 'student', name: 'Student', offered: true },
      { key: 'parent', name: 'Parent', offered: true },
      { key: 'donor', name: 'Donor', offered: false },
      { key: 'volunteer', name: 'Volunteer', offered: false },
      { key: 'well-wisher', name: 'Well-wisher', offered: false },
    ]);
    // The public pages are rendered with the offered ones, in the form's order.
    expect((await loadRenderableSite(t.db)).content.audiences).toEqual([
      { key: 'teacher', name: 'Teacher' },
      { key: 'student', name: 'Student' },
      { key: 'parent', name: 'Parent' },
    ]);
  });

  it('needs a session', async () => {
    expect((await t.send('GET', audiencePaths.list, undefined, false)).statusCode).toBe(401);
  });

  it('subscribes with an offered key, refuses a withdrawn one with the form message, and takes an offered one', async () => {
    expect((await subscribe('teacher-caps@example.org', 'TEACHER')).statusCode).toBe(201);
    expect(await roleOf('teacher-caps@example.org')).toBe('teacher');

    const refused = await subscribe('donor@example.org', 'donor');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: messages.subscriptions.invalidInput,
      code: 'bad_request',
      field: 'role',
    });

    const offered = await t.send('PUT', audiencePaths.one('volunteer'), { name: 'Volunteer', offered: true });
    expect(offered.statusCode).toBe(200);
    expect(offered.json()).toMatchObject({ key: 'volunteer', offered: true });
    expect((await subscribe('volunteer@example.org', 'Volunteer')).statusCode).toBe(201);
    expect(await roleOf('volunteer@example.org')).toBe('volunteer');
    expect((await loadRenderableSite(t.db)).content.audiences.map((a) => a.key)).toContain('volunteer');

    // Withdrawn again: the form no longer takes it.
    await t.send('PUT', audiencePaths.one('volunteer'), { name: 'Volunteer', offered: false });
    const withdrawn = await subscribe('volunteer2@example.org', 'volunteer');
    expect(withdrawn.statusCode).toBe(400);
    expect(withdrawn.json()).toMatchObject({ error: messages.subscriptions.invalidInput });
  });

  it('adds, renames and reorders audiences, and refuses a name already taken', async () => {
    const added = await t.send('POST', audiencePaths.list, { name: 'Alumni' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      key: 'alumni',
      name: 'Alumni',
      offered: false,
      position: 7,
      subscribers: 0,
    });
    const taken = await t.send('POST', audiencePaths.list, { name: ' alumni ' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: audienceMessages.nameTaken, code: 'conflict', field: 'name' });

    const renamed = await t.send('PUT', audiencePaths.one('alumni'), {
      name: 'Old students',
      offered: false,
    });
    expect(renamed.json()).toMatchObject({ key: 'alumni', name: 'Old students' });

    const keys = (await list()).map((a) => a.key);
    const order = ['alumni', ...keys.filter((key) => key !== 'alumni')];
    const reordered = await t.send('POST', audiencePaths.order, { keys: order });
    expect(reordered.statusCode).toBe(200);
    expect((reordered.json() as { key: string }[]).map((a) => a.key)).toEqual(order);
    // A list that is not every audience once: refused, nothing changes.
    const stale = await t.send('POST', audiencePaths.order, { keys: order.slice(1) });
    expect(stale.statusCode).toBe(409);
    expect((await list()).map((a) => a.key)).toEqual(order);
    await t.send('POST', audiencePaths.order, { keys });
  });

  it('keeps at least one audience on the subscribe form', async () => {
    const offered = (await list()).filter((a) => a.offered);
    for (const audience of offered.slice(1)) {
      await t.send('PUT', audiencePaths.one(audience.key), { name: audience.name, offered: false });
    }
    const last = offered[0]!;
    const refused = await t.send('PUT', audiencePaths.one(last.key), { name: last.name, offered: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: audienceMessages.lastOffered });
    for (const audience of offered.slice(1)) {
      await t.send('PUT', audiencePaths.one(audience.key), { name: audience.name, offered: true });
    }
  });

  it('removes an audience, moving its subscribers to the one chosen, or refuses and changes nothing', async () => {
    await t.send('POST', audiencePaths.list, { name: 'Friends' });
    await t.send('PUT', audiencePaths.one('friends'), { name: 'Friends', offered: true });
    for (const email of ['f1@example.org', 'f2@example.org']) await subscribe(email, 'friends');
    expect((await list()).find((a) => a.key === 'friends')?.subscribers).toBe(2);

    const noTarget = await t.send('DELETE', audiencePaths.one('friends'));
    expect(noTarget.statusCode).toBe(400);
    expect(noTarget.json()).toEqual({
      error: audienceMessages.moveToRequired,
      code: 'bad_request',
      field: 'moveTo',
    });
    const toItself = await t.send('DELETE', `${audiencePaths.one('friends')}?moveTo=friends`);
    expect(toItself.statusCode).toBe(400);
    const toNowhere = await t.send('DELETE', `${audiencePaths.one('friends')}?moveTo=nobody`);
    expect(toNowhere.statusCode).toBe(400);
    expect(await roleOf('f1@example.org')).toBe('friends');

    const removed = await t.send('DELETE', `${audiencePaths.one('friends')}?moveTo=well-wisher`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ moved: 2 });
    expect(await roleOf('f1@example.org')).toBe('well-wisher');
    expect(await roleOf('f2@example.org')).toBe('well-wisher');
    expect((await list()).map((a) => a.key)).not.toContain('friends');
    expect((await t.send('DELETE', audiencePaths.one('friends'))).statusCode).toBe(404);

    // An empty audience goes without a target.
    expect((await t.send('DELETE', audiencePaths.one('alumni'))).json()).toEqual({ moved: 0 });
  });

  it('moves one subscriber to another audience', async () => {
    await subscribe('move-me@example.org', 'parent');
    const { id } = await t.db
      .selectFrom('subscriptions')
      .select('id')
      .where('email', '=', 'move-me@example.org')
      .executeTakeFirstOrThrow();
    const moved = await t.send('PUT', audiencePaths.subscriberAudience(id), { audience: 'donor' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id, email: 'move-me@example.org', role: 'donor', status: 'active' });
    expect(
      (await t.send('PUT', audiencePaths.subscriberAudience(id), { audience: 'nobody' })).statusCode,
    ).toBe(404);
    expect(
      (await t.send('PUT', audiencePaths.subscriberAudience(999999), { audience: 'donor' })).statusCode,
    ).toBe(404);
  });
});
