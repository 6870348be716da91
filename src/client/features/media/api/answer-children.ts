import { submitMediaResponseSchema } from '#shared/api/media';
import { childrenPaths, type ChildrenAnswer } from '#shared/api/media-children';
import { messages } from '#shared/messages';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { useChange } from '#client/admin/use-change.ts';

export interface AnswerChildrenVariables {
  id: number;
  children: ChildrenAnswer;
  /** Where the parents' consent is on file; '' when it is not. */
  consent: string;
}

/** PUT /api/media/{id}/children: records or corrects the answer about children in an item. */
export function answerChildren({ id, ...body }: AnswerChildrenVariables) {
  return apiFetch(childrenPaths.answer(id), matches(submitMediaResponseSchema), {
    method: 'PUT',
    body,
    fallbackMessage: messages.media.updateFailed,
  });
}

export const useAnswerChildren = () => useChange(answerChildren, queryKeys.media.all);
