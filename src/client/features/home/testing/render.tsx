import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { MemoryRouter } from '#client/testing/memory-router.tsx';

/** Shows the current location, so a test can see where a navigation went. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.hash}</output>;
}

/** Renders `ui` on `path` inside a router, with a probe of the current location. */
export function renderAt(ui: ReactElement, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}
