import { useQuery } from '@tanstack/react-query';
import { contentPaths, pageListSchema } from '#shared/api/content';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { pageTexts } from '../page-texts.ts';

/** GET /api/content/pages/all: every page with its status, without bodies. */
export function getPages(signal?: AbortSignal) {
  return apiFetch(contentPaths.allPages, matches(pageListSchema), {
    signal,
    cache: 'no-store',
    fallbackMessage: pageTexts.loadFailed,
  });
}

export function usePages() {
  return useQuery({ queryKey: queryKeys.pages.list, queryFn: ({ signal }) => getPages(signal) });
}
