import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { COUNTER_DURATION_MS, COUNTER_STEPS } from '#shared/constants';
import { defaultSiteContent } from '#shared/content/site-content';
import { SiteContentProvider } from '#client/lib/site-content.tsx';
import { StatisticsSection } from './statistics-section.tsx';
import { FakeIntersectionObserver, installRevealFakes } from './testing/browser-fakes.ts';
import { useFakeTimers } from './testing/fake-timers.ts';
import { InLanguage } from '#client/testing/language.tsx';

const finals = [
  ['Schools Covered', 15],
  ['Students', 1850],
  ['Teachers Awarded', 50],
  ['Competitions', 4],
  ['Women Got Exposure', 200],
] as const;

/** The number drawn on screen for a label (the visible, animated one). */
const shownNumber = (label: string) =>
  screen.getByText(label).closest('li')!.querySelector('[aria-hidden="true"]')!.textContent;

let fakes: ReturnType<typeof installRevealFakes>;
let restoreTimers: () => void;

beforeEach(() => {
  restoreTimers = useFakeTimers();
  fakes = installRevealFakes();
});

afterEach(() => {
  cleanup();
  fakes.restore();
  restoreTimers();
});

const section = () => screen.getByRole('region', { name: 'Our Impact' });

describe('statistics counters (SPEC: 30% visible, 2000 ms in 60 steps)', () => {
  it('puts the final figures in the prerendered HTML', () => {
    const html = renderToString(
      <InLanguage>
        <StatisticsSection />
      </InLanguage>,
    );
    for (const [label, value] of finals) expect(html).toMatch(new RegExp(`>${value}<.*?${label}`, 's'));
  });

  it('waits at 0 until 30% of the section is visible', () => {
    render(<StatisticsSection />, { wrapper: InLanguage });
    expect(FakeIntersectionObserver.instances[0]?.thresholds).toEqual([0.3]);
    for (const [label] of finals) expect(shownNumber(label)).toBe('0');
    act(() => FakeIntersectionObserver.show(section(), 0.29));
    act(() => vi.advanceTimersByTime(COUNTER_DURATION_MS));
    expect(shownNumber('Students')).toBe('0');
  });

  it('counts up in 60 steps over 2000 ms to 15, 1850, 50, 4 and 200', () => {
    render(<StatisticsSection />, { wrapper: InLanguage });
    act(() => FakeIntersectionObserver.show(section(), 0.3));
    act(() => vi.advanceTimersByTime(COUNTER_DURATION_MS / COUNTER_STEPS));
    expect(shownNumber('Students')).toBe(String(Math.round(1850 / COUNTER_STEPS)));
    act(() => vi.advanceTimersByTime(COUNTER_DURATION_MS / 2 - COUNTER_DURATION_MS / COUNTER_STEPS));
    expect(shownNumber('Students')).toBe('925');
    act(() => vi.advanceTimersByTime(COUNTER_DURATION_MS / 2));
    for (const [label, value] of finals) expect(shownNumber(label)).toBe(String(value));
    act(() => vi.advanceTimersByTime(COUNTER_DURATION_MS));
    expect(shownNumber('Students')).toBe('1850');
  });

  it('gives screen readers the final figures at all times', () => {
    render(<StatisticsSection />, { wrapper: InLanguage });
    for (const [label, value] of finals) {
      expect(screen.getByText(label).closest('li')).toHaveTextContent(new RegExp(`${value}\\s*${label}`));
    }
  });

  it('shows the final figures at once when the visitor prefers reduced motion', () => {
    fakes.media.set('(prefers-reduced-motion: reduce)', true);
    render(<StatisticsSection />, { wrapper: InLanguage });
    for (const [label, value] of finals) expect(shownNumber(label)).toBe(String(value));
  });

  it('shows a photo beside the figures', () => {
    render(<StatisticsSection />, { wrapper: InLanguage });
    const photo = screen.getByRole('img');
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');
    expect(photo).toHaveAttribute('loading', 'lazy');
  });

  it('content issue: shows the figures the administrator set, from the content the page was rendered with', () => {
    const content = { ...defaultSiteContent, statistics: [{ label: 'Villages Reached', value: 42 }] };
    const html = renderToString(
      <InLanguage>
        <SiteContentProvider value={{ content }}>
          <StatisticsSection />
        </SiteContentProvider>
      </InLanguage>,
    );
    expect(html).toContain('Villages Reached');
    expect(html).toContain('>42<');
    expect(html).not.toContain('Schools Covered');
  });
});
