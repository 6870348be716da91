import { donationSchema, givingPaths } from '#shared/api/giving';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { useGivingChange } from './use-giving-change.ts';

/** POST /api/giving/receipts/{id}/cancel {reason}: the receipt is kept, marked cancelled. */
export function cancelReceipt({ id, reason }: { id: number; reason: string }) {
  return apiFetch(givingPaths.cancelReceipt(id), matches(donationSchema), {
    method: 'POST',
    body: { reason },
    fallbackMessage: givingAdminTexts.cancel.failed,
  });
}

export const useCancelReceipt = () => useGivingChange(cancelReceipt);
