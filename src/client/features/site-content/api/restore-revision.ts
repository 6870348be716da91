import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentPaths, pageSchema } from '#shared/api/content';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { pageTexts } from '../page-texts.ts';

export interface RestoreVariables {
  id: number;
  revisionId: number;
}

/** POST /api/content/pages/{id}/revisions/{revisionId}/restore: the texts come back as a new save. */
export function restoreRevision({ id, revisionId }: RestoreVariables) {
  return apiFetch(contentPaths.restore(id, revisionId), matches(pageSchema), {
    method: 'POST',
    fallbackMessage: pageTexts.restoreFailed,
  });
}

export function useRestoreRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreRevision,
    onSuccess: (page) => {
      queryClient.setQueryData(queryKeys.pages.page(page.id), page);
      void queryClient.invalidateQueries({ queryKey: queryKeys.pages.list });
      void queryClient.invalidateQueries({ queryKey: queryKeys.pages.revisions(page.id) });
    },
  });
}
