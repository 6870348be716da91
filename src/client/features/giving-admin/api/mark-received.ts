import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { donationSchema, givingPaths, type markReceivedSchema } from '#shared/api/giving';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';

export type ReceivedInput = z.input<typeof markReceivedSchema>;

/** POST /api/giving/donations/{id}/received: the answer tells whether an 80G receipt was issued. */
export function markReceived({ id, ...body }: ReceivedInput & { id: number }) {
  return apiFetch(givingPaths.received(id), matches(donationSchema), {
    method: 'POST',
    body,
    fallbackMessage: givingAdminTexts.received.failed,
  });
}

export function useMarkReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markReceived,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.giving.all }),
  });
}
