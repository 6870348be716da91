import { donationSchema, givingPaths } from '#shared/api/giving';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { useGivingChange } from './use-giving-change.ts';

/** POST /api/giving/donations/{id}/cancel {reason}: a pledge that will not be paid, kept as cancelled. */
export function cancelPledge({ id, reason }: { id: number; reason: string }) {
  return apiFetch(givingPaths.cancelPledge(id), matches(donationSchema), {
    method: 'POST',
    body: { reason },
    fallbackMessage: givingAdminTexts.cancelPledge.failed,
  });
}

export const useCancelPledge = () => useGivingChange(cancelPledge);
