import { useQuery } from '@tanstack/react-query';
import { contentPaths, pageSchema, type PageLanguage } from '#shared/api/content';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { pageTexts } from '../page-texts.ts';

/**
 * GET /api/content/pages/{id}: one page with its body and documents, in any status; with a language, that
 * language's texts ('' where not written yet) and the English ones beside them.
 */
export function getPage(id: number, signal?: AbortSignal, language?: PageLanguage) {
  const path = language ? `${contentPaths.page(id)}?lang=${language}` : contentPaths.page(id);
  return apiFetch(path, matches(pageSchema), {
    signal,
    cache: 'no-store',
    fallbackMessage: pageTexts.pageLoadFailed,
  });
}

export function usePage(id: number, language?: PageLanguage) {
  return useQuery({
    queryKey: language ? [...queryKeys.pages.page(id), 'language', language] : queryKeys.pages.page(id),
    queryFn: ({ signal }) => getPage(id, signal, language),
  });
}
