import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mailPaths, type Campaign } from '../../../../shared/api/mail.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../dashboard/query-keys.ts';

/** POST /api/campaigns/:id/resume: a paused campaign goes on sending. */
export function resumeCampaign(campaignId: number): Promise<Campaign> {
  return apiFetch<Campaign>(mailPaths.resumeCampaign(campaignId), { method: 'POST' });
}

export function useResumeCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeCampaign,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.campaigns }),
  });
}
