import { act, cleanup, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DrawnNotifications, Notification } from '#shared/api/notifications';
import { defaultSiteContent } from '#shared/content/site-content';
import { en } from '#client/i18n/catalogues/en.ts';
import { IslandRoot } from '#client/islands/island-root.tsx';
import { SiteContentProvider } from '#client/lib/site-content.tsx';
import { InLanguage } from '#client/testing/language.tsx';
import { LatestNotifications } from './latest-notifications.tsx';
import styles from './latest-notifications.module.css';

/**
 * Issue 31, must have 2: the home page carries its latest notifications in its HTML. The island starts from
 * the ones drawn there (no loading state, nothing moves) and only refreshes them from the API.
 */

const notice = (id: number, notification_date: string): Notification => ({
  id,
  title: `Notice ${id}`,
  description: `About notice ${id}`,
  date: notification_date.slice(0, 10),
  notification_date,
});

const drawn: DrawnNotifications = {
  items: [notice(2, '2026-03-20T01:00:00.000Z'), notice(1, '2026-03-17T10:00:00.000Z')],
  at: '2026-03-20',
};

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}

function renderDrawn() {
  return render(
    <InLanguage>
      <SiteContentProvider value={{ content: defaultSiteContent, notifications: drawn }}>
        <LatestNotifications />
      </SiteContentProvider>
    </InLanguage>,
  );
}

const titles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('issue 31: the latest notifications drawn into the home page', () => {
  it('starts from the drawn notifications with no loading state, then shows the refreshed list', async () => {
    answer(200, [notice(3, '2026-03-21T09:00:00.000Z'), ...drawn.items]);
    renderDrawn();
    expect(screen.queryByText('Loading notifications...')).not.toBeInTheDocument();
    expect(titles()).toEqual(['Notice 2', 'Notice 1']);
    expect(fetch).toHaveBeenCalledWith('/api/get_notifications?limit=4', expect.anything());
    await screen.findByText('Notice 3');
    expect(titles()).toEqual(['Notice 3', 'Notice 2', 'Notice 1']);
  });

  it('a refresh that finds none left shows the spec’s empty message', async () => {
    answer(200, []);
    renderDrawn();
    expect(await screen.findByText('No notifications available')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("a failed refresh keeps the drawn notifications, beside 'Failed to fetch notifications' in the error style", async () => {
    answer(500, { error: 'Something went wrong on our side. Please try again later.', code: 'internal' });
    renderDrawn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Failed to fetch notifications$/);
    expect(alert).toHaveClass(styles.error!);
    expect(titles()).toEqual(['Notice 2', 'Notice 1']);
  });

  it('hydrates the server’s HTML without a mismatch, then counts the days from the visitor’s today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const island = (
      <IslandRoot
        rendered={{ content: defaultSiteContent, notifications: drawn }}
        language={{ language: 'en', texts: en }}
        url="/"
      >
        <LatestNotifications />
      </IslandRoot>
    );
    // Rendered by the server on the day it was drawn, in India's time and Indian English.
    vi.setSystemTime(new Date(drawn.at));
    const html = renderToString(island);
    expect(html).toContain('20 March 2026');
    expect(html).toContain('Today');
    expect(html).toContain('17 March 2026');
    expect(html).toContain('3 days ago');
    expect(html).not.toContain('Loading notifications...');

    // Opened two days later.
    vi.setSystemTime(new Date('2026-03-22T09:00:00.000Z'));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, island, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    const cards = within(container).getAllByRole('article');
    expect(cards[0]).toHaveTextContent('2 days ago');
    expect(cards[1]).toHaveTextContent('5 days ago');
  });
});
