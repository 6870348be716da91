import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_INTERVAL_MS } from '#shared/constants';
import { SAVE_DATA_ATTRIBUTE } from '#shared/save-data';
import { MemoryRouter } from '#client/testing/memory-router.tsx';
import { HeroCarousel } from '#client/features/home/hero-carousel.tsx';
import { rotateHero } from './hero-rotation.ts';
import { installMatchMedia, type MediaController } from '#client/features/home/testing/browser-fakes.ts';
import { useFakeTimers } from '#client/features/home/testing/fake-timers.ts';

/** The hero as a public page carries it: rendered on the server, before any script. */
const hero = () => (
  <MemoryRouter>
    <HeroCarousel />
  </MemoryRouter>
);

let container: HTMLElement;
let root: Root | undefined;
let media: MediaController;
let restoreTimers: () => void;

function servePage(): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(hero());
  document.body.append(container);
  return screen.getByRole('region', { name: 'Highlights' });
}

/** What a visitor sees and what assistive technology is told, which must always agree. */
function shown(carousel: HTMLElement) {
  const slides = within(carousel).getAllByRole('group', { hidden: true });
  const active = slides.filter((slide) => slide.hasAttribute('data-active'));
  const spoken = slides.filter((slide) => slide.getAttribute('aria-hidden') === 'false');
  const reachable = slides.filter((slide) => !slide.hasAttribute('inert'));
  const picked = within(carousel)
    .getAllByRole('button', { name: /^Slide \d/ })
    .filter((picker) => picker.getAttribute('aria-current') === 'true');
  expect(spoken).toEqual(active);
  expect(reachable).toEqual(active);
  expect(picked.map((picker) => picker.getAttribute('aria-controls'))).toEqual(active.map((s) => s.id));
  return active.map((slide) => slide.querySelector('h2')?.textContent);
}

beforeEach(() => {
  restoreTimers = useFakeTimers();
  media = installMatchMedia();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  cleanup();
  media.restore();
  restoreTimers();
  vi.restoreAllMocks();
});

describe('the hero’s slide show before React (issue 12, decision 011)', () => {
  it('turns every 4000 ms after arrival and wraps, without announcing each turn', () => {
    const carousel = servePage();
    rotateHero(carousel);
    expect(carousel.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
    vi.advanceTimersByTime(HERO_INTERVAL_MS - 1);
    expect(shown(carousel)).toEqual(['Early Years']);
    vi.advanceTimersByTime(1);
    expect(shown(carousel)).toEqual(['Education First']);
    vi.advanceTimersByTime(HERO_INTERVAL_MS * 4);
    expect(shown(carousel)).toEqual(['Early Years']);
  });

  it('stops at the visitor’s first touch and speaks again, for the island that wakes on it', () => {
    const carousel = servePage();
    rotateHero(carousel);
    vi.advanceTimersByTime(HERO_INTERVAL_MS);
    fireEvent.pointerOver(within(carousel).getByRole('button', { name: 'Next slide' }));
    vi.advanceTimersByTime(HERO_INTERVAL_MS * 3);
    expect(shown(carousel)).toEqual(['Education First']);
    expect(carousel.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('holds still under reduced motion and with data saver on', () => {
    media.set('(prefers-reduced-motion: reduce)', true);
    let carousel = servePage();
    rotateHero(carousel);
    vi.advanceTimersByTime(HERO_INTERVAL_MS * 3);
    expect(shown(carousel)).toEqual(['Early Years']);
    container.remove();

    media.set('(prefers-reduced-motion: reduce)', false);
    document.documentElement.setAttribute(SAVE_DATA_ATTRIBUTE, '');
    try {
      carousel = servePage();
      rotateHero(carousel);
      vi.advanceTimersByTime(HERO_INTERVAL_MS * 3);
      expect(shown(carousel)).toEqual(['Early Years']);
    } finally {
      document.documentElement.removeAttribute(SAVE_DATA_ATTRIBUTE);
    }
  });

  it('hands over to React at the slide it shows: hydration finds the page it drew', () => {
    const carousel = servePage();
    rotateHero(carousel);
    vi.advanceTimersByTime(HERO_INTERVAL_MS * 2);
    expect(shown(carousel)).toEqual(['Community Impact']);

    // The visitor presses Next: the show stops and the island wakes and hydrates.
    const next = within(carousel).getByRole('button', { name: 'Next slide' });
    fireEvent.pointerDown(next);
    const mismatches: unknown[] = [];
    const logged = vi.spyOn(console, 'error');
    act(() => {
      root = hydrateRoot(container, hero(), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
    expect(shown(carousel)).toEqual(['Community Impact']);

    fireEvent.click(next);
    expect(shown(carousel)).toEqual(['Sustainable Future']);
    // React's own show goes on from there, each slide with its full time.
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(shown(carousel)).toEqual(['Hope & Humanity']);
  });
});
