import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { readEmbeddedContent } from '#client/lib/site-content.tsx';
import type { LanguageValue } from '#client/i18n/language-context.tsx';
import { islandIdPrefix } from './island.tsx';
import { IslandRoot } from './island-root.tsx';
import { keepWhatWasTyped } from './keep-what-was-typed.ts';

const rendered = readEmbeddedContent();

/** Two frames: after the renders that follow hydration (media queries, stored choices, `useHydrated`). */
const afterSettling = (then: () => void) => requestAnimationFrame(() => requestAnimationFrame(then));

/**
 * Hydrates one island in place with the props the server wrote beside it and the content its page was
 * rendered with, then puts back anything the visitor typed that hydration lost, and only then calls
 * `onSettled`. A page without that content (never one the server wrote) keeps the island as HTML.
 */
export function hydrateIsland(
  container: HTMLElement,
  Component: ComponentType<Record<string, unknown>>,
  language: LanguageValue,
  onSettled: () => void,
): void {
  if (!rendered) return;
  const props = container.dataset.props
    ? (JSON.parse(container.dataset.props) as Record<string, unknown>)
    : {};
  const typed = keepWhatWasTyped(container);
  const onHydrated = () => {
    afterSettling(() => {
      typed.restore();
      onSettled();
    });
  };
  hydrateRoot(
    container,
    <IslandRoot rendered={rendered} language={language} onHydrated={onHydrated}>
      <Component {...props} />
    </IslandRoot>,
    { identifierPrefix: islandIdPrefix(container.dataset.island ?? '') },
  );
}
