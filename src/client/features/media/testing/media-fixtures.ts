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
