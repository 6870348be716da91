import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '#shared/api/notifications';
import { NotificationRow } from '#client/features/notifications-admin/components/notification-row.tsx';
import { NotificationCard } from './notification-card.tsx';
import { InLanguage } from '#client/testing/language.tsx';

const notice: Notification = {
  id: 7,
  title: 'Exam dates',
  description: 'Exams start soon.\n* Bring your pen\n-\n- Reach by 9\n\nAll the best!',
  date: '2026-03-05',
  notification_date: null,
};

const shown = (root: HTMLElement) => ({
  paragraphs: [...root.querySelectorAll('p')].map((p) => p.textContent).filter((t) => t !== 'Today'),
  bullets: [...root.querySelectorAll('li')].map((li) => li.textContent),
});

describe('one way to show a notification', () => {
  it('the home card and the dashboard row show the same bullets, paragraphs and date (SPEC section 3)', () => {
    const home = render(<NotificationCard notification={notice} now={new Date('2026-03-06T00:00:00Z')} />, {
      wrapper: InLanguage,
    });
    const homeText = home.container.textContent ?? '';
    const homeBody = home.container.querySelector('article > div') as HTMLElement;
    const dashboard = render(
      <table>
        <tbody>
          <NotificationRow
            notification={notice}
            draft={null}
            saving={false}
            onDraftChange={() => {}}
            onEdit={() => {}}
            onSave={() => {}}
            onCancel={() => {}}
            onDelete={() => {}}
          />
        </tbody>
      </table>,
      { wrapper: InLanguage },
    );
    const dashboardText = dashboard.container.textContent ?? '';
    expect(shown(homeBody).bullets).toEqual(['Bring your pen', 'Reach by 9']);
    expect(shown(dashboard.container).bullets).toEqual(shown(homeBody).bullets);
    expect(shown(dashboard.container).paragraphs).toEqual(
      expect.arrayContaining(['Exams start soon.', 'All the best!']),
    );
    const date = new Date('2026-03-05T00:00:00Z').toLocaleDateString(undefined, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect(homeText).toContain(date);
    expect(dashboardText).toContain(date);
  });
});
