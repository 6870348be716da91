import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '#shared/api/notifications';
import { messages } from '#shared/messages';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { NotificationList } from './notification-list.tsx';

setupDashboardTest();

const notice: Notification = {
  id: 4,
  title: 'Holiday',
  description: 'School is closed.\n* Monday\n- Tuesday',
  date: '2026-03-02',
  notification_date: 'not a date',
};

async function answer(user: ReturnType<typeof renderPanel>['user'], question: string, button: string) {
  const dialog = await screen.findByRole('alertdialog', { name: question });
  await user.click(within(dialog).getByRole('button', { name: button }));
}

describe('View Notifications (SPEC sections 4 and 8, issue 4 item 5)', () => {
  it('lists title, description with bullets and date', async () => {
    fakeApi({
      'GET /api/get_notifications': json(200, [
        notice,
        { ...notice, id: 5, notification_date: null, date: null },
      ]),
    });
    renderPanel(<NotificationList />);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Monday', 'Tuesday', 'Monday', 'Tuesday']);
    expect(within(table).getByText(messages.notifications.invalidDate)).toBeInTheDocument();
    expect(within(table).getByText(messages.notifications.noDate)).toBeInTheDocument();
  });

  it('edits only after "Do you want to edit…" and saves only after "Are you sure you want to save changes?"', async () => {
    const api = fakeApi({
      'GET /api/get_notifications': json(200, [notice]),
      'PUT /api/update_notification/4': json(200, {
        message: messages.notifications.updated,
        notification: notice,
      }),
    });
    const { user } = renderPanel(<NotificationList />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await answer(user, messages.notifications.confirmEdit, 'Cancel');
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await answer(user, messages.notifications.confirmEdit, 'Confirm');
    const title = screen.getByLabelText('Title');
    expect(title).toHaveFocus();
    await user.clear(title);
    await user.type(title, 'Holiday on Monday');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answer(user, messages.notifications.confirmSave, 'Cancel');
    expect(api.sent('PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answer(user, messages.notifications.confirmSave, 'Confirm');
    expect(await screen.findByText(messages.notifications.updated)).toBeInTheDocument();
    expect(api.sent('PUT')[0]!.body).toEqual({ title: 'Holiday on Monday', description: notice.description });
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it("shows the server's error when saving fails", async () => {
    fakeApi({
      'GET /api/get_notifications': json(200, [notice]),
      'PUT /api/update_notification/4': json(404, { error: messages.notifications.notFound }),
    });
    const { user } = renderPanel(<NotificationList />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await answer(user, messages.notifications.confirmEdit, 'Confirm');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answer(user, messages.notifications.confirmSave, 'Confirm');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.notifications.notFound);
  });

  it('deletes only after "Are you sure you want to delete this notification?"', async () => {
    const api = fakeApi({
      'GET /api/get_notifications': json(200, [notice]),
      'DELETE /api/delete_notification/4': json(200, { message: messages.notifications.deleted }),
    });
    const { user } = renderPanel(<NotificationList />);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await answer(user, messages.notifications.confirmDelete, 'Cancel');
    expect(api.sent('DELETE')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await answer(user, messages.notifications.confirmDelete, 'Delete');
    expect(await screen.findByText(messages.notifications.deleted)).toBeInTheDocument();
    expect(api.sent('DELETE')).toHaveLength(1);
  });

  it('shows the delete failure fallback', async () => {
    fakeApi({
      'GET /api/get_notifications': json(200, [notice]),
      'DELETE /api/delete_notification/4': json(500, {}),
    });
    const { user } = renderPanel(<NotificationList />);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await answer(user, messages.notifications.confirmDelete, 'Delete');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.notifications.deleteFailed);
  });

  it('says when there are none, and when they cannot be fetched', async () => {
    fakeApi({ 'GET /api/get_notifications': json(200, []) });
    const first = renderPanel(<NotificationList />);
    expect(await screen.findByText(messages.notifications.empty)).toBeInTheDocument();
    first.unmount();
    fakeApi({ 'GET /api/get_notifications': json(503, {}) });
    renderPanel(<NotificationList />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.notifications.fetchFailed);
  });
});
