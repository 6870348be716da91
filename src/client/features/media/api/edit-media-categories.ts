/**
 * The changes of the Gallery categories panel, one per endpoint: add, rename, reorder, merge and remove.
 * Each answers with the whole list; the media are read again afterwards (a rename or a removal changes
 * their category).
 */
import {
  categoryListSchema,
  mediaCategoryPaths,
  type CategoryMergeBody,
  type CategoryOrderBody,
} from '#shared/api/media-categories';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { useChange } from '#client/admin/use-change.ts';

const answer = matches(categoryListSchema);
const fallbackMessage = 'The categories could not be changed. Please try again.';

/** POST /api/media/categories */
export const addCategory = ({ name }: { name: string }) =>
  apiFetch(mediaCategoryPaths.add, answer, { method: 'POST', body: { name }, fallbackMessage });

/** PUT /api/media/categories/{id}: its media take the new name too. */
export const renameCategory = ({ id, name }: { id: number; name: string }) =>
  apiFetch(mediaCategoryPaths.rename(id), answer, { method: 'PUT', body: { name }, fallbackMessage });

/** PUT /api/media/categories/order with every category's id in the new order. */
export const reorderCategories = (body: CategoryOrderBody) =>
  apiFetch(mediaCategoryPaths.order, answer, { method: 'PUT', body, fallbackMessage });

/** POST /api/media/categories/{id}/merge: its media move into `into`, and it goes. */
export const mergeCategory = ({ id, into }: CategoryMergeBody & { id: number }) =>
  apiFetch(mediaCategoryPaths.merge(id), answer, { method: 'POST', body: { into }, fallbackMessage });

/** DELETE /api/media/categories/{id}?media_to=: its media go to another category or stay in the library only. */
export const removeCategory = ({ id, mediaTo }: { id: number; mediaTo: number | 'library' }) =>
  apiFetch(`${mediaCategoryPaths.remove(id)}?media_to=${mediaTo}`, answer, {
    method: 'DELETE',
    fallbackMessage,
  });

export const useAddCategory = () => useChange(addCategory, queryKeys.media.all);
export const useRenameCategory = () => useChange(renameCategory, queryKeys.media.all);
export const useReorderCategories = () => useChange(reorderCategories, queryKeys.media.all);
export const useMergeCategory = () => useChange(mergeCategory, queryKeys.media.all);
export const useRemoveCategory = () => useChange(removeCategory, queryKeys.media.all);
