import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionListSchema, subscriptionPaths, type Subscription } from '#shared/api/subscriptions';
import { messages } from '#shared/messages';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';

/** GET /api/get_subscriptions: every subscription with its role and status. */
export function fetchSubscriptions(signal?: AbortSignal): Promise<Subscription[]> {
  return apiFetch(subscriptionPaths.list, matches(subscriptionListSchema), {
    signal,
    fallbackMessage: messages.subscriptions.fetchFailed,
  });
}

export const subscriptionsOptions = () =>
  queryOptions({ queryKey: queryKeys.subscriptions, queryFn: ({ signal }) => fetchSubscriptions(signal) });

export function useSubscriptions() {
  return useQuery(subscriptionsOptions());
}
