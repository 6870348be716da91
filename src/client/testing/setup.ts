import '@testing-library/jest-dom/vitest';
import { defaultSiteContent } from '#shared/content/site-content';
import { setContentOutsideProvider } from '#client/lib/site-content.tsx';

// A stray console.error (a React warning, an unhandled failure) is a bug the test did not look for.
const original = console.error;
console.error = (...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
};

// Components drawn on their own read the content a fresh install has.
setContentOutsideProvider({ content: defaultSiteContent });
