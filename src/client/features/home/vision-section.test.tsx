import { act, cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '#client/testing/memory-router.tsx';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VisionSection } from './vision-section.tsx';
import { FakeIntersectionObserver, installRevealFakes } from './testing/browser-fakes.ts';
import { renderAt } from './testing/render.tsx';

let fakes: ReturnType<typeof installRevealFakes>;

beforeEach(() => {
  fakes = installRevealFakes();
});

afterEach(() => {
  cleanup();
  fakes.restore();
});

const block = () => screen.getByRole('heading', { name: 'Our Vision' }).parentElement!;

describe('vision block (SPEC: fades in when half visible)', () => {
  it('is visible in the prerendered HTML', () => {
    const html = renderToString(
      <MemoryRouter>
        <VisionSection />
      </MemoryRouter>,
    );
    expect(html).toContain('data-shown="true"');
  });

  it('stays hidden until half of it is visible, then fades in', () => {
    renderAt(<VisionSection />);
    expect(block()).toHaveAttribute('data-shown', 'false');
    expect(FakeIntersectionObserver.instances[0]?.thresholds).toEqual([0.5]);
    act(() => FakeIntersectionObserver.show(block(), 0.4));
    expect(block()).toHaveAttribute('data-shown', 'false');
    act(() => FakeIntersectionObserver.show(block(), 0.5));
    expect(block()).toHaveAttribute('data-shown', 'true');
  });

  it('is simply shown when the visitor prefers reduced motion', () => {
    fakes.media.set('(prefers-reduced-motion: reduce)', true);
    renderAt(<VisionSection />);
    expect(block()).toHaveAttribute('data-shown', 'true');
  });
});
