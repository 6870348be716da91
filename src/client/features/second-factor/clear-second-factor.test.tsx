import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffList } from '#shared/api/staff';
import { messages } from '#shared/messages';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { StaffPanel } from '#client/features/staff/staff-panel.tsx';
import { twoStepTexts as say } from './second-factor-texts.ts';

setupDashboardTest();

const list: StaffList = {
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
      id: 7,
      name: 'Meera',
      email: 'meera@example.org',
      role: 'finance',
      status: 'active',
      createdAt: '2026-02-01T00:00:00.000Z',
      lastSeenAt: '2026-11-27T10:00:00.000Z',
      isYou: false,
    },
  ],
  invitations: [],
};

describe('issue 26, must have 4: an owner clears a colleague’s lost second factor', () => {
  it('says what it will do, asks, then clears it; never offered for oneself', async () => {
    const api = fakeApi({
      'GET /api/staff': json(200, list),
      'POST /api/staff/7/second-factor/reset': json(200, { message: messages.secondFactor.resetDone }),
    });
    const { user } = renderPanel(<StaffPanel />);
    const meera = (await screen.findByRole('heading', { name: 'Meera' })).closest('li')!;
    const you = screen.getByRole('heading', { name: 'Ravi Shankar' }).closest('li')!;
    expect(within(you).queryByRole('button', { name: say.clearWho('Ravi Shankar') })).not.toBeInTheDocument();

    await user.click(within(meera).getByRole('button', { name: say.clearWho('Meera') }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent(say.confirmClear('Meera'));
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('POST', '/api/staff/7/second-factor/reset')).toHaveLength(0);

    await user.click(within(meera).getByRole('button', { name: say.clearWho('Meera') }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.secondFactor.resetDone)).toBeInTheDocument();
    expect(api.sent('POST', '/api/staff/7/second-factor/reset')).toHaveLength(1);
  });
});
