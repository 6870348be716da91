import { useQuery } from '@tanstack/react-query';
import {
  ALL_CATEGORIES,
  MEDIA_PAGE_MAX,
  mediaPageSchema,
  mediaPaths,
  type MediaItem,
} from '#shared/api/media';
import { matches } from '#client/lib/answer-schema.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/admin/query-keys.ts';
import { pageTexts } from '../page-texts.ts';

const isReadyPhoto = (item: MediaItem) =>
  item.status === 'ready' &&
  item.media_type.toLowerCase() === 'photo' &&
  item.media_url.startsWith('/uploads/');

/** GET /api/images?category=All: the newest photos of the library that a page may show. */
export async function getLibraryPhotos(signal?: AbortSignal): Promise<MediaItem[]> {
  const params = new URLSearchParams({ category: ALL_CATEGORIES, limit: String(MEDIA_PAGE_MAX) });
  const page = await apiFetch(`${mediaPaths.list}?${params.toString()}`, matches(mediaPageSchema), {
    signal,
    fallbackMessage: pageTexts.picturesFailed,
  });
  return page.items.filter(isReadyPhoto);
}

export function useLibraryPhotos(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.libraryPhotos,
    queryFn: ({ signal }) => getLibraryPhotos(signal),
    enabled,
  });
}
