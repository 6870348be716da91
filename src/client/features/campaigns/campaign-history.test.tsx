import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Campaign } from '#shared/api/mail';
import { CampaignHistory } from './campaign-history.tsx';

const campaign = (overrides: Partial<Campaign>): Campaign => ({
  id: 1,
  subject: 'Term dates',
  recipient_type: 'all',
  status: 'done',
  pause_reason: null,
  created_at: '2026-11-20T10:00:00.000Z',
  total: 4,
  sent: 4,
  failed: 0,
  waiting: 0,
  ...overrides,
});

type Route = (init: RequestInit) => { status?: number; body: unknown };

/** Stands in for the server at the network boundary; every request is recorded. */
function fakeServer(routes: Record<string, Route>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${url}`;
      calls.push(key);
      const route = routes[key];
      if (!route) throw new Error(`unexpected ${key}`);
      const { status = 200, body } = route(init);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

function renderHistory() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <QueryClientProvider client={client}>
      <CampaignHistory />
    </QueryClientProvider>,
  );
  return user;
}

describe('campaign history in the Send Mail panel', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows each campaign, newest first, with a labelled progress bar: sent, failed, waiting, of total', async () => {
    fakeServer({
      'GET /api/campaigns': () => ({
        body: [
          campaign({ id: 2, subject: 'Workshop', status: 'done', total: 3, sent: 2, failed: 1 }),
          campaign({ id: 1, subject: 'Term dates', recipient_type: 'teacher' }),
        ],
      }),
    });
    renderHistory();
    const section = await screen.findByRole('region', { name: 'Sent campaigns' });
    const articles = within(section).getAllByRole('article');
    expect(articles.map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Workshop',
      'Term dates',
    ]);
    const bar = screen.getByRole('progressbar', { name: 'Progress of “Workshop”' });
    expect(bar).toHaveAttribute('aria-valuetext', '2 sent, 1 failed, 0 waiting, of 3');
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    expect(within(articles[1]!).getByText(/Teachers/)).toBeInTheDocument();
  });

  it('refreshes every 2 seconds while a campaign is being sent, and stops once all are done', async () => {
    let answer = campaign({ status: 'sending', sent: 1, waiting: 3 });
    const calls = fakeServer({ 'GET /api/campaigns': () => ({ body: [answer] }) });
    renderHistory();
    const bar = await screen.findByRole('progressbar', { name: 'Progress of “Term dates”' });
    expect(bar).toHaveAttribute('aria-valuetext', '1 sent, 0 failed, 3 waiting, of 4');

    answer = campaign({ status: 'done', sent: 4, waiting: 0 });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(bar).toHaveAttribute('aria-valuetext', '4 sent, 0 failed, 0 waiting, of 4');
    expect(screen.getByText('Done')).toBeInTheDocument();

    const before = calls.length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls.length).toBe(before);
  });

  it('lists the failed recipients with the reason when their disclosure is opened', async () => {
    const calls = fakeServer({
      'GET /api/campaigns': () => ({ body: [campaign({ sent: 2, failed: 2 })] }),
      'GET /api/campaigns/1/failures': () => ({
        body: [
          {
            email: 'nobody@example.org',
            reason: '550 5.1.1 No such user',
            updated_at: '2026-11-20T10:01:00.000Z',
          },
          { email: 'left@example.org', reason: 'unsubscribed', updated_at: '2026-11-20T10:01:00.000Z' },
        ],
      }),
    });
    const user = renderHistory();
    const disclosure = await screen.findByText('Failed recipients (2)');
    expect(calls).not.toContain('GET /api/campaigns/1/failures');
    await user.click(disclosure);
    const list = await screen.findByRole('list', { name: 'Failed recipients of “Term dates”' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'nobody@example.org550 5.1.1 No such user',
      'left@example.orgUnsubscribed before the mail was sent',
    ]);
  });

  it('shows why a campaign paused and resumes it with the Resume button', async () => {
    let status: Campaign['status'] = 'paused';
    const calls = fakeServer({
      'GET /api/campaigns': () => ({
        body: [
          campaign({
            status,
            pause_reason:
              status === 'paused' ? 'Paused after 20 errors in a row. Last error: 421 Try later' : null,
            sent: 0,
            failed: status === 'paused' ? 2 : 0,
            waiting: 2,
          }),
        ],
      }),
      'POST /api/campaigns/1/resume': () => {
        status = 'sending';
        return { body: campaign({ status: 'sending' }) };
      },
    });
    const user = renderHistory();
    expect(
      await screen.findByText('Paused after 20 errors in a row. Last error: 421 Try later'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume sending' }));
    expect(await screen.findByText('Sending')).toBeInTheDocument();
    expect(calls).toContain('POST /api/campaigns/1/resume');
    expect(screen.queryByRole('button', { name: 'Resume sending' })).not.toBeInTheDocument();
  });

  it('says so when nothing was sent yet, and when the history cannot be loaded', async () => {
    fakeServer({ 'GET /api/campaigns': () => ({ body: [] }) });
    renderHistory();
    expect(await screen.findByText(/No mail sent yet/)).toBeInTheDocument();
    cleanup();

    fakeServer({ 'GET /api/campaigns': () => ({ status: 500, body: { error: 'x', code: 'internal' } }) });
    renderHistory();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load campaigns.');
  });
});

describe('campaign history: campaigns to chosen audiences (audiences issue)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names the audiences a campaign went to, and the role of the others as before', async () => {
    fakeServer({
      'GET /api/campaigns': () => ({
        body: [
          campaign({
            id: 2,
            subject: 'Thank you',
            recipient_type: 'audiences',
            audiences: [
              { key: 'donor', name: 'Donor' },
              { key: 'volunteer', name: 'Volunteer' },
            ],
          }),
          campaign({ id: 1, subject: 'Term dates', recipient_type: 'teacher' }),
        ],
      }),
    });
    renderHistory();
    const section = await screen.findByRole('region', { name: 'Sent campaigns' });
    const [thanks, terms] = await within(section).findAllByRole('article');
    expect(thanks).toHaveTextContent('Donor, Volunteer ·');
    expect(terms).toHaveTextContent('Teachers ·');
  });
});
