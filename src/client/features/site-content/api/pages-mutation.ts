import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '#client/admin/query-keys.ts';

/**
 * A write to pages or their documents. Whatever it changed (a page, its revisions, its documents, the
 * list, the overview's counts) is read again once the server has answered, refused or not.
 */
export function usePagesMutation<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.pages.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.overview }),
      ]),
  });
}
