import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
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

// findBy… and waitFor wait for what they look for and return the moment it is there: a longer limit than
// the library's 1 s costs nothing on a quiet machine and keeps a busy one (two cores shared with lint, types
// and the server tests) from failing a test that is right. A lazy page's first import, transformed while
// the machine was at a load of 18, took over 30 s.
configure({ asyncUtilTimeout: 60_000 });
