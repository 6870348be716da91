import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentPaths, type Page } from '#shared/api/content';
import { fakeApi, json, type FakeRequest } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { pageTexts as say } from '../page-texts.ts';
import { listed, philosophy, withoutLayout } from '../testing/page-fixtures.ts';
import { PagesPanel } from './pages-panel.tsx';

setupDashboardTest();
withoutLayout();

const { id } = philosophy;
const english = { title: philosophy.title, summary: philosophy.summary, body: philosophy.body };
const none = { title: false, summary: false, body: false };
/** The page as GET ?lang= answers it in a language nothing is written in yet. */
const inLanguage = (language: 'kn' | 'hi' | 'mr'): Page => ({
  ...philosophy,
  title: '',
  summary: '',
  body: '',
  language,
  english,
  translated: none,
});

const pageAnswer = ({ url }: FakeRequest) => {
  const language = /[?&]lang=(kn|hi|mr)/.exec(url)?.[1] as 'kn' | 'hi' | 'mr' | undefined;
  return json(200, language ? inLanguage(language) : philosophy);
};

function openPanel() {
  const api = fakeApi({
    [`GET ${contentPaths.allPages}`]: json(200, [
      { ...listed(philosophy), translations: { kn: 'missing', hi: 'complete', mr: 'partial' } },
    ]),
    [`GET ${contentPaths.page(id)}`]: pageAnswer,
    [`GET ${contentPaths.revisions(id)}`]: json(200, []),
    [`PUT ${contentPaths.page(id)}`]: ({ body }) =>
      json(200, { ...inLanguage('kn'), ...(body as object), translated: { ...none, title: true } }),
  });
  return { api, ...renderPanel(<PagesPanel />) };
}

describe('issue 28: a written page in each language, in the dashboard', () => {
  it('lists per page the languages it is not yet written in', async () => {
    openPanel();
    const table = await screen.findByRole('table', { name: say.caption(1) });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Not yet in: ಕನ್ನಡ');
    expect(row).toHaveTextContent('Partly in: मराठी');
    expect(row).not.toHaveTextContent('हिन्दी');
    expect(within(row).getByText('ಕನ್ನಡ')).toHaveAttribute('lang', 'kn');
  });

  it('switches to Kannada: its own fields with the English read-only beside, no address or status, and saves only Kannada', async () => {
    const { api, user } = openPanel();
    await user.click(await screen.findByRole('button', { name: `${say.edit} ${philosophy.title}` }));
    const choice = await screen.findByRole('group', { name: say.language });
    const english = within(choice).getByRole('radio', { name: 'English' });
    expect(english).toBeChecked();
    // Typed in English, not saved: switching language keeps it.
    await user.type(screen.getByRole('textbox', { name: say.title }), ' today');

    await user.click(within(choice).getByRole('radio', { name: 'ಕನ್ನಡ' }));
    const title = await screen.findByRole('textbox', { name: say.titleIn('ಕನ್ನಡ') });
    expect(title).toHaveValue('');
    expect(title).toHaveAttribute('lang', 'kn');
    expect(screen.getByRole('group', { name: say.englishTitle })).toHaveTextContent(philosophy.title);
    expect(screen.getByRole('group', { name: say.englishBody })).toHaveTextContent('Every child can learn.');
    expect(screen.queryByRole('textbox', { name: say.address })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Published' })).not.toBeInTheDocument();
    expect(english.closest('label')).toHaveTextContent(say.unsavedMark);

    await user.type(title, 'ನಮ್ಮ ತತ್ವ');
    await user.click(screen.getByRole('button', { name: say.save }));
    await waitFor(() => expect(api.sent('PUT', contentPaths.page(id))).toHaveLength(1));
    const [put] = api.sent('PUT', contentPaths.page(id));
    expect(put!.url).toBe(`${contentPaths.page(id)}?lang=kn`);
    expect(put!.body).toEqual({ title: 'ನಮ್ಮ ತತ್ವ', summary: '', body: '' });
    expect(await screen.findByText(say.savedIn('ಕನ್ನಡ'))).toBeInTheDocument();

    // Back in English, the unsaved English title is still there.
    expect(within(choice).getByRole('radio', { name: 'ಕನ್ನಡ' })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: `English ${say.unsavedMark}` }));
    expect(screen.getByRole('textbox', { name: say.title })).toHaveValue(`${philosophy.title} today`);
    expect(screen.getByRole('textbox', { name: say.address })).toBeVisible();
  });
});
