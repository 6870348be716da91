import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RetentionOverview } from '#shared/api/retention';
import { retentionTexts as rules } from '#shared/api/retention';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { RetentionPanel } from './retention-panel.tsx';
import { retentionTexts as say } from './retention-texts.ts';

setupDashboardTest();

const overview = (): RetentionOverview => ({
  periods: {
    'unpaid-pledges': 365,
    'contact-messages': 730,
    'volunteer-forms': 730,
    'unconfirmed-subscribers': 30,
    'activity-log': 730,
    'mail-deliveries': 365,
  },
  nextRunAt: '2026-11-28T21:00:00.000Z',
  due: {
    'unpaid-pledges': 0,
    'contact-messages': 2,
    'volunteer-forms': 0,
    'unconfirmed-subscribers': 0,
    'activity-log': 0,
    'mail-deliveries': 0,
    'donation-records': 0,
  },
  lastRun: {
    at: '2026-11-27T21:00:05.000Z',
    erased: {
      'unpaid-pledges': 1,
      'contact-messages': 0,
      'volunteer-forms': 3,
      'unconfirmed-subscribers': 0,
      'activity-log': 0,
      'mail-deliveries': 0,
      'donation-records': 0,
    },
  },
});

describe('issue 27, must have 4: the Keeping personal data panel', () => {
  it('shows each kind with its period in days and in plain words, what goes when, and what the next clean-up erases', async () => {
    fakeApi({ 'GET /api/retention': json(200, overview()) });
    renderPanel(<RetentionPanel />);
    const field = await screen.findByLabelText(say.daysLabel('contact-messages'));
    expect(field).toHaveValue(730);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('about 2 years'));
    expect(screen.getByText(say.what['contact-messages'])).toBeInTheDocument();
    expect(screen.getByText(say.due(2))).toBeInTheDocument();
    expect(screen.getByLabelText(say.daysLabel('unconfirmed-subscribers'))).toHaveAccessibleDescription(
      expect.stringContaining('about a month'),
    );
    expect(screen.getByText(say.donations)).toBeInTheDocument();
    expect(screen.getByText(/The next clean-up is on 29 Nov 2026, 2:30 am/)).toBeInTheDocument();
    expect(
      screen.getByText(/erased: Pledges never paid: 1; Volunteer and participation forms: 3/),
    ).toBeInTheDocument();
  });

  it('asks first, with the counts, when a shorter period would erase records at the next run; saves nothing when cancelled', async () => {
    const api = fakeApi({
      'GET /api/retention': json(200, overview()),
      'GET /api/retention/preview': json(200, {
        nextRunAt: '2026-11-28T21:00:00.000Z',
        due: { ...overview().due, 'contact-messages': 14 },
      }),
      'PUT /api/retention': (request) =>
        json(200, { ...overview(), periods: { ...overview().periods, ...(request.body as object) } }),
    });
    const { user } = renderPanel(<RetentionPanel />);
    const field = await screen.findByLabelText(say.daysLabel('contact-messages'));
    await user.clear(field);
    await user.type(field, '90');
    await user.click(screen.getByRole('button', { name: say.save }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Contact messages: 14');
    expect(dialog).toHaveTextContent('cannot be brought back');
    expect(api.requests.find((request) => request.url.startsWith('/api/retention/preview'))!.url).toBe(
      '/api/retention/preview?contact-messages=90',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: say.save }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(say.saved)).toBeInTheDocument();
    // Only what changed is sent.
    expect(api.sent('PUT')[0]!.body).toEqual({ 'contact-messages': 90 });
  });

  it('a longer period is saved without a question; one out of bounds is named beside its field and nothing is sent', async () => {
    const api = fakeApi({
      'GET /api/retention': json(200, overview()),
      'PUT /api/retention': (request) =>
        json(200, { ...overview(), periods: { ...overview().periods, ...(request.body as object) } }),
    });
    const { user } = renderPanel(<RetentionPanel />);
    const subscribers = await screen.findByLabelText(say.daysLabel('unconfirmed-subscribers'));
    await user.clear(subscribers);
    await user.type(subscribers, '3');
    await user.click(screen.getByRole('button', { name: say.save }));
    expect(await screen.findByText(rules.range('unconfirmed-subscribers'))).toBeInTheDocument();
    expect(subscribers).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('PUT')).toHaveLength(0);

    await user.clear(subscribers);
    await user.type(subscribers, '60');
    await user.click(screen.getByRole('button', { name: say.save }));
    expect(await screen.findByText(say.saved)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.sent('PUT')[0]!.body).toEqual({ 'unconfirmed-subscribers': 60 });
  });
});
