import { Suspense } from 'react';
import { Outlet } from 'react-router';

/** Header, sidebar and footer around every page except the dashboard. */
export function PublicLayout() {
  return (
    <>
      <main id="main">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
