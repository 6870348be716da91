import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { donationChangeSchema, givingPaths, type DonationChange } from '#shared/api/giving';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';

const changeListSchema = z.array(donationChangeSchema);

/** GET /api/giving/donations/{id}/changes: who changed what of a donation, and when, oldest first. */
export function fetchDonationChanges(id: number, signal?: AbortSignal): Promise<DonationChange[]> {
  return apiFetch(givingPaths.changes(id), matches(changeListSchema), {
    signal,
    fallbackMessage: givingAdminTexts.history.failed,
  });
}

export function useDonationChanges(id: number) {
  return useQuery({
    // Under the donations' key, so any change to a donation or its documents refreshes its history too.
    queryKey: [...queryKeys.giving.donationLists, id, 'changes'],
    queryFn: ({ signal }) => fetchDonationChanges(id, signal),
    staleTime: 0,
  });
}
