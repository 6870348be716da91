import { useMutation, useQueryClient } from '@tanstack/react-query';
import { audiencePaths } from '#shared/api/audiences';
import { subscriptionSchema, type Subscription } from '#shared/api/subscriptions';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { audiencesTexts } from './audiences-texts.ts';

/** PUT /api/subscriptions/:id/audience: one subscriber moves to another audience. */
export function setSubscriberAudience(input: { id: number; audience: string }): Promise<Subscription> {
  return apiFetch(audiencePaths.subscriberAudience(input.id), matches(subscriptionSchema), {
    method: 'PUT',
    body: { audience: input.audience },
    fallbackMessage: audiencesTexts.changeFailed,
  });
}

/** The list of subscribers and the audiences' counts both change. */
export function useSetSubscriberAudience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSubscriberAudience,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.subscriptions }),
        queryClient.invalidateQueries({ queryKey: queryKeys.audiences }),
      ]),
  });
}
