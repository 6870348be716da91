import type { z } from 'zod';
import { donationSchema, givingPaths, type reissueSchema } from '#shared/api/giving';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { useGivingChange } from './use-giving-change.ts';

export type ReissueInput = z.input<typeof reissueSchema>;

/**
 * POST /api/giving/receipts/{id}/reissue {reason, correction?}: the document is cancelled and its
 * replacement issued (the donation corrected first when a correction is given) and mailed.
 */
export function reissueReceipt({ id, ...body }: ReissueInput & { id: number }) {
  return apiFetch(givingPaths.reissue(id), matches(donationSchema), {
    method: 'POST',
    body,
    fallbackMessage: givingAdminTexts.reissue.failed,
  });
}

export const useReissueReceipt = () => useGivingChange(reissueReceipt);
