import { useQuery } from '@tanstack/react-query';
import { contentPaths, revisionListSchema } from '#shared/api/content';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { pageTexts } from '../page-texts.ts';

/** GET /api/content/pages/{id}/revisions: every save of the page, newest first. */
export function getRevisions(id: number, signal?: AbortSignal) {
  return apiFetch(contentPaths.revisions(id), matches(revisionListSchema), {
    signal,
    cache: 'no-store',
    fallbackMessage: pageTexts.revisionsFailed,
  });
}

export function useRevisions(id: number) {
  return useQuery({
    queryKey: queryKeys.pages.revisions(id),
    queryFn: ({ signal }) => getRevisions(id, signal),
  });
}
