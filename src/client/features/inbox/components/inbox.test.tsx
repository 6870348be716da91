import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContactMessage, InterestEntry } from '#shared/api/inbox';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { inboxTexts } from '../inbox-texts.ts';
import { ContactInbox } from './contact-inbox.tsx';
import { InterestInbox } from './interest-inbox.tsx';

setupDashboardTest();

const contact = (id: number, name: string, created_at: string, read: boolean): ContactMessage => ({
  id,
  name,
  mobile: '98450 12345',
  email: `${name.toLowerCase()}@example.org`,
  message: `Message from ${name}`,
  heard_from: 'Friends',
  source: 'contact-page',
  read,
  created_at,
});

describe('Inbox: contact messages (issue 4 item 2)', () => {
  it('lists newest first and highlights the unread ones', async () => {
    fakeApi({
      'GET /api/inbox/contact': json(200, [
        contact(1, 'Older', '2026-01-01T10:00:00.000Z', true),
        contact(2, 'Newer', '2026-02-01T10:00:00.000Z', false),
      ]),
    });
    renderPanel(<ContactInbox />);
    const articles = await screen.findAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      `${inboxTexts.unread} Newer`,
      'Older',
    ]);
    expect(screen.getByText('2 in total, 1 new')).toBeInTheDocument();
    expect(within(articles[0]!).getByRole('link', { name: 'newer@example.org' })).toHaveAttribute(
      'href',
      'mailto:newer@example.org',
    );
  });

  it('marks a message read and unread', async () => {
    const api = fakeApi({
      'GET /api/inbox/contact': json(200, [contact(2, 'Newer', '2026-02-01T10:00:00.000Z', false)]),
      'PATCH /api/inbox/contact/2': json(200, { message: 'Saved' }),
    });
    const { user } = renderPanel(<ContactInbox />);
    await user.click(await screen.findByRole('button', { name: inboxTexts.markRead }));
    await expect.poll(() => api.sent('PATCH').map((request) => request.body)).toEqual([{ read: true }]);
  });

  it('deletes only after a confirmation', async () => {
    const api = fakeApi({
      'GET /api/inbox/contact': json(200, [contact(2, 'Newer', '2026-02-01T10:00:00.000Z', true)]),
      'DELETE /api/inbox/contact/2': json(200, { message: 'Deleted' }),
    });
    const { user } = renderPanel(<ContactInbox />);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: inboxTexts.confirmDelete });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(inboxTexts.deleted)).toBeInTheDocument();
    expect(api.sent('DELETE')).toHaveLength(1);
  });

  it('says when the inbox is empty or cannot be loaded', async () => {
    fakeApi({ 'GET /api/inbox/contact': json(200, []) });
    const first = renderPanel(<ContactInbox />);
    expect(await screen.findByText(inboxTexts.contactEmpty)).toBeInTheDocument();
    first.unmount();
    fakeApi({ 'GET /api/inbox/contact': json(500, {}) });
    renderPanel(<ContactInbox />);
    expect(await screen.findByRole('alert')).toHaveTextContent(inboxTexts.loadFailed);
  });
});

describe('Inbox: volunteer interest', () => {
  it('shows who offered what, with readable labels', async () => {
    const entry: InterestEntry = {
      id: 1,
      full_name: 'Meera Rao',
      gender: 'female',
      age: '40_to_60',
      education: 'M.Sc.',
      occupation: 'Teacher',
      location: 'Hubballi',
      mobile: '',
      email: 'meera@example.org',
      languages: ['kannada', 'english'],
      roles: ['mentor'],
      action: 'Sponsor a school kit',
      read: false,
      created_at: '2026-02-01T10:00:00.000Z',
    };
    fakeApi({ 'GET /api/inbox/interest': json(200, [entry]) });
    renderPanel(<InterestInbox />);
    const article = await screen.findByRole('article', { name: `${inboxTexts.unread} Meera Rao` });
    expect(within(article).getByText('40 to 60')).toBeInTheDocument();
    expect(within(article).getByText('Kannada, English')).toBeInTheDocument();
    expect(within(article).getByText('Sponsor a school kit')).toBeInTheDocument();
    expect(within(article).queryByText('Mobile')).not.toBeInTheDocument();
  });
});
