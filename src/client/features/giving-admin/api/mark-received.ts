import type { z } from 'zod';
import { donationSchema, givingPaths, type markReceivedSchema } from '#shared/api/giving';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { useGivingChange } from './use-giving-change.ts';

export type ReceivedInput = z.input<typeof markReceivedSchema>;

/** POST /api/giving/donations/{id}/received: the answer tells whether an 80G receipt was issued. */
export function markReceived({ id, ...body }: ReceivedInput & { id: number }) {
  return apiFetch(givingPaths.received(id), matches(donationSchema), {
    method: 'POST',
    body,
    fallbackMessage: givingAdminTexts.received.failed,
  });
}

export const useMarkReceived = () => useGivingChange(markReceived);
