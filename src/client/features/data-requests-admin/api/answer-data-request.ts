import { z } from 'zod';
import { messageBodySchema } from '#shared/api/errors';
import { dataRequestPaths, foundSchema } from '#shared/api/data-requests';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { useChange } from '#client/admin/use-change.ts';
import { dataRequestsTexts } from '../data-requests-texts.ts';

/** POST /api/data-requests/{id}/done: a correction made, or the file of a request to see sent again. */
export function markDataRequestDone({ id, note }: { id: number; note: string }) {
  return apiFetch(dataRequestPaths.done(id), matches(messageBodySchema), {
    method: 'POST',
    body: { note },
    fallbackMessage: dataRequestsTexts.changeFailed,
  });
}

/** POST /api/data-requests/{id}/erase: everything not kept by law goes. */
export function eraseDataRequest({ id }: { id: number }) {
  return apiFetch(
    dataRequestPaths.erase(id),
    matches(z.object({ message: z.string(), found: z.array(foundSchema) })),
    { method: 'POST', fallbackMessage: dataRequestsTexts.changeFailed },
  );
}

export const useMarkDataRequestDone = () => useChange(markDataRequestDone, queryKeys.dataRequests);
export const useEraseDataRequest = () => useChange(eraseDataRequest, queryKeys.dataRequests);
