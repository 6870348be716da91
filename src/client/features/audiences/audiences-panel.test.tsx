import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Audience } from '#shared/api/audiences';
import { fakeApi, json, type FakeRequest } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { AudiencesPanel } from './audiences-panel.tsx';
import { audiencesTexts as say } from './audiences-texts.ts';

setupDashboardTest();

const audience = (key: string, name: string, offered: boolean, subscribers: number, position: number) => ({
  key,
  name,
  offered,
  position,
  subscribers,
});

const seeded = (): Audience[] => [
  audience('teacher', 'Teacher', true, 4, 1),
  audience('student', 'Student', true, 0, 2),
  audience('parent', 'Parent', true, 7, 3),
  audience('donor', 'Donor', false, 3, 4),
  audience('volunteer', 'Volunteer', false, 0, 5),
];

/** A server that keeps the audiences as the panel changes them. */
function serve() {
  let list = seeded();
  const api = fakeApi({
    'GET /api/audiences': () => json(200, list),
    'POST /api/audiences': (request) => {
      const { name } = request.body as { name: string };
      const added = audience(name.toLowerCase(), name, false, 0, list.length + 1);
      list = [...list, added];
      return json(201, added);
    },
    'POST /api/audiences/reorder': (request) => {
      const { keys } = request.body as { keys: string[] };
      list = keys.map((key, index) => ({ ...list.find((a) => a.key === key)!, position: index + 1 }));
      return json(200, list);
    },
    ...Object.fromEntries(
      seeded().flatMap((a) => [
        [
          `PUT /api/audiences/${a.key}`,
          (request: FakeRequest) => {
            list = list.map((item) =>
              item.key === a.key ? { ...item, ...(request.body as Partial<Audience>) } : item,
            );
            return json(
              200,
              list.find((item) => item.key === a.key),
            );
          },
        ],
        [
          `DELETE /api/audiences/${a.key}`,
          (request: FakeRequest) => {
            const moveTo = new URL(request.url, 'http://x').searchParams.get('moveTo');
            const moved = list.find((item) => item.key === a.key)!.subscribers;
            list = list
              .filter((item) => item.key !== a.key)
              .map((item) =>
                item.key === moveTo ? { ...item, subscribers: item.subscribers + moved } : item,
              );
            return json(200, { moved: moveTo ? moved : 0 });
          },
        ],
      ]),
    ),
  });
  return api;
}

const names = () =>
  within(screen.getByRole('list', { name: say.listLabel }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

async function open() {
  const api = serve();
  const view = renderPanel(<AudiencesPanel />);
  await screen.findByRole('list', { name: say.listLabel });
  return { ...view, api };
}

describe('the Audiences panel (audiences issue)', () => {
  it('lists the audiences in order with their subscribers and whether the form offers them', async () => {
    await open();
    expect(names()).toEqual(['Teacher', 'Student', 'Parent', 'Donor', 'Volunteer']);
    const donor = screen.getByRole('heading', { name: 'Donor' }).closest('li')!;
    expect(donor).toHaveTextContent('3 subscribers');
    expect(donor).toHaveTextContent(say.notOffered);
    expect(screen.getByRole('button', { name: say.moveUp('Teacher') })).toBeDisabled();
    expect(screen.getByRole('button', { name: say.moveDown('Volunteer') })).toBeDisabled();
  });

  it('adds an audience', async () => {
    const { user, api } = await open();
    await user.type(screen.getByLabelText(say.addLabel), 'Alumni');
    await user.click(screen.getByRole('button', { name: say.add }));
    expect(await screen.findByText(say.added('Alumni'))).toBeInTheDocument();
    expect(api.sent('POST', '/api/audiences')[0]!.body).toEqual({ name: 'Alumni' });
    await vi.waitFor(() => expect(names()).toContain('Alumni'));
  });

  it('moves an audience up by keyboard, keeping the focus on it', async () => {
    const { user, api } = await open();
    screen.getByRole('button', { name: say.moveUp('Donor') }).focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(names()).toEqual(['Teacher', 'Student', 'Donor', 'Parent', 'Volunteer']));
    expect(api.sent('POST', '/api/audiences/reorder')[0]!.body).toEqual({
      keys: ['teacher', 'student', 'donor', 'parent', 'volunteer'],
    });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: say.moveUp('Donor') })).toHaveFocus());
  });

  it('offers an audience on the subscribe form and renames it', async () => {
    const { user, api } = await open();
    await user.click(screen.getByRole('button', { name: say.offer('Volunteer') }));
    expect(await screen.findByText(say.offeredNow('Volunteer'))).toBeInTheDocument();
    expect(api.sent('PUT', '/api/audiences/volunteer')[0]!.body).toEqual({
      name: 'Volunteer',
      offered: true,
    });
    expect(await screen.findByRole('button', { name: say.withdraw('Volunteer') })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: say.rename('Donor') }));
    const field = screen.getByLabelText(say.newName('Donor'));
    await user.clear(field);
    await user.type(field, 'Donors and sponsors{Enter}');
    expect(await screen.findByText(say.renamed('Donors and sponsors'))).toBeInTheDocument();
    expect(api.sent('PUT', '/api/audiences/donor')[0]!.body).toEqual({
      name: 'Donors and sponsors',
      offered: false,
    });
    await vi.waitFor(() => expect(names()).toContain('Donors and sponsors'));
  });

  it('removes an audience with subscribers only after saying how many and where they move', async () => {
    const { user, api } = await open();
    await user.click(screen.getByRole('button', { name: say.remove('Donor') }));
    const target = screen.getByLabelText(say.moveTo('Donor', 3));
    await user.selectOptions(target, 'Parent');
    await user.click(screen.getByRole('button', { name: say.removeAndMove }));
    const question = screen.getByRole('alertdialog', { name: say.confirmRemove('Donor', 3, 'Parent') });
    expect(question).toHaveTextContent('Its 3 subscribers move to “Parent”.');
    // Cancel changes nothing.
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: say.removeAndMove }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: say.confirmRemove('Donor', 3, 'Parent') })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    await vi.waitFor(() => expect(api.sent('DELETE')).toHaveLength(1));
    expect(api.sent('DELETE')[0]!.url).toBe('/api/audiences/donor?moveTo=parent');
    expect(await screen.findByText(say.removed('Donor', 3, 'Parent'))).toBeInTheDocument();
    await vi.waitFor(() => expect(names()).toEqual(['Teacher', 'Student', 'Parent', 'Volunteer']));
    expect(screen.getByRole('heading', { name: 'Parent' }).closest('li')).toHaveTextContent('10 subscribers');
  });

  it('removes an audience nobody has after a confirmation, with nowhere to move', async () => {
    const { user, api } = await open();
    await user.click(screen.getByRole('button', { name: say.remove('Volunteer') }));
    await user.click(
      within(
        screen.getByRole('alertdialog', { name: say.confirmRemove('Volunteer', 0, undefined) }),
      ).getByRole('button', { name: 'Delete' }),
    );
    await vi.waitFor(() => expect(api.sent('DELETE')).toHaveLength(1));
    expect(api.sent('DELETE')[0]!.url).toBe('/api/audiences/volunteer');
  });

  it("shows the server's refusal", async () => {
    const { user } = await open();
    fakeApi({
      'GET /api/audiences': json(200, seeded()),
      'PUT /api/audiences/teacher': json(400, {
        error: 'The subscribe form needs at least one audience. Offer another one first.',
        code: 'bad_request',
      }),
    });
    await user.click(screen.getByRole('button', { name: say.withdraw('Teacher') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The subscribe form needs at least one audience. Offer another one first.',
    );
  });
});
