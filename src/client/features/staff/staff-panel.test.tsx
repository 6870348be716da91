import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { staffMessages, type StaffList } from '#shared/api/staff';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { testSession } from '#client/admin/testing/test-session.ts';
import { messages } from '#shared/messages';
import { twoStepTexts as twoStep } from '#client/features/second-factor/second-factor-texts.ts';
import { StaffPanel } from './staff-panel.tsx';
import { staffTexts as say } from './staff-texts.ts';

setupDashboardTest();

const INVITATION_ID = 'a'.repeat(43);

const seeded = (): StaffList => ({
  people: [
    {
      id: 1,
      name: 'Ravi Shankar',
      email: 'admin@example.org',
      role: 'owner',
      status: 'active',
      createdAt: '2026-01-01T00:00:00.000Z',
      lastSeenAt: '2026-11-28T04:00:00.000Z',
      isYou: true,
    },
    {
      id: 2,
      name: 'Meena Iyer',
      email: 'meena@example.org',
      role: 'editor',
      status: 'active',
      createdAt: '2026-02-01T00:00:00.000Z',
      lastSeenAt: '2026-11-27T10:00:00.000Z',
      isYou: false,
    },
  ],
  invitations: [
    {
      id: INVITATION_ID,
      email: 'new@example.org',
      name: '',
      role: 'finance',
      invitedBy: 'Ravi Shankar',
      createdAt: '2026-11-27T00:00:00.000Z',
      expiresAt: '2026-12-04T00:00:00.000Z',
      expired: false,
    },
  ],
});

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  const list = seeded();
  return fakeApi({
    'GET /api/staff': () => json(200, list),
    'POST /api/staff/invitations': (request) => {
      const body = request.body as { email: string; role: 'editor'; name: string };
      return json(201, {
        message: staffMessages.invited(body.email),
        invitation: { ...list.invitations[0], id: 'b'.repeat(43), ...body },
      });
    },
    'DELETE /api/staff/2': json(200, { message: staffMessages.removed('Meena Iyer') }),
    'PUT /api/staff/2/status': json(200, { message: staffMessages.suspended('Meena Iyer') }),
    'PUT /api/staff/2/role': json(200, { message: staffMessages.roleChanged('Meena Iyer', 'Finance') }),
    [`DELETE /api/staff/invitations/${INVITATION_ID}`]: json(200, {
      message: staffMessages.withdrawn('new@example.org'),
    }),
    ...extra,
  });
}

async function open(extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = serve(extra);
  const view = renderPanel(<StaffPanel />, testSession('owner'));
  await screen.findByRole('list', { name: say.peopleLabel });
  return { ...view, api };
}

describe('the Staff panel (staff accounts issue)', () => {
  it('lists people with role, status and last activity, and the pending invitations', async () => {
    await open();
    const meena = screen.getByRole('heading', { name: 'Meena Iyer' }).closest('li')!;
    expect(meena).toHaveTextContent('Editor');
    expect(meena).toHaveTextContent(say.active);
    expect(meena).toHaveTextContent('Last active 27 Nov 2026, 3:30 pm');
    // Owners cannot suspend or remove themselves: the buttons are not offered on their own card.
    const me = screen.getByRole('heading', { name: 'Ravi Shankar' }).closest('li')!;
    expect(me).toHaveTextContent(say.you);
    expect(within(me).queryByRole('button', { name: say.removeWho('Ravi Shankar') })).toBeNull();
    const invitations = screen.getByRole('list', { name: say.invitationsLabel });
    expect(invitations).toHaveTextContent('new@example.org');
    expect(invitations).toHaveTextContent('Invited as Finance by Ravi Shankar');
    expect(invitations).toHaveTextContent('Link works until 4 Dec 2026, 5:30 am');
  });

  it('the invite dialog says where the invitation goes and for how long before it sends', async () => {
    const { user, api } = await open();
    await user.click(screen.getByRole('button', { name: say.inviteButton }));
    const dialog = screen.getByRole('dialog', { name: say.inviteHeading });
    expect(within(dialog).getByText(say.willSendNoAddress)).toBeInTheDocument();
    // Every role is offered with what it lets the person do.
    expect(
      within(dialog).getByRole('radio', { name: /Communications.*Subscribers, mail to subscribers/ }),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(say.emailLabel), 'priya@example.org');
    const send = within(dialog).getByRole('button', { name: say.send });
    expect(send).toHaveAccessibleDescription(
      'We will send an invitation to priya@example.org. The link works for 7 days.',
    );
    // Without a role nothing is sent, and the problem is said beside the choice.
    await user.click(send);
    expect(within(dialog).getByText(staffMessages.roleRequired)).toBeInTheDocument();
    expect(api.sent('POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: /^Editor/ }));
    await user.type(within(dialog).getByLabelText(say.nameLabel), 'Priya');
    await user.click(send);
    await vi.waitFor(() => expect(api.sent('POST', '/api/staff/invitations')).toHaveLength(1));
    expect(api.sent('POST', '/api/staff/invitations')[0]!.body).toEqual({
      email: 'priya@example.org',
      role: 'editor',
      name: 'Priya',
    });
    expect(await screen.findByText(staffMessages.invited('priya@example.org'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: say.inviteHeading })).toBeNull();
  });

  it('an address already on the staff is shown under the e-mail field, and the dialog stays open', async () => {
    const { user } = await open({
      'POST /api/staff/invitations': json(409, {
        error: staffMessages.alreadyStaff,
        code: 'conflict',
        field: 'email',
      }),
    });
    await user.click(screen.getByRole('button', { name: say.inviteButton }));
    const dialog = screen.getByRole('dialog', { name: say.inviteHeading });
    await user.type(within(dialog).getByLabelText(say.emailLabel), 'meena@example.org');
    await user.click(within(dialog).getByRole('radio', { name: /^Finance/ }));
    await user.click(within(dialog).getByRole('button', { name: say.send }));
    const field = within(dialog).getByLabelText(say.emailLabel);
    await vi.waitFor(() => expect(field).toHaveAccessibleDescription(staffMessages.alreadyStaff));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('remove asks first, saying exactly what happens, and Cancel changes nothing', async () => {
    const { user, api } = await open();
    await user.click(screen.getByRole('button', { name: say.removeWho('Meena Iyer') }));
    const question = screen.getByRole('alertdialog', {
      name: say.confirmRemove('Meena Iyer', 'meena@example.org'),
    });
    expect(question).toHaveTextContent('Their account is deleted and they are signed out at once.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: say.removeWho('Meena Iyer') }));
    await user.click(
      within(
        screen.getByRole('alertdialog', { name: say.confirmRemove('Meena Iyer', 'meena@example.org') }),
      ).getByRole('button', { name: 'Delete' }),
    );
    await vi.waitFor(() => expect(api.sent('DELETE', '/api/staff/2')).toHaveLength(1));
    expect(await screen.findByText(staffMessages.removed('Meena Iyer'))).toBeInTheDocument();
    // The card and its button go: focus waits at the list's heading, not lost on the page.
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: say.peopleHeading })).toHaveFocus());
  });

  it('suspend, role change and withdraw each ask first', async () => {
    const { user, api } = await open();
    await user.click(screen.getByRole('button', { name: say.suspendWho('Meena Iyer') }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: say.confirmSuspend('Meena Iyer') })).getByRole(
        'button',
        {
          name: 'Confirm',
        },
      ),
    );
    await vi.waitFor(() => expect(api.sent('PUT', '/api/staff/2/status')).toHaveLength(1));
    expect(api.sent('PUT', '/api/staff/2/status')[0]!.body).toEqual({ status: 'suspended' });

    await user.click(screen.getByRole('button', { name: say.changeRoleOf('Meena Iyer') }));
    await user.selectOptions(screen.getByLabelText(say.newRoleOf('Meena Iyer')), 'finance');
    await user.click(screen.getByRole('button', { name: say.saveRole }));
    const question = screen.getByRole('alertdialog', {
      name: /Change the role of Meena Iyer from Editor to Finance/,
    });
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(api.sent('PUT', '/api/staff/2/role')).toHaveLength(1));
    expect(api.sent('PUT', '/api/staff/2/role')[0]!.body).toEqual({ role: 'finance' });
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: say.changeRoleOf('Meena Iyer') })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: say.withdrawTo('new@example.org') }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: say.confirmWithdraw('new@example.org') })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    await vi.waitFor(() =>
      expect(api.sent('DELETE', `/api/staff/invitations/${INVITATION_ID}`)).toHaveLength(1),
    );
  });

  it('shows the server’s refusal in plain words', async () => {
    const { user } = await open({
      'PUT /api/staff/2/role': json(409, { error: staffMessages.lastOwner, code: 'conflict' }),
    });
    await user.click(screen.getByRole('button', { name: say.changeRoleOf('Meena Iyer') }));
    await user.selectOptions(screen.getByLabelText(say.newRoleOf('Meena Iyer')), 'owner');
    await user.click(screen.getByRole('button', { name: say.saveRole }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: /Change the role of Meena Iyer/ })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(staffMessages.lastOwner);
  });

  it('issue 26, must have 4: clears a colleague’s lost second factor after saying what it does; never offered for oneself', async () => {
    const { user, api } = await open({
      'POST /api/staff/2/second-factor/reset': json(200, { message: messages.secondFactor.resetDone }),
    });
    const meena = screen.getByRole('heading', { name: 'Meena Iyer' }).closest('li')!;
    const you = screen.getByRole('heading', { name: 'Ravi Shankar' }).closest('li')!;
    expect(
      within(you).queryByRole('button', { name: twoStep.clearWho('Ravi Shankar') }),
    ).not.toBeInTheDocument();

    await user.click(within(meena).getByRole('button', { name: twoStep.clearWho('Meena Iyer') }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent(twoStep.confirmClear('Meena Iyer'));
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('POST', '/api/staff/2/second-factor/reset')).toHaveLength(0);

    await user.click(within(meena).getByRole('button', { name: twoStep.clearWho('Meena Iyer') }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.secondFactor.resetDone)).toBeInTheDocument();
    expect(api.sent('POST', '/api/staff/2/second-factor/reset')).toHaveLength(1);
  });
});
