import { mediaPaths, submitMediaResponseSchema, type MediaUpdate } from '#shared/api/media';
import { messages } from '#shared/messages';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { useChange } from '#client/admin/use-change.ts';

export interface UpdateMediaVariables extends MediaUpdate {
  id: number;
}

/**
 * PUT /api/update_media/{id} with the spec's {media_category, media_type, media_url}; answers like an upload,
 * with `{ message, media }`.
 */
export function updateMedia({ id, ...body }: UpdateMediaVariables) {
  return apiFetch(mediaPaths.update(id), matches(submitMediaResponseSchema), {
    method: 'PUT',
    body,
    fallbackMessage: messages.media.updateFailed,
  });
}

export const useUpdateMedia = () => useChange(updateMedia, queryKeys.media.all);
