import '@testing-library/jest-dom/vitest';

// A stray console.error (a React warning, an unhandled failure) is a bug the test did not look for.
const original = console.error;
console.error = (...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
};
