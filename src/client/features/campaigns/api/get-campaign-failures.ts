import { useQuery } from '@tanstack/react-query';
import { failedDeliveryListSchema, mailPaths } from '#shared/api/mail';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { ACTIVE_REFETCH_MS } from './get-campaigns.ts';

export interface FailedDelivery {
  email: string;
  reason: string | null;
  updated_at: string;
}

/** Under the campaigns key, so refreshing the history refreshes the open failure lists too. */
export const campaignFailuresKey = (campaignId: number) =>
  [...queryKeys.campaigns, 'failures', campaignId] as const;

/** GET /api/campaigns/:id/failures: who did not get the mail, and the server's reason. */
export function getCampaignFailures(campaignId: number): Promise<FailedDelivery[]> {
  return apiFetch(mailPaths.campaignFailures(campaignId), matches(failedDeliveryListSchema));
}

/** Loaded only while the list is open; kept fresh while the campaign is still sending. */
export function useCampaignFailures(campaignId: number, options: { enabled: boolean; active: boolean }) {
  return useQuery({
    queryKey: campaignFailuresKey(campaignId),
    queryFn: () => getCampaignFailures(campaignId),
    enabled: options.enabled,
    refetchInterval: options.enabled && options.active ? ACTIVE_REFETCH_MS : false,
  });
}
