import type { z } from 'zod';
import { donationSchema, givingPaths, type correctionSchema } from '#shared/api/giving';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { useGivingChange } from './use-giving-change.ts';

export type CorrectionInput = z.input<typeof correctionSchema>;

/**
 * PUT /api/giving/donations/{id}: the donation as it should now read, with the reason. Only for a pledge or
 * a received donation without a live document (409 with the server's message otherwise).
 */
export function correctDonation({ id, ...body }: CorrectionInput & { id: number }) {
  return apiFetch(givingPaths.donation(id), matches(donationSchema), {
    method: 'PUT',
    body,
    fallbackMessage: givingAdminTexts.correct.failed,
  });
}

export const useCorrectDonation = () => useGivingChange(correctDonation);
