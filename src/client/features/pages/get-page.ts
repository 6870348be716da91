import { isPublicPage } from '#shared/api/content-guards';
import { contentPaths } from '#shared/api/content-fields';
import type { PublicPage } from '#shared/api/content-pages';
import { apiFetch } from '#client/lib/api-client.ts';

/** A written page, for a visitor who reached it by the menu rather than by loading its address. */
export function getPage(slug: string, signal?: AbortSignal): Promise<PublicPage> {
  return apiFetch(contentPaths.pageBySlug(encodeURIComponent(slug)), isPublicPage, { signal });
}
