import { isPublicPage } from '#shared/api/content-guards';
import { contentPaths } from '#shared/api/content-fields';
import type { PublicPage } from '#shared/api/content-pages';
import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages';
import { apiFetch } from '#client/lib/api-client.ts';

/**
 * A written page, for a visitor who reached it by the menu rather than by loading its address; in another
 * language with `?lang=`, English where a text is not written in it (named in `untranslated`).
 */
export function getPage(
  slug: string,
  signal?: AbortSignal,
  language: Language = DEFAULT_LANGUAGE,
): Promise<PublicPage> {
  const path = contentPaths.pageBySlug(encodeURIComponent(slug));
  return apiFetch(language === DEFAULT_LANGUAGE ? path : `${path}?lang=${language}`, isPublicPage, {
    signal,
  });
}
