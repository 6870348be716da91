import { Suspense } from 'react';
import { useTexts } from '#client/i18n/language-context.tsx';
import { Outlet } from 'react-router';
import { Island } from '#client/islands/island.tsx';
import { RouteErrorBoundary } from '../errors/error-fallbacks.tsx';
import { LanguageOffer } from './language-offer.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { SiteChrome } from './site-chrome.tsx';
import { SiteFooter } from './site-footer.tsx';
import { useRouteScroll } from './use-route-scroll.ts';
import styles from './public-layout.module.css';

/**
 * Header, sidebar and footer around every page except the dashboard. On a public page the header and
 * sidebar are one island and the footer is HTML.
 */
export function PublicLayout() {
  useRouteScroll();
  const texts = useTexts();

  return (
    <div className={styles.layout}>
      <a id="skip-link" className={styles.skipLink} href="#main">
        {texts.layout.skipLink}
      </a>
      {/* The phone header slides away on scrolling: it wakes on the first scroll too. */}
      <Island name="site-chrome" when="scroll">
        <SiteChrome />
      </Island>
      <main id="main" tabIndex={-1} className={styles.main}>
        <LanguageOffer />
        <RouteErrorBoundary>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      <Island name="scroll-to-top" when="scroll">
        <ScrollToTop />
      </Island>
    </div>
  );
}
