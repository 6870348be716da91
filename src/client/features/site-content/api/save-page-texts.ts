import {
  contentPaths,
  pageSchema,
  type Page,
  type PageLanguage,
  type PageTranslationInput,
} from '#shared/api/content';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { pageTexts } from '../page-texts.ts';
import { usePagesMutation } from './pages-mutation.ts';

export interface SavePageTextsVariables {
  id: number;
  language: PageLanguage;
  input: PageTranslationInput;
}

/**
 * PUT /api/content/pages/{id}?lang=kn: one language's title, summary and body, leaving English and the
 * other languages as they are; a revision like every save.
 */
export function savePageTexts({ id, language, input }: SavePageTextsVariables): Promise<Page> {
  return apiFetch(`${contentPaths.page(id)}?lang=${language}`, matches(pageSchema), {
    method: 'PUT',
    body: input,
    fallbackMessage: pageTexts.saveFailed,
  });
}

export const useSavePageTexts = () => usePagesMutation(savePageTexts);
