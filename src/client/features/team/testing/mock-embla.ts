import { useState } from 'react';
import { FakeEmbla } from './fake-embla.ts';

/** The carousel the next render of useEmblaCarousel gets. */
export const embla = { current: new FakeEmbla() };

/** Replaces embla-carousel-react's default export (see vi.mock in the tests). */
export function useFakeEmblaCarousel(options: unknown, plugins: FakeEmbla['plugins']) {
  const [api] = useState(() => {
    embla.current.options = options;
    embla.current.plugins = plugins;
    return embla.current.api();
  });
  return [() => {}, api] as const;
}
