import { testSession } from '#client/admin/testing/test-session.ts';
import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#shared/api/auth';
import { messages } from '#shared/messages';
import { errorTexts } from '#client/texts/error-texts.ts';
import DashboardPage from '#client/routes/dashboard-page.tsx';
import { photo } from '#client/features/gallery/gallery-test-data.ts';
import { ContactInbox } from '#client/features/inbox/components/contact-inbox.tsx';
import { inboxTexts } from '#client/features/inbox/inbox-texts.ts';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { MediaList } from '#client/features/media/components/media-list.tsx';
import { NotificationList } from '#client/features/notifications-admin/components/notification-list.tsx';
import { EmailSender } from '#client/features/campaigns/components/email-sender.tsx';
import { SubscriberList } from '#client/features/subscriptions/components/subscriber-list.tsx';

setupDashboardTest();

/** Whether the volunteer interest panel fails to draw; every other panel is the real one. */
const interestInbox = vi.hoisted(() => ({ broken: true }));
vi.mock('#client/features/inbox/components/interest-inbox.tsx', () => ({
  InterestInbox: function InterestInbox() {
    if (interestInbox.broken) throw new Error('Interest inbox failed to draw');
    return <p>No volunteer interest yet.</p>;
  },
}));

describe('dashboard panels given answers of the wrong shape (hardening 11)', () => {
  const cases: [string, () => ReactElement, string, unknown, string][] = [
    [
      'List Media',
      () => <MediaList />,
      'GET /api/images',
      // The spec's plain array, answered to the list's paged request.
      [photo(), photo()],
      messages.media.listLoadFailed,
    ],
    [
      'View Notifications',
      () => <NotificationList />,
      'GET /api/get_notifications',
      [{ unexpected: true }],
      messages.notifications.fetchFailed,
    ],
    [
      'List Subscribers',
      () => <SubscriberList />,
      'GET /api/get_subscriptions',
      { unexpected: true },
      messages.subscriptions.fetchFailed,
    ],
    [
      'Send Mail to Subscribers (recipients)',
      () => <EmailSender />,
      'GET /api/get_subscriptions',
      [{ id: 1, email: 'parent@example.org', role: 'grandparent' }],
      messages.subscriptions.loadRecipientsFailed,
    ],
    [
      'Contact messages',
      () => <ContactInbox />,
      'GET /api/inbox/contact',
      { unexpected: true },
      inboxTexts.loadFailed,
    ],
  ];

  it.each(cases)(
    'hardening 11: %s shows its own load error for an answer of the wrong shape',
    async (_panel, panel, route, body, expected) => {
      fakeApi({ [route]: json(200, body), 'GET /api/campaigns': json(200, []) });
      const { user } = renderPanel(panel());
      if (_panel.startsWith('Send Mail'))
        await user.selectOptions(screen.getByLabelText('Recipient type'), 'parent');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(expected);
    },
  );
});

describe('dashboard panel boundary (hardening 11)', () => {
  it('hardening 11: a panel that throws while drawing is caught in its place; the header and menu stay', async () => {
    interestInbox.broken = true;
    localStorage.setItem(storageKeys.authenticated, 'true');
    localStorage.setItem(storageKeys.email, 'admin@example.org');
    fakeApi({
      'GET /api/session': json(200, testSession()),
      'GET /api/inbox/contact': json(200, []),
    });
    const caught: unknown[] = [];
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <MemoryRouter initialEntries={['/dashboard?panel=volunteer-interest']}>
        <Routes>
          <Route path="/dashboard" element={<DashboardPage />} />
        </Routes>
      </MemoryRouter>,
      { onCaughtError: (error) => caught.push(error) },
    );

    const panel = await screen.findByRole('region', { name: 'Volunteer interest' });
    expect(within(panel).getByRole('alert')).toHaveTextContent(errorTexts.panel);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(caught).toEqual([expect.objectContaining({ message: 'Interest inbox failed to draw' })]);

    // Try again draws the panel afresh.
    interestInbox.broken = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('No volunteer interest yet.')).toBeInTheDocument();

    // Another panel is unaffected by what happened here.
    await user.click(within(nav).getByRole('button', { name: 'Contact messages' }));
    expect(await screen.findByText(inboxTexts.contactEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
