import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { donationSchema, givingPaths, type recordDonationSchema } from '#shared/api/giving';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';

export type RecordInput = z.input<typeof recordDonationSchema>;

/** POST /api/giving/donations: a donation that came without a pledge, received at once. */
export function recordDonation(body: RecordInput) {
  return apiFetch(givingPaths.donations, matches(donationSchema), {
    method: 'POST',
    body,
    fallbackMessage: givingAdminTexts.record.failed,
  });
}

export function useRecordDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordDonation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.giving.all }),
  });
}
