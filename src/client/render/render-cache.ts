import { createHash } from 'node:crypto';
import type { RenderedContent } from '../lib/site-content.tsx';
import { partOf, type ContentPart } from './content-reads.ts';
import type { RenderedRoute } from './render-page.tsx';

interface CachedRoute extends RenderedRoute {
  fingerprint: string;
}

/**
 * Routes rendered before, by address, kept by the server between renderings of one build: a route is drawn
 * again only when a part of the content it read changed (a new figure on the home page draws the four home
 * pages again, not the other 180). Rendering is a function of the content read, the address and the build;
 * the day is part of the fingerprint too, so nothing that counts days is older than a day.
 */
export type RenderCache = Map<string, CachedRoute>;

/** Fingerprints of what routes read from `rendered`, each part written out once per rendering. */
export function fingerprints(day: string) {
  const contentParts = new Map<string, string>();
  const written = (rendered: RenderedContent, part: ContentPart): string => {
    // A page's own part (its written page, its gallery) differs from page to page: written each time.
    if (part.startsWith('@')) return JSON.stringify(partOf(rendered, part) ?? null);
    let json = contentParts.get(part);
    if (json === undefined) {
      json = JSON.stringify(partOf(rendered, part) ?? null);
      contentParts.set(part, json);
    }
    return json;
  };
  return (rendered: RenderedContent, parts: Iterable<ContentPart>): string => {
    const hash = createHash('sha256').update(day);
    for (const part of [...parts].sort()) hash.update(`\0${part}\0`).update(written(rendered, part));
    return hash.digest('base64url');
  };
}

/** The route at `at`, from the cache when nothing it read changed, else rendered and remembered. */
export async function cachedRoute(
  cache: RenderCache,
  fingerprint: ReturnType<typeof fingerprints>,
  at: string,
  rendered: RenderedContent,
  renderRoute: () => Promise<RenderedRoute>,
): Promise<RenderedRoute> {
  const cached = cache.get(at);
  if (cached && cached.fingerprint === fingerprint(rendered, cached.reads)) return cached;
  const route = await renderRoute();
  cache.set(at, { ...route, fingerprint: fingerprint(rendered, route.reads) });
  return route;
}
