import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#shared/api/auth';
import type { Overview } from '#shared/api/overview';
import { overviewPaths } from '#shared/api/overview';
import { subscriptionPaths } from '#shared/api/subscription-paths';
import DashboardPage from '#client/routes/dashboard-page.tsx';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { overviewTexts } from '../overview-texts.ts';

setupDashboardTest();

const overview: Overview = {
  subscribers: { active: 1250, newLast30Days: 37 },
  inbox: { unread: 4 },
  lastCampaign: {
    id: 9,
    subject: 'Science fair on Saturday',
    recipient_type: 'all',
    status: 'sending',
    pause_reason: null,
    created_at: '2026-06-01T04:30:00.000Z',
    total: 1250,
    sent: 1200,
    failed: 3,
    waiting: 47,
  },
  media: { total: 86 },
  pages: { published: 5, drafts: 2, scheduled: 1 },
};

function Address() {
  return <p data-testid="address">{useLocation().search}</p>;
}

function openDashboard() {
  localStorage.setItem(storageKeys.authenticated, 'true');
  localStorage.setItem(storageKeys.email, 'admin@example.org');
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route
          path="/dashboard"
          element={
            <>
              <DashboardPage />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const card = (name: string) => screen.getByRole('region', { name });

describe('dashboard home: the overview it opens on', () => {
  it('opens on the overview, first in the menu: subscribers, unread messages, the last mail and its delivery, media and pages', async () => {
    fakeApi({
      'GET /api/session': json(200, { email: 'admin@example.org' }),
      [`GET ${overviewPaths.overview}`]: json(200, overview),
    });
    openDashboard();
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getAllByRole('button')[1]).toHaveAccessibleName('Overview');
    expect(within(nav).getByRole('button', { name: 'Overview', current: 'page' })).toBeInTheDocument();
    await screen.findByText(overviewTexts.intro);
    expect(card(overviewTexts.subscribers)).toHaveTextContent(
      /1,250 receive our mail\s*37 new in the last 30 days/,
    );
    expect(card(overviewTexts.inbox)).toHaveTextContent('4 unread messages');
    expect(card(overviewTexts.lastMail)).toHaveTextContent(/1,200 sent\s*3 failed\s*47 waiting to be sent/);
    expect(card(overviewTexts.lastMail)).toHaveTextContent(
      '“Science fair on Saturday”, 1 Jun 2026, 10:00 am',
    );
    expect(card(overviewTexts.media)).toHaveTextContent('86 photos and videos');
    expect(card(overviewTexts.pages)).toHaveTextContent(/5 published\s*2 drafts\s*1 scheduled/);
  });

  it('opens a panel from its card as the menu does: kept in the address, focus on its heading', async () => {
    fakeApi({
      'GET /api/session': json(200, { email: 'admin@example.org' }),
      [`GET ${overviewPaths.overview}`]: json(200, { ...overview, lastCampaign: null }),
      [`GET ${subscriptionPaths.list}`]: json(200, []),
    });
    const user = openDashboard();
    await screen.findByText(overviewTexts.intro);
    expect(card(overviewTexts.lastMail)).toHaveTextContent(overviewTexts.noMail);
    await user.click(
      within(card(overviewTexts.subscribers)).getByRole('button', { name: 'Open List Subscribers' }),
    );
    const heading = await screen.findByRole('heading', { level: 2, name: 'List Subscribers' });
    expect(heading).toHaveFocus();
    expect(screen.getByTestId('address')).toHaveTextContent('?panel=list-subscribers');
    expect(screen.getByRole('button', { name: 'List Subscribers' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so inside the panel when the overview cannot be loaded, with Try again', async () => {
    fakeApi({
      'GET /api/session': json(200, { email: 'admin@example.org' }),
      [`GET ${overviewPaths.overview}`]: json(503, { error: 'Service unavailable' }),
    });
    openDashboard();
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      overviewTexts.loadFailed,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
