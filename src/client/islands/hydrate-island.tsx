import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { readEmbeddedContent } from '#client/lib/site-content.tsx';
import { islandIdPrefix } from './island.tsx';
import { IslandRoot } from './island-root.tsx';

const rendered = readEmbeddedContent();

/**
 * Hydrates one island in place with the props the server wrote beside it and the content its page was
 * rendered with. A page without that content (never one the server wrote) keeps the island as HTML.
 */
export function hydrateIsland(
  container: HTMLElement,
  Component: ComponentType<Record<string, unknown>>,
  onHydrated: () => void,
): void {
  if (!rendered) return;
  const props = container.dataset.props
    ? (JSON.parse(container.dataset.props) as Record<string, unknown>)
    : {};
  hydrateRoot(
    container,
    <IslandRoot rendered={rendered} onHydrated={onHydrated}>
      <Component {...props} />
    </IslandRoot>,
    { identifierPrefix: islandIdPrefix(container.dataset.island ?? '') },
  );
}
