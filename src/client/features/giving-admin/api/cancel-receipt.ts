import { useMutation, useQueryClient } from '@tanstack/react-query';
import { donationSchema, givingPaths } from '#shared/api/giving';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';

/** POST /api/giving/receipts/{id}/cancel {reason}: the receipt is kept, marked cancelled. */
export function cancelReceipt({ id, reason }: { id: number; reason: string }) {
  return apiFetch(givingPaths.cancelReceipt(id), matches(donationSchema), {
    method: 'POST',
    body: { reason },
    fallbackMessage: givingAdminTexts.cancel.failed,
  });
}

export function useCancelReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReceipt,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.giving.all }),
  });
}
