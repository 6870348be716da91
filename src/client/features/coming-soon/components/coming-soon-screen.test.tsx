import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMING_SOON_INTERVAL_MS } from '#shared/constants';
import { SAVE_DATA_ATTRIBUTE } from '#shared/save-data';
import { comingSoon, comingSoonBackgrounds } from '#client/texts/coming-soon.ts';
import { ComingSoonScreen } from './coming-soon-screen.tsx';
import { pickAnother, rotateBackground } from '#client/enhancements/background-rotation.ts';
import { preferReducedMotion } from '#client/testing/browser-stubs.ts';
import { renderInRouter } from '#client/testing/render-in-router.tsx';

const background = () => screen.getByTestId('coming-soon-background').getAttribute('src');

/** The page as served, with its picture's small script started as the page's starter does. */
function renderScreen() {
  renderInRouter(<ComingSoonScreen />);
  rotateBackground(screen.getByTestId('coming-soon-background'));
}

beforeEach(() => {
  vi.useFakeTimers();
  preferReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('coming soon page (SPEC "Coming Soon", section 9)', () => {
  it("shows 'Coming Soon!', a tagline and a way back", () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Coming Soon!' })).toBeInTheDocument();
    expect(screen.getByText(comingSoon.tagline)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('chooses among 6 pictures and starts on the first, as the prerendered page does', () => {
    expect(comingSoonBackgrounds).toHaveLength(6);
    renderScreen();
    expect(background()).toBe(comingSoonBackgrounds[0]);
  });

  it('changes the picture at random every 4 s', () => {
    const random = vi
      .spyOn(Math, 'random')
      .mockReturnValueOnce(0.5)
      .mockReturnValueOnce(0)
      .mockReturnValue(0.99);
    renderScreen();
    expect(COMING_SOON_INTERVAL_MS).toBe(4000);

    vi.advanceTimersByTime(3999);
    expect(background()).toBe(comingSoonBackgrounds[0]);
    vi.advanceTimersByTime(1);
    // From 0, random 0.5 skips floor(0.5 * 5) + 1 = 3 pictures.
    expect(background()).toBe(comingSoonBackgrounds[3]);
    vi.advanceTimersByTime(4000);
    expect(background()).toBe(comingSoonBackgrounds[4]);
    vi.advanceTimersByTime(4000);
    expect(background()).toBe(comingSoonBackgrounds[3]);
    expect(random).toHaveBeenCalledTimes(3);
  });

  it('keeps the picture still under prefers-reduced-motion', () => {
    preferReducedMotion(true);
    renderScreen();
    vi.advanceTimersByTime(20_000);
    expect(background()).toBe(comingSoonBackgrounds[0]);
  });

  it('keeps the picture still with data saver on, fetching no other picture', () => {
    document.documentElement.setAttribute(SAVE_DATA_ATTRIBUTE, '');
    try {
      renderScreen();
      vi.advanceTimersByTime(20_000);
      expect(background()).toBe(comingSoonBackgrounds[0]);
    } finally {
      document.documentElement.removeAttribute(SAVE_DATA_ATTRIBUTE);
    }
  });

  it('has no island: the page needs no React', () => {
    renderInRouter(<ComingSoonScreen />);
    expect(document.querySelector('[data-island]')).toBeNull();
    expect(screen.getByTestId('coming-soon-background')).toHaveAttribute(
      'data-enhance',
      'coming-soon-background',
    );
  });
});

describe('pickAnother', () => {
  it('never picks the current picture and reaches every other one', () => {
    for (let current = 0; current < 6; current++) {
      const picks = new Set([0, 0.2, 0.4, 0.6, 0.8, 0.999].map((r) => pickAnother(current, 6, () => r)));
      expect(picks.has(current)).toBe(false);
      expect(picks.size).toBe(5);
    }
  });
});
