import { contentPaths, pageSchema } from '#shared/api/content';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { pageTexts } from '../page-texts.ts';
import { usePagesMutation } from './pages-mutation.ts';

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

export const useRestoreRevision = () => usePagesMutation(restoreRevision);
