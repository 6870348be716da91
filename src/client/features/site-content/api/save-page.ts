import { contentPaths, pageSchema, type Page, type PageInput } from '#shared/api/content';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { pageTexts } from '../page-texts.ts';
import { usePagesMutation } from './pages-mutation.ts';

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

export const useSavePage = () => usePagesMutation(savePage);
