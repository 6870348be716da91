import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COLLAB_AUTOPLAY_MS,
  COLLAB_GAP_PX,
  COLLAB_MARGIN_TOP_PX,
  COLLAB_SLIDES_PER_VIEW,
  COLLAB_WIDTH_PERCENT,
} from '#shared/constants';
import { FakeEmbla } from '../testing/fake-embla.ts';
import { embla } from '../testing/mock-embla.ts';
import { CollaborationCarousel } from './collaboration-carousel.tsx';
import { emblaDurationFor } from './embla-duration.ts';
import { preferReducedMotion } from '#client/testing/browser-stubs.ts';
import { InLanguage } from '#client/testing/language.tsx';

vi.mock('embla-carousel-react', async () => ({
  default: (await import('../testing/mock-embla.ts')).useFakeEmblaCarousel,
}));

const partners = [
  { name: 'First Partner', logo: '/first.svg' },
  { name: 'Second Partner', logo: '/second.svg' },
  { name: 'Third Partner', logo: '/third.svg' },
];

beforeEach(() => {
  embla.current = new FakeEmbla();
  embla.current.snaps = [0, 1, 2];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('collaborations carousel (SPEC "Team page", section 9 collaboration carousel)', () => {
  it('loops, advances every 1000 ms and animates each move in about 1000 ms', () => {
    preferReducedMotion(false);
    render(<CollaborationCarousel partners={partners} />, { wrapper: InLanguage });
    expect(embla.current.options).toMatchObject({ loop: true, duration: emblaDurationFor(1000) });
    const autoplay = embla.current.plugins.find((plugin) => plugin.name === 'autoplay');
    expect(autoplay?.options).toMatchObject({ delay: COLLAB_AUTOPLAY_MS });
    expect(COLLAB_AUTOPLAY_MS).toBe(1000);
  });

  it('lays out with a 5 px gap, 95% width, 15 px top margin and 1/2/8 logos per view from 640/768/1024 px', () => {
    preferReducedMotion(false);
    render(<CollaborationCarousel partners={partners} />, { wrapper: InLanguage });
    const carousel = screen.getByRole('region', { name: 'Our collaboration partners' });
    expect([COLLAB_GAP_PX, COLLAB_WIDTH_PERCENT, COLLAB_MARGIN_TOP_PX]).toEqual([5, 95, 15]);
    expect(COLLAB_SLIDES_PER_VIEW).toEqual({ 640: 1, 768: 2, 1024: 8 });
    expect(carousel.style.getPropertyValue('--collab-gap')).toBe('5px');
    expect(carousel.style.getPropertyValue('--collab-width')).toBe('95%');
    expect(carousel.style.getPropertyValue('--collab-margin-top')).toBe('15px');
    expect(carousel.style.getPropertyValue('--collab-per-view-640')).toBe('1');
    expect(carousel.style.getPropertyValue('--collab-per-view-768')).toBe('2');
    expect(carousel.style.getPropertyValue('--collab-per-view-1024')).toBe('8');
  });

  it('plays on its own and can be paused and played again with its button', async () => {
    preferReducedMotion(false);
    const user = userEvent.setup();
    render(<CollaborationCarousel partners={partners} />, { wrapper: InLanguage });
    expect(embla.current.playing).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Pause logo carousel' }));
    expect(embla.current.playing).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Play logo carousel' }));
    expect(embla.current.playing).toBe(true);
    expect(screen.getByRole('button', { name: 'Pause logo carousel' })).toBeInTheDocument();
  });

  it('stays still under prefers-reduced-motion until the visitor presses play', async () => {
    preferReducedMotion(true);
    const user = userEvent.setup();
    render(<CollaborationCarousel partners={partners} />, { wrapper: InLanguage });
    expect(embla.current.playing).toBe(false);
    expect(embla.current.playCalls).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Play logo carousel' }));
    expect(embla.current.playing).toBe(true);
  });

  it('has one named pagination button per position that scrolls there and marks the current one', async () => {
    preferReducedMotion(false);
    const user = userEvent.setup();
    render(<CollaborationCarousel partners={partners} />, { wrapper: InLanguage });
    const picker = screen.getByRole('group', { name: 'Choose which logos to show' });
    const dots = within(picker).getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Show logo 1 of 3',
      'Show logo 2 of 3',
      'Show logo 3 of 3',
    ]);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await user.click(dots[2]!);
    expect(embla.current.scrolledTo).toEqual([2]);
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  it('follows the carousel when it moves on its own', () => {
    preferReducedMotion(false);
    render(<CollaborationCarousel partners={partners} />, { wrapper: InLanguage });
    act(() => {
      embla.current.selected = 1;
      embla.current.emit('select');
    });
    expect(screen.getByRole('button', { name: 'Show logo 2 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows no controls when every logo fits in view', () => {
    preferReducedMotion(false);
    embla.current.snaps = [0];
    render(<CollaborationCarousel partners={partners} />, { wrapper: InLanguage });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(embla.current.playing).toBe(false);
  });

  it('keeps playing after the carousel re-measures itself (a resize restarts its plugins)', () => {
    preferReducedMotion(false);
    render(<CollaborationCarousel partners={partners} />, { wrapper: InLanguage });
    act(() => {
      embla.current.playing = false;
      embla.current.emit('reInit');
    });
    expect(embla.current.playing).toBe(true);
  });
});

describe('emblaDurationFor', () => {
  it('turns 1000 ms into Embla duration units and keeps Embla’s default near 870 ms', () => {
    expect(emblaDurationFor(1000)).toBe(28);
    expect(emblaDurationFor(870)).toBe(25);
  });
});
