import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { splitLanguage } from '#shared/i18n/languages';
import { NotFoundPage, pageRoutes } from './routes/routes.tsx';
import { AppErrorBoundary } from './components/errors/error-fallbacks.tsx';
import { PublicLayout } from './components/layout/public-layout.tsx';
import { RouterNavigation } from './lib/router-navigation.tsx';
import { usePageMeta } from './routes/use-page-meta.ts';
import { COMING_SOON_PATH } from '#shared/content/menus';

/** Pages written in the dashboard, at their own addresses; the site's own routes always come first. */
const WrittenPage = lazy(() => import('./routes/written-page.tsx'));
/** A menu item's own Coming Soon page (/coming-soon/nmms) is the Coming Soon page, naming the item. */
const ComingSoonPage = pageRoutes.find((route) => route.path === COMING_SOON_PATH)!.Component;

export function App() {
  usePageMeta();
  // A page in another language (/kn/vision) is the same route as its English address.
  const location = useLocation();
  const { path } = splitLanguage(location.pathname);
  // Pages inside the public layout have a boundary of their own there; this one is the last resort.
  return (
    <RouterNavigation>
      <AppErrorBoundary>
        <Suspense fallback={null}>
          <Routes location={{ ...location, pathname: path }}>
            {pageRoutes
              .filter((route) => route.bare)
              .map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
            <Route element={<PublicLayout />}>
              {pageRoutes
                .filter((route) => !route.bare)
                .map(({ path, Component }) => (
                  <Route key={path} path={path} element={<Component />} />
                ))}
              <Route path="coming-soon/:item" element={<ComingSoonPage />} />
              <Route path=":slug" element={<WrittenPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </Suspense>
      </AppErrorBoundary>
    </RouterNavigation>
  );
}
