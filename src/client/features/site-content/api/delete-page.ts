import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentPaths } from '#shared/api/content';
import { messageBodySchema } from '#shared/api/errors';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { pageTexts } from '../page-texts.ts';

/** DELETE /api/content/pages/{id}: the page, its revisions and its place in the menu. */
export function deletePage(id: number) {
  return apiFetch(contentPaths.page(id), matches(messageBodySchema), {
    method: 'DELETE',
    fallbackMessage: pageTexts.deleteFailed,
  });
}

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePage,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.pages.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.overview });
    },
  });
}
