import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicPage } from '#shared/api/content-pages';
import { publicPage } from '#shared/api/testing/answer-samples';
import { defaultSiteContent } from '#shared/content/site-content';
import { SiteContentProvider, type RenderedContent } from '#client/lib/site-content.tsx';
import { WrittenPageRoute } from './written-page-route.tsx';
import { InLanguage } from '#client/testing/language.tsx';

const financials: PublicPage = publicPage;
const withLink: RenderedContent = {
  content: {
    ...defaultSiteContent,
    pages: [{ slug: 'financials', title: 'Financials', summary: '', kind: 'page', picture: null }],
  },
};

function show(slug: string, rendered: RenderedContent) {
  render(
    <SiteContentProvider value={rendered}>
      <WrittenPageRoute slug={slug} notFound={<h1>Page not found</h1>} />
    </SiteContentProvider>,
    { wrapper: InLanguage },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('content issue: a page written in the dashboard, at its address', () => {
  it('shows the page it was rendered with: title, summary, body and its documents, without fetching', () => {
    vi.stubGlobal('fetch', vi.fn());
    show('financials', { ...withLink, page: financials });
    expect(screen.getByRole('heading', { level: 1, name: 'Financials' })).toBeInTheDocument();
    expect(screen.getByText('Where every rupee goes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Audited accounts' })).toBeInTheDocument();
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(
      within(documents).getByRole('link', { name: /Annual report \(2025\)\s*PDF, 244 KB/ }),
    ).toHaveAttribute('href', '/api/content/documents/1/file');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches a published page reached through the menu', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(financials), { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    show('financials', withLink);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the page...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Financials' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/content/pages/by-slug/financials', expect.anything());
  });

  it('fetches it in the page’s language, with the English shown where a text is not written marked as English', async () => {
    const inKannada = { ...financials, title: 'ಹಣಕಾಸು', language: 'kn', untranslated: ['summary', 'body'] };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(inKannada), { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    render(
      <SiteContentProvider value={withLink}>
        <WrittenPageRoute slug="financials" notFound={<h1>Page not found</h1>} />
      </SiteContentProvider>,
      { wrapper: ({ children }) => <InLanguage language="kn">{children}</InLanguage> },
    );
    const title = await screen.findByRole('heading', { level: 1, name: 'ಹಣಕಾಸು' });
    expect(title).not.toHaveAttribute('lang');
    expect(screen.getByText('Where every rupee goes')).toHaveAttribute('lang', 'en');
    expect(fetch).toHaveBeenCalledWith('/api/content/pages/by-slug/financials?lang=kn', expect.anything());
  });

  it('says so when the page cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    show('financials', withLink);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded.');
  });

  it('is the 404 page at an address no published page has (a draft, a typo)', () => {
    vi.stubGlobal('fetch', vi.fn());
    show('our-philosophy', withLink);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
