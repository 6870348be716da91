/**
 * Stand-ins for browser APIs jsdom lacks, for component tests that only need them to exist or to answer
 * one way. Each is a `vi.stubGlobal`, so `vi.unstubAllGlobals()` removes it.
 */
import { vi } from 'vitest';

/** Answers `prefers-reduced-motion` with `reduce`, and every other media query with no match. */
export function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

/** The carousels measure themselves; jsdom has no layout to observe. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
