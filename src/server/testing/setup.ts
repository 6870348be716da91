import { afterEach, vi } from 'vitest';

// A stray console.error is a bug the test did not look for: fail loudly.
const original = console.error;
afterEach(() => {
  vi.restoreAllMocks();
});
console.error = (...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
};
