import { useQuery } from '@tanstack/react-query';
import { contentPaths, revisionTextSchema } from '#shared/api/content';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { pageTexts } from '../page-texts.ts';

/** GET /api/content/pages/{id}/revisions/{revisionId}: an earlier save with its texts. */
export function getRevision(id: number, revisionId: number, signal?: AbortSignal) {
  return apiFetch(contentPaths.revision(id, revisionId), matches(revisionTextSchema), {
    signal,
    fallbackMessage: pageTexts.revisionFailed,
  });
}

export function useRevision(id: number, revisionId: number) {
  return useQuery({
    queryKey: queryKeys.pages.revision(id, revisionId),
    queryFn: ({ signal }) => getRevision(id, revisionId, signal),
    // A saved version never changes.
    staleTime: Infinity,
  });
}
