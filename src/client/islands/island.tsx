import { createContext, useContext, type ReactElement } from 'react';
import type { IslandName } from './island-registry.ts';

/**
 * When an island's code loads: at once; once it nears the viewport; on the visitor's first touch, click,
 * key or focus inside it (that click is replayed once the island has hydrated); at once when the address
 * has a query or fragment the island reads, else on interaction; on the first scroll or interaction; or on
 * the first scroll or once it nears the viewport, whichever comes first (`approach`: a part that fetches
 * what it shows, so that it is in place when the visitor gets there).
 */
export type IslandWhen = 'load' | 'visible' | 'interaction' | 'address' | 'scroll' | 'approach';

/** Each island's own prefix for React's ids, the same on the server and in the browser. */
export const islandIdPrefix = (name: string) => `${name}-`;

/**
 * Set by the server-side renderer only: renders an island's element as a tree of its own, so React's ids
 * and the HTML match what `hydrateRoot` finds in the browser (decision 011).
 */
export const IslandRenderContext = createContext<
  ((element: ReactElement, name: IslandName) => string) | null
>(null);

interface IslandProps {
  name: IslandName;
  when?: IslandWhen;
  /** One element whose props are JSON (they are written into the page for the browser). */
  children: ReactElement<object>;
}

/**
 * A part of a public page that moves. The page is HTML; only islands ship component code, each hydrated
 * by itself with the props written here (src/client/islands/start-islands.ts). Outside a public page's
 * rendering (the dashboard's single-page app) it simply draws its child.
 */
export function Island({ name, when = 'load', children }: IslandProps) {
  const renderIsland = useContext(IslandRenderContext);
  const props = JSON.stringify(children.props);
  const attributes = {
    'data-island': name,
    'data-when': when,
    'data-props': props === '{}' ? undefined : props,
  };
  if (!renderIsland) return <div {...attributes}>{children}</div>;
  return <div {...attributes} dangerouslySetInnerHTML={{ __html: renderIsland(children, name) }} />;
}
