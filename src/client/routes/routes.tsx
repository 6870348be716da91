import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * Every page is its own chunk: a visitor downloads only the page they open, and no dashboard code ever
 * reaches a public page.
 */
export interface PageRoute {
  path: string;
  Component: LazyExoticComponent<ComponentType>;
  /** Pages drawn without the public header, sidebar and footer. */
  bare?: boolean;
}

export const pageRoutes: PageRoute[] = [
  { path: '/', Component: lazy(() => import('./home-page.tsx')) },
  { path: '/vision', Component: lazy(() => import('./vision-page.tsx')) },
  { path: '/team', Component: lazy(() => import('./team-page.tsx')) },
  { path: '/contact-us', Component: lazy(() => import('./contact-page.tsx')) },
  { path: '/coming-soon', Component: lazy(() => import('./coming-soon-page.tsx')) },
  { path: '/gallery', Component: lazy(() => import('./gallery-page.tsx')) },
  { path: '/donate', Component: lazy(() => import('./donate-page.tsx')) },
  { path: '/volunteer-teacher', Component: lazy(() => import('./volunteer-teacher-page.tsx')) },
  { path: '/join-intern', Component: lazy(() => import('./join-intern-page.tsx')) },
  { path: '/volunteer-mentor', Component: lazy(() => import('./volunteer-mentor-page.tsx')) },
  { path: '/participate', Component: lazy(() => import('./participate-page.tsx')) },
  { path: '/workshops', Component: lazy(() => import('./workshops-page.tsx')) },
  { path: '/subscribe', Component: lazy(() => import('./subscribe-page.tsx')) },
  { path: '/login', Component: lazy(() => import('./login-page.tsx')) },
  { path: '/dashboard', Component: lazy(() => import('./dashboard-page.tsx')), bare: true },
];

export const NotFoundPage = lazy(() => import('./not-found-page.tsx'));
