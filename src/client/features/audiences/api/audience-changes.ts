import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  audienceListSchema,
  audiencePaths,
  audienceSchema,
  removeAudienceResponseSchema,
  type Audience,
  type UpdateAudienceInput,
} from '#shared/api/audiences';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { useChange } from '#client/admin/use-change.ts';
import { audiencesTexts as say } from '../audiences-texts.ts';

/** POST /api/audiences: a new audience, last in the order, not offered on the form yet. */
export function createAudience(input: { name: string }): Promise<Audience> {
  return apiFetch(audiencePaths.list, matches(audienceSchema), {
    method: 'POST',
    body: input,
    fallbackMessage: say.changeFailed,
  });
}

/** PUT /api/audiences/:key: its name and whether the subscribe form offers it. */
export function updateAudience(input: { key: string } & UpdateAudienceInput): Promise<Audience> {
  const { key, ...body } = input;
  return apiFetch(audiencePaths.one(key), matches(audienceSchema), {
    method: 'PUT',
    body,
    fallbackMessage: say.changeFailed,
  });
}

/** POST /api/audiences/reorder: every key, in the new order; answers with the list as it now stands. */
export function reorderAudiences(keys: string[]): Promise<Audience[]> {
  return apiFetch(audiencePaths.order, matches(audienceListSchema), {
    method: 'POST',
    body: { keys },
    fallbackMessage: say.changeFailed,
  });
}

/** DELETE /api/audiences/:key?moveTo=: its subscribers move to `moveTo` and it goes, both or neither. */
export function removeAudience(input: { key: string; moveTo?: string | undefined }) {
  const query = input.moveTo ? `?moveTo=${encodeURIComponent(input.moveTo)}` : '';
  return apiFetch(`${audiencePaths.one(input.key)}${query}`, matches(removeAudienceResponseSchema), {
    method: 'DELETE',
    fallbackMessage: say.changeFailed,
  });
}

export const useCreateAudience = () => useChange(createAudience, queryKeys.audiences);
export const useUpdateAudience = () => useChange(updateAudience, queryKeys.audiences);

/** The new order shows at once from the answer, so the moved item stays under the keyboard's focus. */
export function useReorderAudiences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderAudiences,
    onSuccess: (list) => queryClient.setQueryData(queryKeys.audiences, list),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.audiences }),
  });
}

/** Removing moves subscribers: both the audiences and the subscribers are read again. */
export function useRemoveAudience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAudience,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.audiences }),
        queryClient.invalidateQueries({ queryKey: queryKeys.subscriptions }),
      ]),
  });
}
