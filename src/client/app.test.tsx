import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { InLanguage } from './testing/language.tsx';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages';
import { App } from './app.tsx';
import { errorTexts } from './texts/error-texts.ts';
import { organisation } from '#shared/organisation';
import { photo } from './features/gallery/gallery-test-data.ts';
import {
  FakeIntersectionObserver,
  installMatchMedia,
  type MediaController,
} from './features/home/testing/browser-fakes.ts';
import { stubResizeObserver } from '#client/testing/browser-stubs.ts';

// A page that cannot draw: the route's error boundary must take its place inside the layout.
vi.mock('./routes/vision-page.tsx', () => ({
  default: function VisionPage(): never {
    throw new Error('Vision page failed to draw');
  },
}));
// A page drawn without the layout that cannot draw: the app's last-resort boundary takes over.
vi.mock('./routes/dashboard-page.tsx', () => ({
  default: function DashboardPage(): never {
    throw new Error('Dashboard failed to draw');
  },
}));

/**
 * The whole app as the browser draws it, at one address, with the API answering `answers` by path.
 * Errors that a boundary catches are collected instead of logged.
 */
function renderApp(path: string, answers: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (!(url.pathname in answers)) return new Response('{}', { status: 404 });
      return new Response(JSON.stringify(answers[url.pathname]), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  const caught: unknown[] = [];
  render(
    <InLanguage>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </InLanguage>,
    { onCaughtError: (error) => caught.push(error) },
  );
  return { caught };
}

/** Header with the main menu, and the footer: the public layout around every page. */
function expectLayout() {
  const header = screen.getByRole('navigation', { name: 'Main' }).closest('header')!;
  expect(screen.getAllByRole('banner')).toContain(header);
  expect(within(header).getByRole('button', { name: 'About us and contact details' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
}

// The whole app draws slower than one component, more so on a busy machine.
configure({ asyncUtilTimeout: 5000 });

let media: MediaController;
beforeAll(async () => {
  // Load the lazy pages once, so the first test waits no longer than the others.
  await Promise.all([import('./routes/home-page.tsx'), import('./routes/gallery-page.tsx')]);
});
beforeEach(() => {
  media = installMatchMedia();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  stubResizeObserver();
});
afterEach(() => {
  cleanup();
  media.restore();
  vi.unstubAllGlobals();
});

describe('hardening 11: the gallery survives an answer of the wrong shape', () => {
  it.each([
    ['an object of another shape', { unexpected: true }],
    ['the plain array of the spec, answered to a paged request', [photo(), photo()]],
    ['a page whose items are not media', { items: [{ unexpected: true }], nextCursor: null }],
  ])('hardening 11: %s shows the gallery’s error inside the layout', async (_case, answer) => {
    const { caught } = renderApp('/gallery', { '/api/images': answer });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.media.galleryLoadFailed);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Gallery' })).toBeInTheDocument();
    expectLayout();
    // The answer was refused at the API client: nothing threw while drawing.
    expect(caught).toEqual([]);
  });
});

describe('hardening 11: the home page survives answers of the wrong shape', () => {
  it('hardening 11: notifications of the wrong shape show the spec’s message in their own section only', async () => {
    const { caught } = renderApp('/', { '/api/get_notifications': [{ unexpected: true }] });
    const section = (await screen.findByRole('heading', { name: 'Latest Notifications' })).closest(
      'section',
    )!;
    expect(await within(section).findByRole('alert')).toHaveTextContent(/^Failed to fetch notifications$/);
    expect(screen.getByRole('heading', { name: 'Our Programs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Video Feed' })).toBeInTheDocument();
    expectLayout();
    expect(caught).toEqual([]);
  });
});

describe('hardening 11: a page that throws while drawing is caught inside the layout', () => {
  it('hardening 11: the page error is announced in the layout, with Try again and a way home', async () => {
    const { caught } = renderApp('/vision', {});
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: errorTexts.pageTitle })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(alert);
    expectLayout();
    expect(caught).toEqual([expect.objectContaining({ message: 'Vision page failed to draw' })]);

    // Trying again draws the page again (here it fails again, and says so again).
    await userEvent.click(screen.getByRole('button', { name: errorTexts.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: errorTexts.pageTitle })).toBeInTheDocument();

    // Another route clears the error.
    await userEvent.click(screen.getByRole('link', { name: errorTexts.home }));
    expect(await screen.findByRole('heading', { name: 'Latest Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: errorTexts.pageTitle })).not.toBeInTheDocument();
  });
});

describe('hardening 11: a page without the layout that throws is caught by the app', () => {
  it('hardening 11: the page error is announced on its own, never a blank page', async () => {
    const { caught } = renderApp('/dashboard', {});
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: errorTexts.pageTitle })).toBeInTheDocument();
    expect(screen.getByText(organisation.name)).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: errorTexts.retry })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: errorTexts.home })).toHaveAttribute('href', '/');
    expect(caught).toEqual([expect.objectContaining({ message: 'Dashboard failed to draw' })]);
  });
});
