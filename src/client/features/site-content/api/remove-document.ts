import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentPaths } from '#shared/api/content';
import { messageBodySchema } from '#shared/api/errors';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { pageTexts } from '../page-texts.ts';

export interface RemoveDocumentVariables {
  pageId: number;
  documentId: number;
}

/** DELETE /api/content/documents/{id}: the PDF is gone from the page and from the server. */
export function removeDocument({ documentId }: RemoveDocumentVariables) {
  return apiFetch(contentPaths.document(documentId), matches(messageBodySchema), {
    method: 'DELETE',
    fallbackMessage: pageTexts.removeFailed,
  });
}

export function useRemoveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDocument,
    onSettled: (_answer, _error, { pageId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.pages.page(pageId) }),
  });
}
