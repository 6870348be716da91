import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages';
import { fakeApi, json, networkDown } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { AddNotificationForm } from './add-notification-form.tsx';

setupDashboardTest();

describe('Add Notification (SPEC section 5, issue 4 item 5)', () => {
  it('requires both title and description and sends nothing without them', async () => {
    const api = fakeApi({});
    const { user } = renderPanel(<AddNotificationForm />);
    await user.type(screen.getByLabelText('Title'), 'Exam results');
    await user.click(screen.getByRole('button', { name: 'Add Notification' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.notifications.titleAndDescriptionRequired);
    expect(screen.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
  });

  it('adds the notification, confirms and empties the form', async () => {
    const api = fakeApi({
      'POST /api/add_notification': json(201, {
        message: messages.notifications.added,
        notification: {
          id: 1,
          title: 'Exam results',
          description: 'Results are out.\n- Class 5\n- Class 8',
          date: '2026-03-01',
          notification_date: '2026-03-01T10:00:00.000Z',
        },
      }),
    });
    const { user } = renderPanel(<AddNotificationForm />);
    await user.type(screen.getByLabelText('Title'), 'Exam results');
    await user.type(screen.getByLabelText('Description'), 'Results are out.{enter}- Class 5{enter}- Class 8');
    await user.click(screen.getByRole('button', { name: 'Add Notification' }));
    expect(await screen.findByText(messages.notifications.added)).toBeInTheDocument();
    expect(api.sent('POST')[0]!.body).toEqual({
      title: 'Exam results',
      description: 'Results are out.\n- Class 5\n- Class 8',
    });
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it("shows the server's error, or the spec fallback when the server cannot be reached", async () => {
    let down = false;
    fakeApi({
      'POST /api/add_notification': (request) =>
        down ? networkDown(request) : json(400, { error: 'The title can be at most 200 characters.' }),
    });
    const { user } = renderPanel(<AddNotificationForm />);
    await user.type(screen.getByLabelText('Title'), 'Title');
    await user.type(screen.getByLabelText('Description'), 'Text');
    await user.click(screen.getByRole('button', { name: 'Add Notification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The title can be at most 200 characters.');
    down = true;
    await user.click(screen.getByRole('button', { name: 'Add Notification' }));
    expect(await screen.findByText(messages.notifications.addFailed)).toBeInTheDocument();
  });
});
