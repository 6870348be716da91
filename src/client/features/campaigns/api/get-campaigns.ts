import { useQuery } from '@tanstack/react-query';
import { campaignListSchema, mailPaths, type Campaign } from '#shared/api/mail';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';

/** While a campaign is queued or sending, its progress is read again this often. */
export const ACTIVE_REFETCH_MS = 2000;

export const isActive = (campaign: Campaign) => campaign.status === 'queued' || campaign.status === 'sending';

/** GET /api/campaigns: the history, newest first, with sent/failed/waiting counts. */
export function getCampaigns(): Promise<Campaign[]> {
  return apiFetch(mailPaths.campaigns, matches(campaignListSchema));
}

export function useCampaigns() {
  return useQuery({
    queryKey: queryKeys.campaigns,
    queryFn: getCampaigns,
    refetchInterval: (query) => (query.state.data?.some(isActive) ? ACTIVE_REFETCH_MS : false),
  });
}
