import { isAddSubscriptionAnswer } from '#shared/api/subscription-guards';
import { subscriptionPaths } from '#shared/api/subscription-paths';
import type { AddSubscriptionInput } from '#shared/api/subscriptions';
import { apiFetch } from '#client/lib/api-client.ts';

export interface AddSubscriptionResult {
  message: string;
  pendingConfirmation: boolean;
}

/**
 * POST /api/add_subscription. A refusal carries the server's error text, or `failed` (the spec's fallback,
 * in the page's language).
 */
export function addSubscription(input: AddSubscriptionInput, failed: string): Promise<AddSubscriptionResult> {
  return apiFetch(subscriptionPaths.add, isAddSubscriptionAnswer, {
    method: 'POST',
    body: input,
    fallbackMessage: failed,
  });
}
