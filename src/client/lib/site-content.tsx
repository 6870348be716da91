import { createContext, useContext, type ReactNode } from 'react';
import type { PublicPage } from '#shared/api/content-pages';
import { defaultSiteContent, type SiteContent } from '#shared/content/site-content';
import { isRecord } from '#shared/api/guards';

/**
 * The content a page was rendered with (decision 009): the server renders each page with the content of
 * the database and writes it into the page, and the browser hydrates with the very same content.
 */
export interface RenderedContent {
  content: SiteContent;
  /** The written page this HTML shows (Our Philosophy, Financials...), if it is one. */
  page?: PublicPage;
}

const fallback: RenderedContent = { content: defaultSiteContent };
const SiteContentContext = createContext<RenderedContent>(fallback);

export function SiteContentProvider({ value, children }: { value: RenderedContent; children: ReactNode }) {
  return <SiteContentContext.Provider value={value}>{children}</SiteContentContext.Provider>;
}

/** Everything the administrator edits that public pages show. */
export const useSiteContent = (): SiteContent => useContext(SiteContentContext).content;

/** The written page rendered into this HTML, if any. */
export const useRenderedPage = (): PublicPage | undefined => useContext(SiteContentContext).page;

export const EMBEDDED_CONTENT_ID = 'site-content';

/**
 * The content as a data block of the page: not a script (the CSP allows none inline), and `<` escaped so
 * no text can close the element.
 */
export const embeddedContent = (rendered: RenderedContent) =>
  `<script type="application/json" id="${EMBEDDED_CONTENT_ID}">${JSON.stringify(rendered).replace(/</g, '\\u003c')}</script>`;

/**
 * What the page was rendered with; the defaults where a page carries none (the development server, the
 * dashboard's shell) or carries something unreadable.
 */
export function readEmbeddedContent(doc: Document = document): RenderedContent {
  const text = doc.getElementById(EMBEDDED_CONTENT_ID)?.textContent;
  if (!text) return fallback;
  try {
    const parsed: unknown = JSON.parse(text);
    if (isRecord(parsed) && isRecord(parsed.content)) return parsed as unknown as RenderedContent;
  } catch {
    // Falls through to the defaults.
  }
  return fallback;
}

/** The organisation's name, address, phones and links, as the administrator keeps them. */
export const useSiteDetails = () => useSiteContent().site;
