import { Suspense, useCallback, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { RouteErrorBoundary } from '../errors/error-fallbacks.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { Sidebar } from './sidebar.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useRouteScroll } from './use-route-scroll.ts';
import styles from './public-layout.module.css';

/** Header, sidebar and footer around every page except the dashboard. */
export function PublicLayout() {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const sidebarToggleRef = useRef<HTMLButtonElement>(null);
  useRouteScroll();

  const closeSidebar = useCallback((returnFocus: boolean) => {
    setSidebarOpen(false);
    if (returnFocus) sidebarToggleRef.current?.focus();
  }, []);

  return (
    <div className={styles.layout}>
      <a id="skip-link" className={styles.skipLink} href="#main">
        Skip to main content
      </a>
      <SiteHeader
        sidebarOpen={sidebarOpen}
        onToggleSidebar={() => setSidebarOpen((open) => !open)}
        sidebarToggleRef={sidebarToggleRef}
      />
      <Sidebar open={sidebarOpen} onClose={closeSidebar} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <RouteErrorBoundary>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      <ScrollToTop />
    </div>
  );
}
