import type { z } from 'zod';
import { donationSchema, givingPaths, type recordDonationSchema } from '#shared/api/giving';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { useGivingChange } from './use-giving-change.ts';

export type RecordInput = z.input<typeof recordDonationSchema>;

/** POST /api/giving/donations: a donation that came without a pledge, received at once. */
export function recordDonation(body: RecordInput) {
  return apiFetch(givingPaths.donations, matches(donationSchema), {
    method: 'POST',
    body,
    fallbackMessage: givingAdminTexts.record.failed,
  });
}

export const useRecordDonation = () => useGivingChange(recordDonation);
