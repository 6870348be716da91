import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Donation } from '#shared/api/giving';
import { queryKeys } from '#client/admin/query-keys.ts';

/** A change to a donation or its receipts: every list of donations loads again once it settles. */
export function useGivingChange<Variables>(mutationFn: (variables: Variables) => Promise<Donation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.giving.donationLists }),
  });
}
