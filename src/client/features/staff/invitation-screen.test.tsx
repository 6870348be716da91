import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#shared/api/auth';
import { staffMessages, type InvitationDetails } from '#shared/api/staff';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { InvitationScreen } from './invitation-screen.tsx';
import { staffTexts as say } from './staff-texts.ts';

setupDashboardTest();

const TOKEN = 't'.repeat(43);
const invitation: InvitationDetails = {
  email: 'asha@example.org',
  name: 'Asha',
  role: 'editor',
  roleLabel: 'Editor',
  roleDescription: 'The public site: pages, menus, texts, photos and videos, notifications and documents.',
  invitedBy: { name: 'Ravi Shankar', email: 'admin@example.org' },
  expiresAt: '2026-12-05T06:30:00.000Z',
};

function renderPage(address = `/invitation?token=${TOKEN}`) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/invitation" element={<InvitationScreen />} />
        <Route path="/dashboard" element={<p>Dashboard page</p>} />
        <Route path="/login" element={<p>Login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

describe('the invitation page (staff accounts issue)', () => {
  it('says who invited whom as what, then creates the account and opens the dashboard', async () => {
    const api = fakeApi({
      'GET /api/invitation': json(200, invitation),
      'POST /api/invitation/accept': json(201, {
        message: staffMessages.accepted,
        email: 'asha@example.org',
      }),
    });
    const user = renderPage();
    expect(
      await screen.findByText('Ravi Shankar (admin@example.org) invited you to the dashboard as Editor.'),
    ).toBeInTheDocument();
    expect(api.requests[0]!.url).toBe(`/api/invitation?token=${TOKEN}`);
    expect(screen.getByText(invitation.roleDescription)).toBeInTheDocument();
    expect(screen.getByText('This link works until 5 Dec 2026, 12:00 pm.')).toBeInTheDocument();
    expect(screen.getByLabelText(say.yourName)).toHaveValue('Asha');

    // Two different passwords: nothing is sent, and the second field says why.
    await user.type(screen.getByLabelText(say.password), 'a long new password');
    await user.type(screen.getByLabelText(say.passwordAgain), 'a long new pasword');
    await user.click(screen.getByRole('button', { name: say.accept }));
    expect(screen.getByLabelText(say.passwordAgain)).toHaveAccessibleDescription(say.passwordsDiffer);
    expect(api.sent('POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText(say.passwordAgain));
    await user.type(screen.getByLabelText(say.passwordAgain), 'a long new password');
    await user.click(screen.getByRole('button', { name: say.accept }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(api.sent('POST')[0]!.body).toEqual({
      token: TOKEN,
      name: 'Asha',
      password: 'a long new password',
    });
    expect(localStorage.getItem(storageKeys.authenticated)).toBe('true');
  });

  it('a short password is refused beside its field before anything is sent', async () => {
    const api = fakeApi({ 'GET /api/invitation': json(200, invitation) });
    const user = renderPage();
    await user.type(await screen.findByLabelText(say.password), 'short');
    await user.type(screen.getByLabelText(say.passwordAgain), 'short');
    await user.click(screen.getByRole('button', { name: say.accept }));
    expect(screen.getByLabelText(say.password)).toHaveAccessibleDescription(
      expect.stringContaining(staffMessages.passwordTooShort),
    );
    expect(api.sent('POST')).toHaveLength(0);
  });

  it('an expired link says so and what to do', async () => {
    fakeApi({
      'GET /api/invitation': json(400, {
        error: staffMessages.linkExpired,
        code: 'bad_request',
        field: 'token',
      }),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ask the person who invited you to send a new invitation.',
    );
    expect(screen.getByRole('heading', { name: say.linkProblemHeading })).toBeInTheDocument();
    expect(screen.queryByLabelText(say.password)).toBeNull();
  });

  it('hydrates as it was prerendered (without a token), then reads the link’s token', async () => {
    const api = fakeApi({ 'GET /api/invitation': json(200, invitation) });
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <MemoryRouter initialEntries={['/invitation']}>
        <InvitationScreen />
      </MemoryRouter>,
    );
    expect(container.textContent).toContain(say.checking);
    document.body.append(container);
    const mismatch = vi.fn();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <MemoryRouter initialEntries={[`/invitation?token=${TOKEN}`]}>
          <InvitationScreen />
        </MemoryRouter>,
        { onRecoverableError: mismatch },
      ),
    );
    expect(await screen.findByText(/invited you to the dashboard as Editor/)).toBeInTheDocument();
    expect(mismatch).not.toHaveBeenCalled();
    expect(api.requests.map((r) => r.url)).toEqual([`/api/invitation?token=${TOKEN}`]);
    act(() => root.unmount());
    container.remove();
  });

  it('an address without its token says the link is not complete, without asking the server', async () => {
    const api = fakeApi({});
    renderPage('/invitation');
    expect(await screen.findByRole('alert')).toHaveTextContent(staffMessages.linkUnknown);
    expect(api.requests).toHaveLength(0);
  });

  it('a used link offers the sign-in page', async () => {
    fakeApi({
      'GET /api/invitation': json(400, {
        error: staffMessages.linkUsed,
        code: 'bad_request',
        field: 'token',
      }),
    });
    const user = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(staffMessages.linkUsed);
    await user.click(screen.getByRole('link', { name: say.goToLogin }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });
});
