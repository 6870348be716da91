import { contentPaths, documentFields, documentSchema } from '#shared/api/content';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { pageTexts } from '../page-texts.ts';
import { usePagesMutation } from './pages-mutation.ts';

export interface UploadDocumentVariables {
  pageId: number;
  title: string;
  year: string;
  file: File;
}

/** POST /api/content/documents (multipart): a PDF attached to the page; 415 for anything else. */
export function uploadDocument({ pageId, title, year, file }: UploadDocumentVariables) {
  const form = new FormData();
  form.set(documentFields.title, title);
  form.set(documentFields.year, year);
  form.set(documentFields.pageId, String(pageId));
  form.set(documentFields.file, file);
  return apiFetch(contentPaths.documents, matches(documentSchema), {
    method: 'POST',
    body: form,
    fallbackMessage: pageTexts.uploadFailed,
  });
}

export const useUploadDocument = () => usePagesMutation(uploadDocument);
