import { createContext, useContext, type ReactNode } from 'react';
import type { PublicPage } from '#shared/api/content-pages';
import type { MediaPage } from '#shared/api/media';
import type { DrawnNotifications } from '#shared/api/notifications';
import type { SiteContent } from '#shared/content/site-content';
import { isRecord } from '#shared/api/guards';

/**
 * The content a page was rendered with (decision 009): the server renders each page with the content of
 * the database and writes it into the page, and the browser hydrates with the very same content.
 */
export interface RenderedContent {
  content: SiteContent;
  /** The written page this HTML shows (Our Philosophy, Financials...), if it is one. */
  page?: PublicPage;
  /** The gallery's first page, on /gallery when the server drew it into the HTML. */
  gallery?: MediaPage;
  /** The latest notifications, on the home page when the server drew them into the HTML. */
  notifications?: DrawnNotifications;
}

const SiteContentContext = createContext<RenderedContent | undefined>(undefined);
/**
 * What a component drawn outside any SiteContentProvider reads: set by the tests only. The default content
 * is not imported here, so that no island carries it: islands read what their page was rendered with.
 */
let outsideProvider: RenderedContent | undefined;
export const setContentOutsideProvider = (rendered: RenderedContent) => {
  outsideProvider = rendered;
};

function useRendered(): RenderedContent {
  const rendered = useContext(SiteContentContext) ?? outsideProvider;
  if (!rendered) throw new Error('Site content was read outside a SiteContentProvider');
  return rendered;
}

export function SiteContentProvider({ value, children }: { value: RenderedContent; children: ReactNode }) {
  return <SiteContentContext.Provider value={value}>{children}</SiteContentContext.Provider>;
}

/** Everything the administrator edits that public pages show. */
export const useSiteContent = (): SiteContent => useRendered().content;

/** The written page rendered into this HTML, if any. */
export const useRenderedPage = (): PublicPage | undefined => useRendered().page;

/** The gallery's first page as drawn into this HTML, if the server drew it. */
export const useRenderedGallery = (): MediaPage | undefined => useRendered().gallery;

/** The home page's latest notifications as drawn into this HTML, if the server drew them. */
export const useRenderedNotifications = (): DrawnNotifications | undefined => useRendered().notifications;

export const EMBEDDED_CONTENT_ID = 'site-content';

/**
 * The content as a data block of the page: not a script (the CSP allows none inline), and `<` escaped so
 * no text can close the element.
 */
export const embeddedContent = (rendered: RenderedContent) =>
  `<script type="application/json" id="${EMBEDDED_CONTENT_ID}">${JSON.stringify(rendered).replace(/</g, '\\u003c')}</script>`;

/**
 * What the page was rendered with; nothing where a page carries none (the development server, the
 * dashboard's shell) or carries something unreadable.
 */
export function readEmbeddedContent(doc: Document = document): RenderedContent | undefined {
  const text = doc.getElementById(EMBEDDED_CONTENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (isRecord(parsed) && isRecord(parsed.content)) return parsed as unknown as RenderedContent;
  } catch {
    // Falls through: unreadable.
  }
  return undefined;
}

/** The organisation's name, address, phones and links, as the administrator keeps them. */
export const useSiteDetails = () => useSiteContent().site;
