import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Campaign } from '#shared/api/mail';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { CampaignHistory } from '../campaign-history.tsx';
import { campaignTexts } from './campaign-texts.ts';

setupDashboardTest();

const scheduled: Campaign = {
  id: 9,
  subject: 'Annual Day',
  recipient_type: 'all',
  status: 'scheduled',
  pause_reason: null,
  created_at: '2026-11-28T06:00:00.000Z',
  send_at: '2026-12-01T03:30:00.000Z',
  total: 0,
  sent: 0,
  failed: 0,
  waiting: 0,
};

/** Issue 25, must have 6: a mail sent later is listed with its India time and can be cancelled or sent now. */
describe('a scheduled mail in the campaign history', () => {
  it('shows "Scheduled for" its India time, and cancels only after a confirm that says what happens', async () => {
    const api = fakeApi({
      'GET /api/campaigns': json(200, [scheduled]),
      'POST /api/campaigns/9/cancel': json(200, { ...scheduled, status: 'cancelled' }),
    });
    const { user } = renderPanel(<CampaignHistory />);
    const card = await screen.findByRole('article', { name: 'Annual Day' });
    expect(within(card).getByText('Scheduled for 1 Dec 2026, 9:00 am (India time)')).toBeInTheDocument();
    expect(within(card).getByText('Scheduled')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: campaignTexts.cancelScheduled }));
    const question = screen.getByRole('alertdialog', {
      name: campaignTexts.confirmCancelScheduled('Annual Day'),
    });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('POST')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: campaignTexts.cancelScheduled }));
    await user.click(
      within(
        screen.getByRole('alertdialog', { name: campaignTexts.confirmCancelScheduled('Annual Day') }),
      ).getByRole('button', { name: 'Confirm' }),
    );
    await vi.waitFor(() => expect(api.sent('POST', '/api/campaigns/9/cancel')).toHaveLength(1));
  });

  it('sends it now after a confirm', async () => {
    const api = fakeApi({
      'GET /api/campaigns': json(200, [scheduled]),
      'POST /api/campaigns/9/send-now': json(200, { ...scheduled, status: 'queued' }),
    });
    const { user } = renderPanel(<CampaignHistory />);
    const card = await screen.findByRole('article', { name: 'Annual Day' });
    await user.click(within(card).getByRole('button', { name: campaignTexts.sendScheduledNow }));
    await user.click(
      within(
        screen.getByRole('alertdialog', { name: campaignTexts.confirmSendScheduledNow('Annual Day') }),
      ).getByRole('button', { name: 'Confirm' }),
    );
    await vi.waitFor(() => expect(api.sent('POST', '/api/campaigns/9/send-now')).toHaveLength(1));
  });
});
