import { useEffect, type ReactNode } from 'react';
import { SiteContentProvider, type RenderedContent } from '#client/lib/site-content.tsx';
import { LanguageProvider, type LanguageValue } from '#client/i18n/language-context.tsx';
import { IslandRouter } from './island-router.tsx';

interface IslandRootProps {
  rendered: RenderedContent;
  /** The page's language and its texts. */
  language: LanguageValue;
  /** The address rendered on the server; the browser's own address otherwise. */
  url?: string;
  /** Called once the island has hydrated (the browser only). */
  onHydrated?: () => void;
  children: ReactNode;
}

/**
 * What every island is drawn inside, the same on the server and in the browser so that the HTML matches:
 * the page's language, the content the page was rendered with and a router.
 */
export function IslandRoot({ rendered, language, url, onHydrated, children }: IslandRootProps) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <LanguageProvider value={language}>
      <SiteContentProvider value={rendered}>
        <IslandRouter url={url}>{children}</IslandRouter>
      </SiteContentProvider>
    </LanguageProvider>
  );
}
