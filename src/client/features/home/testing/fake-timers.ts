import { userEvent } from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * Fake timers that Testing Library can see: its async helpers advance them the way they do under Jest,
 * so user-event interactions do not wait for a timer that never fires.
 */
export function useFakeTimers(): () => void {
  vi.useFakeTimers();
  const global = globalThis as { jest?: unknown };
  global.jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
  return () => {
    delete global.jest;
    vi.useRealTimers();
  };
}

export const setupUser = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
