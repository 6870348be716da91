import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from '#client/testing/memory-router.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorTexts } from '../texts/error-texts.ts';
import {
  FakeIntersectionObserver,
  installMatchMedia,
  type MediaController,
} from '../features/home/testing/browser-fakes.ts';
import HomePage from './home-page.tsx';
import { stubResizeObserver } from '#client/testing/browser-stubs.ts';

/** Whether the video feed fails to draw; the other sections are the real ones. */
const videoFeed = vi.hoisted(() => ({ broken: true }));
vi.mock('../features/home/video-feed.tsx', () => ({
  VideoFeed: function VideoFeed() {
    if (videoFeed.broken) throw new Error('Video feed failed to draw');
    return (
      <section aria-labelledby="videos-title">
        <h2 id="videos-title">Video Feed</h2>
      </section>
    );
  },
}));

let media: MediaController;
beforeEach(() => {
  videoFeed.broken = true;
  media = installMatchMedia();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  stubResizeObserver();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
});
afterEach(() => {
  cleanup();
  media.restore();
  vi.unstubAllGlobals();
});

describe('home page sections (hardening 11: one failing section never blanks the page)', () => {
  it('hardening 11: a section that throws while drawing is caught by its own boundary; the rest of the page renders', async () => {
    const caught: unknown[] = [];
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
      { onCaughtError: (error) => caught.push(error) },
    );

    const failed = screen.getByRole('region', { name: 'Video Feed' });
    expect(within(failed).getByRole('alert')).toHaveTextContent(errorTexts.section('Video Feed'));
    // The contact form's alert region is always there (so what appears in it is announced) and stays empty.
    const saying = screen.getAllByRole('alert').filter((alert) => alert.textContent !== '');
    expect(saying).toHaveLength(1);
    for (const title of ['About Us', 'Our Mission', 'Our Programs', 'Latest Notifications', 'Testimonials'])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(await screen.findByText('No notifications available')).toBeInTheDocument();
    expect(caught).toEqual([expect.objectContaining({ message: 'Video feed failed to draw' })]);

    // Try again draws the section afresh.
    videoFeed.broken = false;
    await userEvent.click(within(failed).getByRole('button', { name: errorTexts.retry }));
    expect(screen.getByRole('heading', { level: 2, name: 'Video Feed' })).toBeInTheDocument();
    expect(screen.queryByText(errorTexts.section('Video Feed'))).not.toBeInTheDocument();
  });
});
