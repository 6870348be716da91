import { contentPaths } from '#shared/api/content';
import { messageBodySchema } from '#shared/api/errors';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { pageTexts } from '../page-texts.ts';
import { usePagesMutation } from './pages-mutation.ts';

/** DELETE /api/content/documents/{id}: the PDF is gone from the page and from the server. */
export function removeDocument(documentId: number) {
  return apiFetch(contentPaths.document(documentId), matches(messageBodySchema), {
    method: 'DELETE',
    fallbackMessage: pageTexts.removeFailed,
  });
}

export const useRemoveDocument = () => usePagesMutation(removeDocument);
