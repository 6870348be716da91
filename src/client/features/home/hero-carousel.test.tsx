import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_INTERVAL_MS } from '#shared/constants';
import { HeroCarousel } from './hero-carousel.tsx';
import { installMatchMedia, type MediaController } from './testing/browser-fakes.ts';
import { setupUser, useFakeTimers } from './testing/fake-timers.ts';
import { renderAt } from './testing/render.tsx';

const REDUCED = '(prefers-reduced-motion: reduce)';
const titles = [
  'Early Years',
  'Education First',
  'Community Impact',
  'Sustainable Future',
  'Hope & Humanity',
];

/** The slide a visitor can see: the one not hidden from assistive technology. */
const visibleTitle = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => slide.getAttribute('aria-hidden') === 'false')
    .map((slide) => slide.querySelector('h2')?.textContent);

let media: MediaController;
let restoreTimers: () => void;

beforeEach(() => {
  restoreTimers = useFakeTimers();
  media = installMatchMedia();
});

afterEach(() => {
  cleanup();
  media.restore();
  restoreTimers();
});

describe('hero carousel (SPEC home: 5 slides, auto-advance every 4000 ms)', () => {
  it('has the five slides in order, each with a subtitle and a Read More link', () => {
    renderAt(<HeroCarousel />);
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(5);
    slides.forEach((slide, index) => {
      expect(slide).toHaveAttribute('aria-roledescription', 'slide');
      expect(slide).toHaveAttribute('aria-label', `${index + 1} of 5`);
      expect(slide.querySelector('h2')).toHaveTextContent(titles[index]!);
      expect(slide.querySelector('p')?.textContent?.length).toBeGreaterThan(10);
      expect(slide.querySelector('a')?.textContent).toMatch(/^Read More/);
    });
    expect(visibleTitle()).toEqual(['Early Years']);
  });

  it('advances every 4000 ms and wraps from the last slide to the first', () => {
    renderAt(<HeroCarousel />);
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS - 1));
    expect(visibleTitle()).toEqual(['Early Years']);
    act(() => vi.advanceTimersByTime(1));
    expect(visibleTitle()).toEqual(['Education First']);
    for (let i = 0; i < 4; i += 1) act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(visibleTitle()).toEqual(['Early Years']);
  });

  it('stops advancing when paused and resumes when played, even with focus still on the button', async () => {
    const user = setupUser();
    renderAt(<HeroCarousel />);
    await user.click(screen.getByRole('button', { name: 'Pause slide show' }));
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 3));
    expect(visibleTitle()).toEqual(['Early Years']);
    await user.click(screen.getByRole('button', { name: 'Play slide show' }));
    expect(screen.getByRole('button', { name: 'Pause slide show' })).toHaveFocus();
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(visibleTitle()).toEqual(['Education First']);
  });

  it('does not advance while the pointer is over the slides', () => {
    renderAt(<HeroCarousel />);
    const carousel = screen.getAllByRole('group', { hidden: true })[0]!.parentElement!;
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 2));
    expect(visibleTitle()).toEqual(['Early Years']);
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(visibleTitle()).toEqual(['Education First']);
  });

  it('does not advance while keyboard focus is inside it', () => {
    renderAt(<HeroCarousel />);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 2));
    expect(visibleTitle()).toEqual(['Early Years']);
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(visibleTitle()).toEqual(['Education First']);
  });

  it('does not advance on its own when the visitor prefers reduced motion', () => {
    media.set(REDUCED, true);
    renderAt(<HeroCarousel />);
    expect(screen.getByRole('button', { name: 'Play slide show' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 3));
    expect(visibleTitle()).toEqual(['Early Years']);
  });

  it('moves with previous, next and the slide pickers, marking the current picker', () => {
    renderAt(<HeroCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleTitle()).toEqual(['Hope & Humanity']);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleTitle()).toEqual(['Early Years']);
    const picker = screen.getByRole('button', { name: 'Slide 3: Community Impact' });
    fireEvent.click(picker);
    expect(visibleTitle()).toEqual(['Community Impact']);
    expect(picker).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Slide 1: Early Years' })).not.toHaveAttribute('aria-current');
  });

  it('is operable from the keyboard', async () => {
    const user = setupUser();
    renderAt(<HeroCarousel />);
    screen.getByRole('button', { name: 'Next slide' }).focus();
    await user.keyboard('{Enter}');
    expect(visibleTitle()).toEqual(['Education First']);
    await user.keyboard(' ');
    expect(visibleTitle()).toEqual(['Community Impact']);
  });

  it('keeps hidden slides out of reach: only the shown slide’s link can take focus', () => {
    renderAt(<HeroCarousel />);
    const links = screen.getAllByRole('link', { hidden: true });
    const reachable = links.filter((link) => !link.closest('[inert]'));
    expect(reachable).toHaveLength(1);
    expect(reachable[0]).toHaveAccessibleName(/^Read More/);
  });
});
