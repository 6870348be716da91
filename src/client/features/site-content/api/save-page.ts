import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentPaths, pageSchema, type Page, type PageInput } from '#shared/api/content';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { pageTexts } from '../page-texts.ts';

export interface SavePageVariables {
  /** Absent for a new page. */
  id?: number;
  input: PageInput;
}

/** POST /api/content/pages (a new page) or PUT /api/content/pages/{id}; every save keeps a revision. */
export function savePage({ id, input }: SavePageVariables): Promise<Page> {
  return apiFetch(id === undefined ? contentPaths.pages : contentPaths.page(id), matches(pageSchema), {
    method: id === undefined ? 'POST' : 'PUT',
    body: input,
    fallbackMessage: pageTexts.saveFailed,
  });
}

export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePage,
    onSuccess: (page) => {
      queryClient.setQueryData(queryKeys.pages.page(page.id), page);
      void queryClient.invalidateQueries({ queryKey: queryKeys.pages.list });
      void queryClient.invalidateQueries({ queryKey: queryKeys.pages.revisions(page.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.overview });
    },
  });
}
