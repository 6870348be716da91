import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaPaths, type MediaItem, type MediaUpdate } from '../../../../shared/api/media.ts';
import { messages } from '../../../../shared/messages.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../query-keys.ts';

export interface UpdateMediaVariables extends MediaUpdate {
  id: number;
}

/** PUT /api/update_media/{id} with the spec's {media_category, media_type, media_url}. */
export function updateMedia({ id, ...body }: UpdateMediaVariables) {
  return apiFetch<{ message: string; media: MediaItem }>(mediaPaths.update(id), {
    method: 'PUT',
    body,
    fallbackMessage: messages.media.updateFailed,
  });
}

export function useUpdateMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMedia,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.media.all }),
  });
}
