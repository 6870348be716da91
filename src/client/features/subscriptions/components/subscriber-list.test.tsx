import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '#shared/api/subscriptions';
import { messages } from '#shared/messages';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { SubscriberList } from './subscriber-list.tsx';

setupDashboardTest();

const row = (id: number, email: string, role: Subscription['role'], status: Subscription['status']) => ({
  id,
  email,
  role,
  subscribed_at: '2026-02-10T09:00:00.000Z',
  status,
  unsubscribed_at: null,
});

const subscribers = [
  {
    ...row(1, 'asha@example.org', 'parent', 'active'),
    consent: { givenAt: '2026-02-10T09:00:00.000Z', noticeVersion: null, withdrawnAt: null },
  },
  row(2, 'ravi@example.org', 'teacher', 'pending'),
  row(3, '=cmd@example.org', 'parent', 'unsubscribed'),
];

let blobs: Blob[] = [];
beforeEach(() => {
  blobs = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:csv';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

describe('List Subscribers (issue 4 item 6)', () => {
  it('shows email, role, date, status and consent with a count', async () => {
    fakeApi({ 'GET /api/get_subscriptions': json(200, subscribers) });
    renderPanel(<SubscriberList />);
    const table = await screen.findByRole('table', { name: 'Subscribers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Email', 'Role', 'Subscribed on', 'Status', 'Consent']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'asha@example.org',
      'Parent',
      '10 Feb 2026',
      'Active',
      'Given 10 Feb 2026, no privacy notice published then',
    ]);
    expect(screen.getByText('Showing 3 of 3 subscribers')).toBeInTheDocument();
  });

  it('filters by role and by search text', async () => {
    fakeApi({ 'GET /api/get_subscriptions': json(200, subscribers) });
    const { user } = renderPanel(<SubscriberList />);
    await user.selectOptions(await screen.findByLabelText('Filter by role'), 'parent');
    expect(screen.getByText('Showing 2 of 3 subscribers')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search by email'), 'ASHA');
    expect(await screen.findByText('Showing 1 of 3 subscribers')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await user.type(screen.getByLabelText('Search by email'), 'nobody');
    expect(await screen.findByText(messages.subscriptions.empty)).toBeInTheDocument();
  });

  it('exports what is shown as a CSV that a spreadsheet cannot run', async () => {
    fakeApi({ 'GET /api/get_subscriptions': json(200, subscribers) });
    const { user } = renderPanel(<SubscriberList />);
    await user.selectOptions(await screen.findByLabelText('Filter by role'), 'parent');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledOnce();
    const text = (await blobs[0]!.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')).toEqual([
      'email,role,subscribed_at,status',
      'asha@example.org,parent,2026-02-10T09:00:00.000Z,active',
      "'=cmd@example.org,parent,2026-02-10T09:00:00.000Z,unsubscribed",
      '',
    ]);
  });

  it('says when there are no subscribers', async () => {
    fakeApi({ 'GET /api/get_subscriptions': json(200, []) });
    renderPanel(<SubscriberList />);
    expect(await screen.findByText(messages.subscriptions.empty)).toBeInTheDocument();
  });

  it('shows the spec message when the list cannot be fetched', async () => {
    fakeApi({ 'GET /api/get_subscriptions': json(500, {}) });
    renderPanel(<SubscriberList />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.subscriptions.fetchFailed);
  });
});

describe('List Subscribers: audiences the administrator keeps (audiences issue)', () => {
  const audiences = [
    { key: 'parent', name: 'Parent', offered: true, position: 1, subscribers: 2 },
    { key: 'teacher', name: 'Teacher', offered: true, position: 2, subscribers: 1 },
    { key: 'donor', name: 'Donor', offered: false, position: 3, subscribers: 0 },
  ];

  it('filters by any audience and moves a subscriber to another one', async () => {
    const api = fakeApi({
      'GET /api/get_subscriptions': json(200, subscribers),
      'GET /api/audiences': json(200, audiences),
      'PUT /api/subscriptions/1/audience': (request) =>
        json(200, { ...subscribers[0], role: (request.body as { audience: string }).audience }),
    });
    const { user } = renderPanel(<SubscriberList />);
    const filter = await screen.findByLabelText('Filter by role');
    await screen.findByRole('combobox', { name: 'Audience of asha@example.org' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All roles', 'Parent', 'Teacher', 'Donor']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Audience of asha@example.org' }), 'Donor');
    expect(api.sent('PUT')).toEqual([
      expect.objectContaining({ path: '/api/subscriptions/1/audience', body: { audience: 'donor' } }),
    ]);
    expect(await screen.findByText('asha@example.org is now in the audience “Donor”.')).toBeInTheDocument();
  });

  it('issue 28: says under each address the language its mail comes in', async () => {
    fakeApi({
      'GET /api/get_subscriptions': json(200, [
        { ...row(1, 'asha@example.org', 'parent', 'active'), language: 'hi' },
        { ...row(2, 'ravi@example.org', 'teacher', 'active'), language: 'en' },
      ]),
    });
    renderPanel(<SubscriberList />);
    const table = await screen.findByRole('table', { name: 'Subscribers' });
    const [, asha, ravi] = within(table).getAllByRole('row');
    expect(within(asha!).getAllByRole('cell')[0]).toHaveTextContent('asha@example.orgMail in हिन्दी');
    expect(within(asha!).getByText('हिन्दी')).toHaveAttribute('lang', 'hi');
    expect(within(ravi!).getAllByRole('cell')[0]).toHaveTextContent('Mail in English');
  });
});
