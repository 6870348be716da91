import { testSession } from '#client/admin/testing/test-session.ts';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#shared/api/auth';
import { messages } from '#shared/messages';
import DashboardPage from '#client/routes/dashboard-page.tsx';
import { fakeApi, json, type Handler } from '#client/admin/testing/fake-api.ts';
import { setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';

setupDashboardTest();

const live: Handler = () => json(200, testSession());

function renderDashboard(path = '/dashboard') {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/login" element={<p>Login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const signIn = () => {
  localStorage.setItem(storageKeys.authenticated, 'true');
  localStorage.setItem(storageKeys.email, 'admin@example.org');
};

describe('dashboard access (SPEC section 2, issue 4 item 1)', () => {
  it('sends a visitor without the stored flag to /login without asking the server', () => {
    const api = fakeApi({});
    localStorage.setItem(storageKeys.authenticated, 'yes');
    renderDashboard();
    expect(screen.getByText('Login page')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('sends a flagged visitor without a live session to /login and clears the flag', async () => {
    signIn();
    fakeApi({ 'GET /api/session': json(401, { error: messages.auth.unauthorized }) });
    renderDashboard();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.authenticated)).toBe('false');
  });

  it('opens with the flag and a live session, and returns to /login on any later 401', async () => {
    signIn();
    fakeApi({
      'GET /api/session': live,
      'GET /api/images': json(401, { error: messages.auth.unauthorized }),
    });
    const user = renderDashboard('/dashboard?panel=insert-media');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as admin@example.org (Owner)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'List Media' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.authenticated)).toBe('false');
  });

  it('logs out: ends the session, forgets the flag and e-mail, shows /login', async () => {
    signIn();
    const api = fakeApi({
      'GET /api/session': live,
      'POST /api/logout': json(200, { message: 'Logged out' }),
    });
    const user = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(api.sent('POST', '/api/logout')).toHaveLength(1);
    expect(localStorage.getItem(storageKeys.authenticated)).toBe('false');
    expect(localStorage.getItem(storageKeys.email)).toBeNull();
  });
});

describe('dashboard side menu (SPEC "Dashboard", issue 4 item 2)', () => {
  it('keeps one group open at a time and shows one panel, focusing its heading', async () => {
    signIn();
    fakeApi({ 'GET /api/session': live, 'GET /api/get_notifications': json(200, []) });
    const user = renderDashboard('/dashboard?panel=insert-media');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    const media = within(nav).getByRole('button', { name: 'Media' });
    const notification = within(nav).getByRole('button', { name: 'Notification' });
    expect(media).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Insert Media' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Insert Media' })).toHaveAttribute('aria-current', 'page');

    await user.click(notification);
    expect(notification).toHaveAttribute('aria-expanded', 'true');
    expect(media).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('button', { name: 'Insert Media' })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'View Notifications' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'View Notifications' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('heading', { level: 2, name: 'Insert Media' })).not.toBeInTheDocument();
    expect(await screen.findByText(messages.notifications.empty)).toBeInTheDocument();
  });

  it('opens the panel named in the address, with its group', async () => {
    signIn();
    fakeApi({ 'GET /api/session': live, 'GET /api/inbox/contact': json(200, []) });
    renderDashboard('/dashboard?panel=contact-messages');
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact messages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inbox' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('folds behind a Menu toggle that says whether it is open', async () => {
    signIn();
    fakeApi({ 'GET /api/session': live });
    const user = renderDashboard();
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
