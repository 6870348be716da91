import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentMessages, contentPaths } from '#shared/api/content';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { pageTexts } from '../page-texts.ts';
import { listed, philosophy, withoutLayout } from '../testing/page-fixtures.ts';
import { PagesPanel } from './pages-panel.tsx';

setupDashboardTest();
withoutLayout();

const { id } = philosophy;
const revisions = [
  { id: 12, savedAt: '2026-06-02T09:00:00.000Z', title: 'Our Way' },
  { id: 11, savedAt: '2026-06-01T09:00:00.000Z', title: 'Our Philosophy' },
];

function openExisting(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    [`GET ${contentPaths.allPages}`]: json(200, [listed(philosophy)]),
    [`GET ${contentPaths.page(id)}`]: json(200, philosophy),
    [`GET ${contentPaths.revisions(id)}`]: json(200, revisions),
    ...routes,
  });
  const view = renderPanel(<PagesPanel />);
  return { api, ...view };
}

async function startEditing(user: ReturnType<typeof openExisting>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit Our Philosophy' }));
  return screen.findByRole('heading', { name: pageTexts.editHeading('Our Philosophy') });
}

describe('content issue: the Pages panel lists every page', () => {
  it('shows title, address, status (scheduled in India time) and last change', async () => {
    const scheduled = {
      ...listed(philosophy),
      id: 8,
      title: 'Annual report',
      slug: 'reports',
      status: 'scheduled' as const,
      publishAt: '2026-12-01T04:30:00.000Z',
      visible: false,
    };
    fakeApi({ [`GET ${contentPaths.allPages}`]: json(200, [listed(philosophy), scheduled]) });
    renderPanel(<PagesPanel />);
    const table = await screen.findByRole('table', { name: '2 pages' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(/Our Philosophy\/our-philosophyPublished1 Jun 2026/);
    expect(second).toHaveTextContent('Scheduled for 1 Dec 2026, 10:00 am');
  });
});

describe('content issue: writing a new page', () => {
  it('creates a page at the address written, and says the menu is set in Menus', async () => {
    const api = fakeApi({
      [`GET ${contentPaths.allPages}`]: json(200, []),
      [`POST ${contentPaths.pages}`]: json(201, philosophy),
      [`GET ${contentPaths.page(id)}`]: json(200, philosophy),
      [`GET ${contentPaths.revisions(id)}`]: json(200, revisions.slice(1)),
    });
    const { user } = renderPanel(<PagesPanel />);
    await user.click(await screen.findByRole('button', { name: pageTexts.newPage }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Our Philosophy');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'our-philosophy');
    expect(screen.getByText(pageTexts.menuHint)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), 'Why we teach');
    await user.click(screen.getByRole('radio', { name: 'Published' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('POST', contentPaths.pages)).toHaveLength(1));
    expect(api.sent('POST', contentPaths.pages)[0]!.body).toMatchObject({
      title: 'Our Philosophy',
      slug: 'our-philosophy',
      summary: 'Why we teach',
      status: 'published',
      publishAt: null,
    });
    expect(api.sent('POST', contentPaths.pages)[0]!.body).not.toHaveProperty('menuSlot');
    expect(await screen.findByRole('status')).toHaveTextContent(pageTexts.saved);
    // Saved once, the page gets its documents and earlier versions.
    expect(
      await screen.findByRole('heading', { name: pageTexts.editHeading('Our Philosophy') }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: pageTexts.documents })).toBeInTheDocument();
  });

  it('names a missing title next to the field and sends nothing', async () => {
    const api = fakeApi({ [`GET ${contentPaths.allPages}`]: json(200, []) });
    const { user } = renderPanel(<PagesPanel />);
    await user.click(await screen.findByRole('button', { name: pageTexts.newPage }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(contentMessages.titleRequired);
    await waitFor(() => expect(title).toHaveFocus());
    expect(api.sent('POST')).toHaveLength(0);
  });

  it("shows the server's refusal (address taken) next to the address", async () => {
    fakeApi({
      [`GET ${contentPaths.allPages}`]: json(200, []),
      [`POST ${contentPaths.pages}`]: json(409, {
        error: contentMessages.slugTaken,
        code: 'conflict',
        field: 'slug',
      }),
    });
    const { user } = renderPanel(<PagesPanel />);
    await user.click(await screen.findByRole('button', { name: pageTexts.newPage }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Our Philosophy');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'our-philosophy');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const address = screen.getByRole('textbox', { name: 'Address' });
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(expect.stringContaining(contentMessages.slugTaken)),
    );
  });

  it('needs a date and time for a scheduled page, sent as India time', async () => {
    const api = fakeApi({
      [`GET ${contentPaths.allPages}`]: json(200, []),
      [`POST ${contentPaths.pages}`]: json(201, { ...philosophy, status: 'scheduled' }),
      [`GET ${contentPaths.page(id)}`]: json(200, philosophy),
      [`GET ${contentPaths.revisions(id)}`]: json(200, []),
    });
    const { user } = renderPanel(<PagesPanel />);
    await user.click(await screen.findByRole('button', { name: pageTexts.newPage }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Reports');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'reports');
    await user.click(screen.getByRole('radio', { name: 'Scheduled' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const when = screen.getByLabelText(pageTexts.publishAt);
    expect(when).toHaveAccessibleDescription(contentMessages.publishAtRequired);
    expect(api.sent('POST')).toHaveLength(0);
    await user.type(when, '2026-12-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('POST', contentPaths.pages)).toHaveLength(1));
    expect(api.sent('POST', contentPaths.pages)[0]!.body).toMatchObject({
      status: 'scheduled',
      publishAt: '2026-12-01T10:00:00+05:30',
    });
  });
});

describe('content issue: editing a page', () => {
  it('previews the page as visitors will see it, before saving', async () => {
    const { user } = openExisting();
    await startEditing(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('dialog', { name: pageTexts.previewHeading });
    expect(within(preview).getByRole('heading', { level: 1, name: 'Our Philosophy' })).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { level: 2, name: 'Learning by doing' })).toBeInTheDocument();
    expect(within(preview).getByText('Every child can learn.')).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: pageTexts.closePreview }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows an earlier version read-only, and restores it only after asking', async () => {
    const restored = {
      ...philosophy,
      title: 'Our Way',
      body: '<p>The first text.</p>',
      updatedAt: '2026-06-03T09:00:00.000Z',
    };
    let current = philosophy;
    const { api, user } = openExisting({
      [`GET ${contentPaths.page(id)}`]: () => json(200, current),
      [`GET ${contentPaths.revision(id, 11)}`]: json(200, {
        ...revisions[1],
        summary: '',
        body: '<p>The first text.</p>',
      }),
      [`POST ${contentPaths.restore(id, 11)}`]: () => {
        current = restored;
        return json(200, restored);
      },
    });
    await startEditing(user);
    const versions = await screen.findByRole('table', { name: pageTexts.revisionsCaption(2) });
    await user.click(within(versions).getByRole('button', { name: /^View Version saved 1 Jun 2026/ }));
    const view = await screen.findByRole('region', { name: /^Version saved 1 Jun 2026/ });
    expect(within(view).getByText('The first text.')).toBeInTheDocument();
    expect(within(view).queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(within(versions).getByRole('button', { name: /^Restore Version saved 1 Jun 2026/ }));
    const question = screen.getByRole('alertdialog', { name: pageTexts.confirmRestore });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('POST')).toHaveLength(0);

    await user.click(within(versions).getByRole('button', { name: /^Restore Version saved 1 Jun 2026/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.sent('POST', contentPaths.restore(id, 11))).toHaveLength(1));
    // The editor now holds the restored text.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: pageTexts.body })).toHaveTextContent('The first text.'),
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Our Way');
  });

  it("lists the page's documents, shows the server's refusal of a wrong file and removes after asking", async () => {
    const report = {
      id: 3,
      title: 'Annual report',
      year: 2025,
      sizeBytes: 250_000,
      pageId: id,
      url: '/api/content/documents/3/file',
    };
    const { api, user } = openExisting({
      [`GET ${contentPaths.page(id)}`]: json(200, { ...philosophy, documents: [report] }),
      [`POST ${contentPaths.documents}`]: json(415, {
        error: contentMessages.documentNotPdf,
        code: 'unsupported',
      }),
      [`DELETE ${contentPaths.document(3)}`]: json(200, { message: contentMessages.deleted }),
    });
    await startEditing(user);
    const table = await screen.findByRole('table', { name: pageTexts.documentsCaption(1) });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Annual report\s*2025\s*244 KB/);

    await user.type(screen.getByRole('textbox', { name: pageTexts.documentTitle }), 'Certificate');
    await user.upload(
      screen.getByLabelText(pageTexts.documentFile),
      new File(['not a pdf'], 'certificate.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: pageTexts.upload }));
    expect(await screen.findByRole('alert')).toHaveTextContent(contentMessages.documentNotPdf);
    const sent = api.sent('POST', contentPaths.documents)[0]!.body as FormData;
    expect([sent.get('title'), sent.get('pageId')]).toEqual(['Certificate', String(id)]);

    await user.click(within(table).getByRole('button', { name: 'Remove Annual report' }));
    expect(screen.getByRole('alertdialog', { name: pageTexts.confirmRemove })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.sent('DELETE', contentPaths.document(3))).toHaveLength(1));
  });

  it('deletes a page only after asking', async () => {
    const { api, user } = openExisting({
      [`DELETE ${contentPaths.page(id)}`]: json(200, { message: contentMessages.deleted }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Our Philosophy' }));
    expect(screen.getByRole('alertdialog', { name: pageTexts.confirmDelete })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.sent('DELETE', contentPaths.page(id))).toHaveLength(1));
  });
});
