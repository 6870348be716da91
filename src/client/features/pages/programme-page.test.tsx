import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { publicPage } from '#shared/api/testing/answer-samples';
import { defaultSiteContent } from '#shared/content/site-content';
import { SiteContentProvider } from '#client/lib/site-content.tsx';
import { MemoryRouter } from '#client/testing/memory-router.tsx';
import { ProgramsCarousel } from '#client/features/home/programs-carousel.tsx';
import { installRevealFakes } from '#client/features/home/testing/browser-fakes.ts';
import { WrittenPage } from './written-page.tsx';

afterEach(cleanup);

/** The carousel measures its slides; jsdom lays nothing out. */
function withCarouselFakes() {
  const fakes = installRevealFakes();
  const original = globalThis.ResizeObserver;
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  return () => {
    fakes.restore();
    globalThis.ResizeObserver = original;
  };
}

describe("issue 25, must have 2: a programme's page", () => {
  it('ends with the Expression of Interest form; a plain page has none', () => {
    const { unmount } = render(
      <MemoryRouter>
        <WrittenPage content={{ ...publicPage, title: 'NMMS', kind: 'programme' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'NMMS' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    unmount();
    render(
      <MemoryRouter>
        <WrittenPage content={publicPage} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it("is listed in the home page's programmes carousel after the programme cards, with its picture and a link", () => {
    const pages = [
      { slug: 'financials', title: 'Financials', summary: '', kind: 'page' as const, picture: null },
      {
        slug: 'nmms',
        title: 'NMMS',
        summary: 'Free coaching for the NMMS scholarship.',
        kind: 'programme' as const,
        picture: { src: '/uploads/nmms.jpg', alt: 'Students in class' },
      },
    ];
    onTestFinished(withCarouselFakes());
    render(
      <MemoryRouter>
        <SiteContentProvider value={{ content: { ...defaultSiteContent, pages } }}>
          <ProgramsCarousel />
        </SiteContentProvider>
      </MemoryRouter>,
    );
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(defaultSiteContent.programmes.length + 1);
    const last = slides.at(-1)!;
    expect(within(last).getByRole('heading', { name: 'NMMS' })).toBeInTheDocument();
    expect(within(last).getByRole('img', { name: 'Students in class' })).toHaveAttribute(
      'src',
      '/uploads/nmms.jpg',
    );
    expect(within(last).getByText('Free coaching for the NMMS scholarship.')).toBeInTheDocument();
    expect(within(last).getByRole('link', { name: 'Read about NMMS' })).toHaveAttribute('href', '/nmms');
    expect(screen.queryByText('Financials')).not.toBeInTheDocument();
  });
});
