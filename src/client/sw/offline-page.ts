/**
 * The page shown offline for an address that was not kept: the branded offline page (precached, in the
 * address's language) with the pages this phone has kept listed where it says what is available.
 */
import { escapeHtml } from '#shared/escape-html';

/** The list the offline page draws empty; the worker fills it with the kept pages. */
export const SEEN_PAGES_LIST = /(<ul[^>]*\bdata-seen-pages\b[^>]*>)[\s\S]*?(<\/ul>)/;

export interface SeenPage {
  path: string;
  title: string;
}

/** A kept page's title: its `<title>`, as the page escaped it, else its address. */
export function titleOf(html: string, path: string): string {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() || escapeHtml(path);
}

/** The offline page with the kept pages listed (the page's own "none yet" stays when there are none). */
export function withSeenPages(offlineHtml: string, seen: SeenPage[]): string {
  if (seen.length === 0) return offlineHtml;
  const items = seen.map(({ path, title }) => `<li><a href="${escapeHtml(path)}">${title}</a></li>`).join('');
  return offlineHtml.replace(SEEN_PAGES_LIST, (_, open: string, close: string) => `${open}${items}${close}`);
}

/** The pages kept in a cache, newest last as the cache holds them, with their titles. */
export async function seenPagesIn(cache: Cache, limit = 30): Promise<SeenPage[]> {
  const requests = (await cache.keys()).slice(-limit);
  const pages = await Promise.all(
    requests.map(async (request) => {
      const response = await cache.match(request, { ignoreVary: true });
      const path = new URL(request.url).pathname;
      return { path, title: titleOf(response ? await response.text() : '', path) };
    }),
  );
  return pages.reverse();
}
