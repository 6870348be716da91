import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activityTexts as rules, type ActivityEntry } from '#shared/api/activity';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { ActivityPanel } from './activity-panel.tsx';
import { SecuritySettingsPanel } from './security-settings-panel.tsx';
import { activityTexts as say } from './activity-texts.ts';

setupDashboardTest();

const entry = (id: number, changes: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id,
  at: '2026-11-28T04:30:00.000Z',
  actorId: 2,
  actorEmail: 'asha@example.org',
  actorName: 'Asha',
  ip: '203.0.113.7',
  area: 'Notifications',
  action: 'Published a notification',
  target: null,
  before: null,
  after: 'title: Annual day',
  ...changes,
});

const filters = {
  people: [
    { id: 1, email: 'admin@example.org', name: '' },
    { id: 2, email: 'asha@example.org', name: 'Asha' },
  ],
  areas: ['Sign-in', 'Notifications', 'Giving'],
};

describe('the Activity panel', () => {
  it('lists who did what, when in India time, from where, to what, before and after', async () => {
    fakeApi({
      'GET /api/activity/filters': json(200, filters),
      'GET /api/activity': json(200, {
        entries: [
          entry(2, {
            action: 'Deleted a notification',
            target: 'notification 7',
            before: 'title: Annual day',
            after: null,
          }),
          entry(1),
        ],
        nextCursor: null,
      }),
    });
    renderPanel(<ActivityPanel />);
    const table = await screen.findByRole('table', { name: say.caption(2, false) });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('28 Nov 2026, 10:00 am')).toBeInTheDocument();
    expect(first.getByText('Asha (asha@example.org)')).toBeInTheDocument();
    expect(first.getByText('203.0.113.7')).toBeInTheDocument();
    expect(first.getByText('Deleted a notification')).toBeInTheDocument();
    expect(first.getByText('notification 7')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Before: title: Annual day');
    expect(rows[1]).toHaveTextContent('After: title: Annual day');
  });

  it('filters by person, part and days, and downloads the CSV of the same filters', async () => {
    const api = fakeApi({
      'GET /api/activity/filters': json(200, filters),
      'GET /api/activity': json(200, { entries: [entry(1)], nextCursor: null }),
    });
    const { user } = renderPanel(<ActivityPanel />);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText(say.person), 'Asha (asha@example.org)');
    await user.selectOptions(screen.getByLabelText(say.area), 'Giving');
    await user.type(screen.getByLabelText(say.from), '2026-11-01');
    await user.type(screen.getByLabelText(say.to), '2026-11-28');
    const query = '?person=2&area=Giving&from=2026-11-01&to=2026-11-28';
    await screen.findByRole('table');
    expect(api.requests.some((request) => request.url === `/api/activity${query}`)).toBe(true);
    expect(screen.getByRole('link', { name: say.download })).toHaveAttribute(
      'href',
      `/api/activity.csv${query}`,
    );

    await user.click(screen.getByRole('button', { name: say.clearFilters }));
    expect(screen.getByLabelText(say.person)).toHaveValue('');
    expect(screen.getByRole('link', { name: say.download })).toHaveAttribute('href', '/api/activity.csv');
  });

  it('says when the last day is before the first, and asks the server nothing then', async () => {
    const api = fakeApi({
      'GET /api/activity/filters': json(200, filters),
      'GET /api/activity': json(200, { entries: [], nextCursor: null }),
    });
    const { user } = renderPanel(<ActivityPanel />);
    expect(await screen.findByText(say.empty)).toBeInTheDocument();
    await user.type(screen.getByLabelText(say.from), '2026-11-20');
    await user.type(screen.getByLabelText(say.to), '2026-11-10');
    expect(await screen.findByText(rules.toBeforeFrom)).toBeInTheDocument();
    expect(screen.getByLabelText(say.to)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('link', { name: say.download })).not.toBeInTheDocument();
    expect(
      api.requests.filter((r) => r.url.includes('to=2026-11-10') && r.url.includes('from=2026-11-20')),
    ).toEqual([]);
  });

  it('loads older entries with Load more, after the ones shown', async () => {
    const api = fakeApi({
      'GET /api/activity/filters': json(200, filters),
      'GET /api/activity': (request) =>
        request.url.includes('cursor=5')
          ? json(200, { entries: [entry(4, { action: 'Signed in', area: 'Sign-in' })], nextCursor: null })
          : json(200, { entries: [entry(6), entry(5)], nextCursor: 5 }),
    });
    const { user } = renderPanel(<ActivityPanel />);
    await screen.findByRole('table', { name: say.caption(2, true) });
    await user.click(screen.getByRole('button', { name: say.loadMore }));
    const table = await screen.findByRole('table', { name: say.caption(3, false) });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('Signed in')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: say.loadMore })).not.toBeInTheDocument();
    // The keyboard's focus is not lost with the button.
    expect(screen.getByText(say.allShown(3))).toHaveFocus();
    expect(api.requests.filter((request) => request.path === '/api/activity').map((r) => r.url)).toEqual([
      '/api/activity',
      '/api/activity?cursor=5',
    ]);
  });

  it('offers to try again when the log cannot be read', async () => {
    fakeApi({
      'GET /api/activity/filters': json(200, filters),
      'GET /api/activity': json(500, { error: 'Something went wrong', code: 'internal' }),
    });
    renderPanel(<ActivityPanel />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the Security settings panel', () => {
  it('saves a longer period at once and says so', async () => {
    const api = fakeApi({
      'GET /api/security-settings': json(200, { activityKeptDays: 730 }),
      'PUT /api/security-settings': (request) => json(200, request.body),
    });
    const { user } = renderPanel(<SecuritySettingsPanel />);
    const field = await screen.findByLabelText(say.keptLabel);
    expect(field).toHaveValue(730);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('730 days is 2 years'));
    await user.clear(field);
    await user.type(field, '1095');
    await user.click(screen.getByRole('button', { name: say.save }));
    expect(await screen.findByText(say.saved(1095))).toBeInTheDocument();
    expect(api.sent('PUT', '/api/security-settings')[0]!.body).toEqual({ activityKeptDays: 1095 });
  });

  it('asks before a shorter period removes older entries, and saves nothing when cancelled', async () => {
    const api = fakeApi({
      'GET /api/security-settings': json(200, { activityKeptDays: 730 }),
      'PUT /api/security-settings': (request) => json(200, request.body),
    });
    const { user } = renderPanel(<SecuritySettingsPanel />);
    const field = await screen.findByLabelText(say.keptLabel);
    await user.clear(field);
    await user.type(field, '90');
    await user.click(screen.getByRole('button', { name: say.save }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Entries older than 90 days');
    expect(dialog).toHaveTextContent('cannot be brought back');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: say.save }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(say.saved(90))).toBeInTheDocument();
    expect(api.sent('PUT')).toHaveLength(1);
  });

  it('shows the rule beside the field for a period out of bounds, and the server’s refusal there too', async () => {
    const api = fakeApi({
      'GET /api/security-settings': json(200, { activityKeptDays: 730 }),
      'PUT /api/security-settings': json(400, {
        error: rules.keptDaysRange,
        code: 'bad_request',
        field: 'activityKeptDays',
      }),
    });
    const { user } = renderPanel(<SecuritySettingsPanel />);
    const field = await screen.findByLabelText(say.keptLabel);
    await user.clear(field);
    await user.type(field, '5000');
    await user.click(screen.getByRole('button', { name: say.save }));
    expect(await screen.findByText(rules.keptDaysRange)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('PUT')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '800');
    await user.click(screen.getByRole('button', { name: say.save }));
    expect(await screen.findByText(rules.keptDaysRange)).toBeInTheDocument();
    expect(api.sent('PUT')).toHaveLength(1);
  });
});
