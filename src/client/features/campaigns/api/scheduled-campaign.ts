import { mailPaths, resumeCampaignResponseSchema, type Campaign } from '#shared/api/mail';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { useChange } from '#client/admin/use-change.ts';

/** POST /api/campaigns/:id/cancel: a scheduled mail is called off; nobody receives it. */
export function cancelCampaign(campaignId: number): Promise<Campaign> {
  return apiFetch(mailPaths.cancelCampaign(campaignId), matches(resumeCampaignResponseSchema), {
    method: 'POST',
  });
}

/** POST /api/campaigns/:id/send-now: a scheduled mail goes now instead of at its time. */
export function sendCampaignNow(campaignId: number): Promise<Campaign> {
  return apiFetch(mailPaths.sendCampaignNow(campaignId), matches(resumeCampaignResponseSchema), {
    method: 'POST',
  });
}

export const useCancelCampaign = () => useChange(cancelCampaign, queryKeys.campaigns);
export const useSendCampaignNow = () => useChange(sendCampaignNow, queryKeys.campaigns);
