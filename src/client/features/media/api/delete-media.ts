import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaPaths } from '#shared/api/media';
import { messageBodySchema } from '#shared/api/errors';
import { messages } from '#shared/messages';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';

/** DELETE /api/delete_media/{id}: removes the item and its stored files. */
export function deleteMedia(id: number) {
  return apiFetch(mediaPaths.remove(id), matches(messageBodySchema), {
    method: 'DELETE',
    fallbackMessage: messages.media.deleteFailed,
  });
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.media.all }),
  });
}
