import { contentPaths } from '#shared/api/content';
import { messageBodySchema } from '#shared/api/errors';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { pageTexts } from '../page-texts.ts';
import { usePagesMutation } from './pages-mutation.ts';

/** DELETE /api/content/pages/{id}: the page, its revisions and its place in the menu. */
export function deletePage(id: number) {
  return apiFetch(contentPaths.page(id), matches(messageBodySchema), {
    method: 'DELETE',
    fallbackMessage: pageTexts.deleteFailed,
  });
}

export const useDeletePage = () => usePagesMutation(deletePage);
