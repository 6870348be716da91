import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '#shared/api/notifications';
import { messages } from '#shared/messages';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { AddNotificationForm } from './add-notification-form.tsx';
import { NotificationList } from './notification-list.tsx';

setupDashboardTest();

const notice: Notification = {
  id: 7,
  title: 'Health camp on Sunday',
  description: 'At the school, 9 to 1.',
  date: '2026-11-28',
  notification_date: '2026-11-28T10:00:00.000Z',
};
const QUESTION = 'Publish this notification and send it as an alert?';

describe('issue 29: "Send as an alert" in Add Notification', () => {
  it('issue 29: the box is off by default, and publishing without it sends no alert', async () => {
    const api = fakeApi({
      'POST /api/add_notification': json(201, {
        message: messages.notifications.added,
        notification: notice,
      }),
    });
    const { user } = renderPanel(<AddNotificationForm />);
    const box = screen.getByRole('checkbox', { name: 'Send as an alert' });
    expect(box).not.toBeChecked();
    await user.type(screen.getByLabelText('Title'), notice.title);
    await user.type(screen.getByLabelText('Description'), notice.description);
    await user.click(screen.getByRole('button', { name: 'Add Notification' }));
    expect(await screen.findByText(messages.notifications.added)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/add_notification']);
  });

  it('issue 29: ticked, the confirm step says what will happen to how many devices before anything is sent; Confirm publishes, then sends the alert', async () => {
    const api = fakeApi({
      'GET /api/get_push_alerts': json(200, { devices: 3, alerts: [] }),
      'POST /api/add_notification': json(201, {
        message: messages.notifications.added,
        notification: notice,
      }),
      'POST /api/send_push_alert/7': json(201, {
        message: 'The alert is on its way to 3 devices.',
        devices: 3,
      }),
    });
    const { user } = renderPanel(<AddNotificationForm />);
    await user.type(screen.getByLabelText('Title'), notice.title);
    await user.type(screen.getByLabelText('Description'), notice.description);
    await user.click(screen.getByRole('checkbox', { name: 'Send as an alert' }));
    expect(await screen.findByText(/goes to 3 devices with alerts turned on/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Notification' }));
    let dialog = await screen.findByRole('alertdialog', { name: QUESTION });
    expect(dialog).toHaveTextContent('The notification is published on the home page at once.');
    expect(dialog).toHaveTextContent('Its title is sent as an alert to 3 devices with alerts turned on.');
    expect(dialog).toHaveTextContent('An alert cannot be called back once it is sent.');
    expect(api.sent('POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add Notification' }));
    dialog = await screen.findByRole('alertdialog', { name: QUESTION });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/on its way to 3 devices/)).toBeInTheDocument();
    expect(api.sent('POST').map((r) => r.path)).toEqual(['/api/add_notification', '/api/send_push_alert/7']);
    // The box goes back to off for the next notice.
    expect(screen.getByRole('checkbox', { name: 'Send as an alert' })).not.toBeChecked();
  });

  it('issue 29: a published notice whose alert was refused says so, and is not published twice', async () => {
    const api = fakeApi({
      'GET /api/get_push_alerts': json(200, { devices: 0, alerts: [] }),
      'POST /api/add_notification': json(201, {
        message: messages.notifications.added,
        notification: notice,
      }),
      'POST /api/send_push_alert/7': json(409, { error: 'This notification was already sent as an alert.' }),
    });
    const { user } = renderPanel(<AddNotificationForm />);
    await user.type(screen.getByLabelText('Title'), notice.title);
    await user.type(screen.getByLabelText('Description'), notice.description);
    await user.click(screen.getByRole('checkbox', { name: 'Send as an alert' }));
    await user.click(screen.getByRole('button', { name: 'Add Notification' }));
    const dialog = await screen.findByRole('alertdialog', { name: QUESTION });
    expect(dialog).toHaveTextContent('No device has turned alerts on yet, so no one gets the alert.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The notification is published, but the alert was not sent: This notification was already sent as an alert.',
    );
    expect(api.sent('POST', '/api/add_notification')).toHaveLength(1);
  });
});

describe('issue 29: View Notifications shows what an alert reached', () => {
  it('issue 29: a notice sent as an alert says how many devices it reached, and what became of the others', async () => {
    fakeApi({
      'GET /api/get_notifications': json(200, [notice, { ...notice, id: 8, title: 'No alert' }]),
      'GET /api/get_push_alerts': json(200, {
        devices: 2,
        alerts: [
          {
            notification_id: 7,
            devices: 5,
            reached: 2,
            gone: 1,
            failed: 1,
            pending: 1,
            queued_at: '2026-11-28T10:00:00.000Z',
            finished_at: null,
          },
        ],
      }),
    });
    renderPanel(<NotificationList />);
    expect(
      await screen.findByText(
        'Alert reached 2 of 5 devices, 1 still being tried, 1 no longer subscribed, 1 not reached',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Alert reached/)).toHaveLength(1);
  });
});
