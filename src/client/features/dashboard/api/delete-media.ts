import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaPaths } from '../../../../shared/api/media.ts';
import { messages } from '../../../../shared/messages.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** DELETE /api/delete_media/{id}: removes the item and its stored files. */
export function deleteMedia(id: number) {
  return apiFetch<{ message: string }>(mediaPaths.remove(id), {
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
