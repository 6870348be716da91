import { useQuery } from '@tanstack/react-query';
import { contentPaths, pageSchema } from '#shared/api/content';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { pageTexts } from '../page-texts.ts';

/** GET /api/content/pages/{id}: one page with its body and documents, in any status. */
export function getPage(id: number, signal?: AbortSignal) {
  return apiFetch(contentPaths.page(id), matches(pageSchema), {
    signal,
    cache: 'no-store',
    fallbackMessage: pageTexts.pageLoadFailed,
  });
}

export function usePage(id: number) {
  return useQuery({ queryKey: queryKeys.pages.page(id), queryFn: ({ signal }) => getPage(id, signal) });
}
