import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from './memory-router.tsx';

/** Renders `ui` inside a router at `/`, for components that draw links. */
export function renderInRouter(ui: ReactElement, options?: RenderOptions) {
  return render(<MemoryRouter>{ui}</MemoryRouter>, options);
}
