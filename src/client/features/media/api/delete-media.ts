import { mediaPaths } from '#shared/api/media';
import { messages } from '#shared/messages';
import { queryKeys } from '#client/admin/query-keys.ts';
import { sendChange } from '#client/admin/send-change.ts';
import { useChange } from '#client/admin/use-change.ts';

/** DELETE /api/delete_media/{id}: removes the item and its stored files. */
export function deleteMedia(id: number) {
  return sendChange(mediaPaths.remove(id), 'DELETE', messages.media.deleteFailed);
}

export const useDeleteMedia = () => useChange(deleteMedia, queryKeys.media.all);
