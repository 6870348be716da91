import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { routeMeta, type RouteMeta } from '#client/lib/route-meta.ts';

/**
 * Every page is its own chunk: a visitor downloads only the page they open, and no dashboard code ever
 * reaches a public page. Which module serves which path is written once, in the route table.
 */
export interface PageRoute {
  path: string;
  Component: LazyExoticComponent<ComponentType>;
  /** Pages drawn without the public header, sidebar and footer. */
  bare?: boolean;
}

const pageModules = import.meta.glob<{ default: ComponentType }>('./*-page.tsx');

function pageOf(route: RouteMeta): LazyExoticComponent<ComponentType> {
  const load = pageModules[`./${route.page}`];
  if (!load) throw new Error(`No page module ${route.page} for ${route.path}`);
  return lazy(load);
}

export const pageRoutes: PageRoute[] = routeMeta
  .filter((route) => route.path !== '/404')
  .map((route) => ({ path: route.path, Component: pageOf(route), bare: route.bare }));

export const NotFoundPage = pageOf(routeMeta.find((route) => route.path === '/404')!);
