import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentPaths } from '#shared/api/content';
import { fakeApi, json } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { kindLabels, pageTexts, programmeTemplate } from '../page-texts.ts';
import { philosophy, withoutLayout } from '../testing/page-fixtures.ts';
import { PagesPanel } from './pages-panel.tsx';

setupDashboardTest();
withoutLayout();

describe("issue 25, must have 2: a programme's page is written from its template", () => {
  it('chooses "A programme’s page", fills in the template (what, who, when, where, how to join, photos) and sends the kind', async () => {
    const nmms = { ...philosophy, id: 9, title: 'NMMS', slug: 'nmms', kind: 'programme' as const };
    const api = fakeApi({
      [`GET ${contentPaths.allPages}`]: json(200, []),
      [`POST ${contentPaths.pages}`]: json(201, nmms),
      [`GET ${contentPaths.page(9)}`]: json(200, nmms),
      [`GET ${contentPaths.revisions(9)}`]: json(200, []),
    });
    const { user } = renderPanel(<PagesPanel />);
    await user.click(await screen.findByRole('button', { name: pageTexts.newPage }));
    expect(screen.getByRole('radio', { name: kindLabels.page })).toBeChecked();
    expect(screen.queryByRole('button', { name: pageTexts.fillTemplate })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: kindLabels.programme }));
    expect(screen.getByText(pageTexts.programmeHint)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: pageTexts.fillTemplate }));
    expect(await screen.findByText(pageTexts.templateFilled)).toBeInTheDocument();
    for (const heading of ['What it is', 'Who can join', 'When', 'Where', 'How to join', 'Photos']) {
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    }
    // A text that is no longer empty is never replaced.
    expect(screen.queryByRole('button', { name: pageTexts.fillTemplate })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'NMMS');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'nmms');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('POST', contentPaths.pages)).toHaveLength(1));
    const sent = api.sent('POST', contentPaths.pages)[0]!.body as { kind: string; body: string };
    expect(sent.kind).toBe('programme');
    expect(sent.body).toBe(programmeTemplate);
  });
});
