import { GALLERY_PAGE_SIZE, mediaPaths, type MediaCategory } from '#shared/api/media-fields';
import { isMediaPage } from '#shared/api/media-guards';
import type { MediaPage } from '#shared/api/media';
import { messages } from '#shared/messages';
import { apiFetch } from '#client/lib/api-client.ts';

/** 'All' or the name of one of the administrator's categories. */
export type GalleryCategory = MediaCategory;

/** GET /api/images?category=&limit=&cursor= : one page of published media, newest first. */
export function getImagesPage(
  category: GalleryCategory,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MediaPage> {
  const params = new URLSearchParams({ category, limit: String(GALLERY_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiFetch(`${mediaPaths.list}?${params.toString()}`, isMediaPage, {
    signal,
    fallbackMessage: messages.media.galleryLoadFailed,
  });
}
