import { mailPaths, resumeCampaignResponseSchema, type Campaign } from '#shared/api/mail';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { useChange } from '#client/admin/use-change.ts';

/** POST /api/campaigns/:id/resume: a paused campaign goes on sending. */
export function resumeCampaign(campaignId: number): Promise<Campaign> {
  return apiFetch(mailPaths.resumeCampaign(campaignId), matches(resumeCampaignResponseSchema), {
    method: 'POST',
  });
}

export const useResumeCampaign = () => useChange(resumeCampaign, queryKeys.campaigns);
