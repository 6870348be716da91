import { testSession } from '#client/admin/testing/test-session.ts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '#shared/api/auth';
import LoginPage from '#client/routes/login-page.tsx';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';

setupDashboardTest();

function renderAt() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/dashboard" element={<p>Dashboard page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('/login for a visitor who is already signed in (SPEC section 2)', () => {
  it('goes on to /dashboard when the flag is set and the session is live', async () => {
    localStorage.setItem(storageKeys.authenticated, 'true');
    fakeApi({ 'GET /api/session': json(200, testSession()) });
    renderAt();
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('stays on the form and clears a flag the server no longer backs', async () => {
    localStorage.setItem(storageKeys.authenticated, 'true');
    const api = fakeApi({ 'GET /api/session': json(401, { error: 'Please log in to continue.' }) });
    renderAt();
    await expect.poll(() => localStorage.getItem(storageKeys.authenticated)).toBe('false');
    expect(api.requests).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('asks the server nothing without the flag', () => {
    const api = fakeApi({});
    renderAt();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
