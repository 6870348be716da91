import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { contentPaths } from '#shared/api/content';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { pageTexts as say } from '../page-texts.ts';
import { philosophy, withoutLayout } from '../testing/page-fixtures.ts';
import { PageForm } from './page-form.tsx';

setupDashboardTest();
withoutLayout();

const BACKUP_KEY = 'gurukul.page-draft.new';

function openNewPage() {
  fakeApi({ [`GET ${contentPaths.allPages}`]: json(200, []) });
  return renderPanel(<PageForm />);
}

describe('issue 25, must have 5: a page draft is kept in the browser and offered back after an accident', () => {
  it('keeps the typed draft, and after the form is gone offers it back; Restore brings it into the form', async () => {
    const first = openNewPage();
    await first.user.type(screen.getByRole('textbox', { name: say.title }), 'Annual Day 2026');
    await vi.waitFor(() => expect(localStorage.getItem(BACKUP_KEY)).toContain('Annual Day 2026'));
    first.unmount();

    const second = openNewPage();
    const offer = await screen.findByText(/were never saved/);
    expect(offer.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: say.title })).toHaveValue('');
    await second.user.click(screen.getByRole('button', { name: say.restoreBackup }));
    expect(screen.getByRole('textbox', { name: say.title })).toHaveValue('Annual Day 2026');
    expect(screen.queryByText(/were never saved/)).not.toBeInTheDocument();
  });

  it('Discard drops the kept draft: it is not offered again', async () => {
    localStorage.setItem(
      BACKUP_KEY,
      JSON.stringify({
        keptAt: '2026-11-27T10:00:00.000Z',
        draft: {
          title: 'Old idea',
          slug: '',
          summary: '',
          body: '',
          status: 'draft',
          publishAt: '',
        },
      }),
    );
    const view = openNewPage();
    expect(await screen.findByText(say.backupFound('27 Nov 2026, 3:30 pm'))).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: say.discardBackup }));
    await vi.waitFor(() => expect(localStorage.getItem(BACKUP_KEY)).toBeNull());
    view.unmount();
    openNewPage();
    expect(await screen.findByRole('textbox', { name: say.title })).toHaveValue('');
    expect(screen.queryByText(/were never saved/)).not.toBeInTheDocument();
  });

  it('restores a draft an earlier version kept with its menu place, and saves it without one', async () => {
    localStorage.setItem(
      BACKUP_KEY,
      JSON.stringify({
        keptAt: '2026-11-27T10:00:00.000Z',
        draft: {
          title: 'Financials',
          slug: 'financials',
          summary: '',
          body: '',
          menuSlot: 'financials',
          status: 'draft',
          publishAt: '',
        },
      }),
    );
    const api = fakeApi({
      [`GET ${contentPaths.allPages}`]: json(200, []),
      [`POST ${contentPaths.pages}`]: json(201, { ...philosophy, title: 'Financials', slug: 'financials' }),
    });
    const { user } = renderPanel(<PageForm />);
    await user.click(await screen.findByRole('button', { name: say.restoreBackup }));
    expect(screen.getByRole('textbox', { name: say.title })).toHaveValue('Financials');
    expect(screen.getByRole('textbox', { name: say.address })).toHaveValue('financials');
    await user.click(screen.getByRole('button', { name: say.save }));
    await vi.waitFor(() => expect(api.sent('POST', contentPaths.pages)).toHaveLength(1));
    const sent = api.sent('POST', contentPaths.pages)[0]!.body;
    expect(sent).toMatchObject({ title: 'Financials', slug: 'financials', status: 'draft' });
    expect(sent).not.toHaveProperty('menuSlot');
  });

  it('offers nothing for a backup another version wrote in another shape', async () => {
    localStorage.setItem(BACKUP_KEY, JSON.stringify({ keptAt: 'yesterday', draft: { title: 7 } }));
    openNewPage();
    expect(await screen.findByRole('textbox', { name: say.title })).toHaveValue('');
    expect(screen.queryByText(/were never saved/)).not.toBeInTheDocument();
  });
});
