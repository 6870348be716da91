import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '#shared/api/notifications';
import { LatestNotifications } from './latest-notifications.tsx';
import styles from './latest-notifications.module.css';
import { InLanguage } from '#client/testing/language.tsx';

const notice = (
  id: number,
  notification_date: string | null,
  extra: Partial<Notification> = {},
): Notification => ({
  id,
  title: `Notice ${id}`,
  description: `About notice ${id}`,
  date: notification_date?.slice(0, 10) ?? null,
  notification_date,
  ...extra,
});

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Latest Notifications on the home page (SPEC sections 4, 7 and 8)', () => {
  it("shows 'Loading notifications...' while the 4 newest are on their way, from GET /api/get_notifications", async () => {
    answer(200, []);
    render(<LatestNotifications />, { wrapper: InLanguage });
    expect(screen.getByRole('status')).toHaveTextContent('Loading notifications...');
    expect(fetch).toHaveBeenCalledWith('/api/get_notifications?limit=4', expect.anything());
    await screen.findByText('No notifications available');
  });

  it("shows 'Failed to fetch notifications' in the error style when the answer is not OK", async () => {
    answer(500, { error: 'Something went wrong on our side. Please try again later.', code: 'internal' });
    render(<LatestNotifications />, { wrapper: InLanguage });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Failed to fetch notifications$/);
  });

  it.each([
    ['an object', { unexpected: true }],
    ['a list of something else', [{ unexpected: true }]],
    ['a list with holes', [notice(1, '2026-01-05T10:00:00.000Z'), null]],
    ['a notice with a numeric title', [notice(1, '2026-01-05T10:00:00.000Z', { title: 42 as never })]],
  ])(
    "hardening 11: an answer of the wrong shape (%s) shows 'Failed to fetch notifications' in the error style",
    async (_case, body) => {
      answer(200, body);
      render(<LatestNotifications />, { wrapper: InLanguage });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(/^Failed to fetch notifications$/);
      expect(alert).toHaveClass(styles.error!);
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
    },
  );

  it('shows the error’s own message when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Network request failed'))),
    );
    render(<LatestNotifications />, { wrapper: InLanguage });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Network request failed$/);
  });

  it("shows 'No notifications available' for an empty list", async () => {
    answer(200, []);
    render(<LatestNotifications />, { wrapper: InLanguage });
    expect(await screen.findByText('No notifications available')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  // The server sorts and limits too (notifications-order.test.ts, on both engines).
  it('shows at most 4 notices, newest first, in the order the server sends them', async () => {
    answer(200, [
      notice(5, '2026-03-15T10:00:00.000Z'),
      notice(2, '2026-03-01T10:00:00.000Z'),
      notice(4, '2026-02-10T10:00:00.000Z'),
      notice(1, '2026-01-05T10:00:00.000Z'),
      notice(6, '2025-12-31T10:00:00.000Z'),
    ]);
    render(<LatestNotifications />, { wrapper: InLanguage });
    const list = await screen.findByRole('list');
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Notice 5', 'Notice 2', 'Notice 4', 'Notice 1']);
  });

  it('SPEC section 7: sorts by notification_date itself, newest first, and keeps four, whatever order the answer has', async () => {
    // As a cache or an older server might answer: every notice, oldest first, an undated one among them.
    answer(200, [
      notice(6, '2025-12-31T10:00:00.000Z'),
      notice(7, null, { date: null }),
      notice(1, '2026-01-05T10:00:00.000Z'),
      notice(4, '2026-02-10T10:00:00.000Z'),
      notice(2, '2026-03-01T10:00:00.000Z'),
      notice(5, '2026-03-15T10:00:00.000Z'),
    ]);
    render(<LatestNotifications />, { wrapper: InLanguage });
    const list = await screen.findByRole('list');
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Notice 5', 'Notice 2', 'Notice 4', 'Notice 1']);
  });

  it('shows each date as a local date with whole UTC days ago, never negative', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-20T08:00:00.000Z'));
    answer(200, [
      notice(1, '2026-03-20T01:00:00.000Z'),
      notice(2, '2026-03-17'),
      notice(3, '2026-03-19T23:30:00.000Z'),
      notice(4, '2026-04-02T00:00:00.000Z'),
    ]);
    render(<LatestNotifications />, { wrapper: InLanguage });
    const cards = await screen.findAllByRole('article');
    const textOf = (title: string) => cards.find((card) => card.textContent?.includes(title))!.textContent;
    expect(textOf('Notice 1')).toContain('Today');
    expect(textOf('Notice 2')).toContain('3 days ago');
    expect(textOf('Notice 2')).toContain(
      new Date('2026-03-17T00:00:00Z').toLocaleDateString(undefined, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }),
    );
    expect(textOf('Notice 3')).toContain('1 day ago');
    expect(textOf('Notice 4')).toContain('Today');
  });

  it("shows 'No date available' and 'Invalid date' when the date is missing or unreadable", async () => {
    answer(200, [notice(1, null, { date: null }), notice(2, 'someday', { date: 'someday' })]);
    render(<LatestNotifications />, { wrapper: InLanguage });
    await screen.findAllByRole('article');
    expect(screen.getByText('No date available')).toBeInTheDocument();
    expect(screen.getByText('Invalid date')).toBeInTheDocument();
    expect(screen.queryByText(/days? ago|Today/)).not.toBeInTheDocument();
  });

  it('shows lines starting with * or - as bullets without the marker', async () => {
    answer(200, [
      notice(1, '2026-03-01T10:00:00.000Z', { description: 'Dear parents\n* Fees waived\n- Books free' }),
    ]);
    render(<LatestNotifications />, { wrapper: InLanguage });
    const article = await screen.findByRole('article');
    const items = within(article)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Fees waived', 'Books free']);
    expect(within(article).getByText('Dear parents')).toBeInTheDocument();
  });

  it('is anchored as #notifications for the menu link', () => {
    answer(200, []);
    const { container } = render(<LatestNotifications />, { wrapper: InLanguage });
    expect(container.querySelector('section#notifications')).toHaveAccessibleName('Latest Notifications');
  });
});
