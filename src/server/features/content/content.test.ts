import { describe, expect, it } from 'vitest';
import { contentMessages, contentPaths, type TeamMember } from '#shared/api/content';
import { defaultStatistics, defaultTeam } from '#shared/content/defaults/index';
import { testEngines, withTestApp } from '#server/testing/helpers';
import { seedDefaultContent } from './content.service.ts';

describe.each(testEngines)('site content: impact figures and team on %s', (engine) => {
  const t = withTestApp(engine);

  const { send } = t;

  it('a fresh install shows the figures and people the site always had', async () => {
    const figures = await send('GET', contentPaths.statistics, undefined, false);
    expect(figures.statusCode).toBe(200);
    expect(figures.json()).toEqual(defaultStatistics);
    const team = (await send('GET', contentPaths.team, undefined, false)).json() as TeamMember[];
    expect(team.map(({ id: _id, ...member }) => member)).toEqual(
      defaultTeam.map((member) => ({ qualification2: '', ...member })),
    );
  });

  it('changes the impact figures as a whole list, in order, for visitors at once', async () => {
    const list = [
      { label: 'Schools Covered', value: 18 },
      { label: 'Students', value: 2100 },
    ];
    const saved = await send('PUT', contentPaths.statistics, list);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(list);
    expect((await send('GET', contentPaths.statistics, undefined, false)).json()).toEqual(list);
  });

  it.each([
    ['a figure without a label', [{ label: '  ', value: 3 }], contentMessages.labelRequired],
    ['a negative figure', [{ label: 'Students', value: -1 }], contentMessages.valueInvalid],
    ['a fraction', [{ label: 'Students', value: 1.5 }], contentMessages.valueInvalid],
    [
      'more figures than fit',
      Array.from({ length: 13 }, (_, i) => ({ label: `F${i}`, value: i })),
      contentMessages.tooManyFigures,
    ],
    [
      'a label with a NUL',
      [{ label: 'x\u0000', value: 1 }],
      'The text contains characters that cannot be saved.',
    ],
  ])('refuses %s with 400 and its message, changing nothing', async (_case, list, message) => {
    const before = (await send('GET', contentPaths.statistics)).json();
    const response = await send('PUT', contentPaths.statistics, list);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect((await send('GET', contentPaths.statistics)).json()).toEqual(before);
  });

  it('writes only with a session; visitors read', async () => {
    expect((await send('PUT', contentPaths.statistics, [], false)).statusCode).toBe(401);
    expect((await send('POST', contentPaths.team, {}, false)).statusCode).toBe(401);
    expect((await send('GET', contentPaths.team, undefined, false)).statusCode).toBe(200);
  });

  const volunteer = {
    section: 'volunteers',
    name: 'Kavya Rao',
    role: 'Volunteer',
    qualification: 'B.Sc. Mathematics',
    photo: '/uploads/kavya-640.webp',
    linkedin: 'https://www.linkedin.com/in/kavya-rao',
  };

  it('adds a volunteer at the end of the team, edits and removes them', async () => {
    const added = await send('POST', contentPaths.team, volunteer);
    expect(added.statusCode).toBe(201);
    const member = added.json() as TeamMember;
    expect(member).toEqual({ id: expect.any(Number), qualification2: '', ...volunteer });
    const team = (await send('GET', contentPaths.team, undefined, false)).json() as TeamMember[];
    expect(team.at(-1)).toEqual(member);

    const edited = await send('PUT', contentPaths.teamMember(member.id), { ...volunteer, role: 'Mentor' });
    expect(edited.json()).toMatchObject({ id: member.id, role: 'Mentor' });

    expect((await send('DELETE', contentPaths.teamMember(member.id))).json()).toEqual({
      message: contentMessages.deleted,
    });
    expect((await send('DELETE', contentPaths.teamMember(member.id))).statusCode).toBe(404);
    expect((await send('PUT', contentPaths.teamMember(member.id), volunteer)).json()).toEqual({
      error: contentMessages.memberNotFound,
      code: 'not_found',
    });
  });

  it('saves the whole team in a new order: changed, added and removed members in one go', async () => {
    const before = (await send('GET', contentPaths.team)).json() as TeamMember[];
    const [first, second, ...rest] = before;
    const list = [{ ...second!, role: 'Director, Schools' }, first!, { ...volunteer }, ...rest.slice(1)];
    const saved = await send('PUT', contentPaths.team, list);
    expect(saved.statusCode).toBe(200);
    const after = saved.json() as TeamMember[];
    expect(after.map((member) => member.name)).toEqual(list.map((member) => member.name));
    expect(after[0]).toEqual({ ...second, role: 'Director, Schools' });
    expect(after[1]!.id).toBe(first!.id);
    expect(after.some((member) => member.id === rest[0]!.id)).toBe(false);
    expect((await send('GET', contentPaths.team, undefined, false)).json()).toEqual(after);
  });

  it('refuses a team list naming a member who is not on the team, changing nothing (404)', async () => {
    const before = (await send('GET', contentPaths.team)).json();
    const response = await send('PUT', contentPaths.team, [{ ...volunteer, id: 999_999 }]);
    expect(response.statusCode).toBe(404);
    expect((await send('GET', contentPaths.team)).json()).toEqual(before);
  });

  it.each([
    ['no name', { name: '' }, contentMessages.nameRequired],
    ['a picture from another site', { photo: 'https://evil.example/x.png' }, contentMessages.invalidPicture],
    ['a picture path that climbs', { photo: '/uploads/../../etc/passwd' }, contentMessages.invalidPicture],
    ['a javascript: profile link', { linkedin: 'javascript:alert(1)' }, contentMessages.invalidUrl],
    ['a plain http profile link', { linkedin: 'http://linkedin.com/in/x' }, contentMessages.invalidUrl],
  ])('refuses a team member with %s (400)', async (_case, change, message) => {
    const response = await send('POST', contentPaths.team, { ...volunteer, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('fills each collection once: an emptied list stays empty after a restart', async () => {
    await send('PUT', contentPaths.statistics, []);
    await seedDefaultContent(t.db);
    expect((await send('GET', contentPaths.statistics)).json()).toEqual([]);
  });

  it('keeps texts as language maps, so a translation survives an English edit', async () => {
    await send('PUT', contentPaths.statistics, [{ label: 'Students', value: 10 }]);
    const row = await t.db
      .selectFrom('content_entries')
      .select(['id', 'data'])
      .where('collection', '=', 'statistics')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.data)).toEqual({ label: { en: 'Students' }, value: 10 });
    await t.db
      .updateTable('content_entries')
      .set({ data: JSON.stringify({ label: { en: 'Students', hi: 'छात्र' }, value: 10 }) })
      .where('id', '=', row.id)
      .execute();
    await send('PUT', contentPaths.statistics, [{ label: 'Pupils', value: 11 }]);
    const after = await t.db
      .selectFrom('content_entries')
      .select('data')
      .where('collection', '=', 'statistics')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(after.data)).toEqual({ label: { en: 'Pupils', hi: 'छात्र' }, value: 11 });
  });
});
