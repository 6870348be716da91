import { mediaCategories } from '#shared/api/media-fields';
import type { CategoryList } from '#shared/api/media-categories';
import type { MediaItem } from '#shared/api/media';
import { photo } from '#shared/api/testing/answer-samples';

/** An item as the dashboard lists it, without the sizes, preview and variants processing adds. */
export const mediaItem = (id: number, overrides: Partial<MediaItem> = {}): MediaItem => ({
  ...photo,
  medias_id: id,
  media_url: `/uploads/${id}.png`,
  alt_text: `Photo number ${id}`,
  width: null,
  height: null,
  placeholder: null,
  variants: [],
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** GET /api/media/categories of a fresh install: the three categories, none holding media yet. */
export const seededCategories = (): CategoryList => ({
  categories: mediaCategories.map((name, index) => ({ id: index + 1, name, mediaCount: 0 })),
  libraryOnlyCount: 0,
});
