import type { MediaItem, MediaPage } from '#shared/api/media';
import { photo as samplePhoto } from '#shared/api/testing/answer-samples';

let nextId = 1000;

/** A published photo with its variants, as the API returns it. */
export function photo(overrides: Partial<MediaItem> = {}): MediaItem {
  const id = overrides.medias_id ?? nextId--;
  const variants = [320, 640, 1280].flatMap((width) =>
    (['avif', 'webp', 'jpeg'] as const).map((format) => ({
      format,
      width,
      url: `/uploads/p${id}-${width}.${format === 'jpeg' ? 'jpg' : format}`,
    })),
  );
  return {
    ...samplePhoto,
    medias_id: id,
    media_url: `/uploads/p${id}-1280.jpg`,
    alt_text: `Photo ${id}`,
    variants,
    ...overrides,
  };
}

export function video(overrides: Partial<MediaItem> = {}): MediaItem {
  const id = overrides.medias_id ?? nextId--;
  return photo({
    medias_id: id,
    media_type: 'Video',
    media_url: `/uploads/v${id}.mp4`,
    poster_url: '/uploads/video-poster-v1.jpg',
    variants: [],
    width: null,
    height: null,
    placeholder: null,
    alt_text: `Video ${id}`,
    ...overrides,
  });
}

export const pageOf = (items: MediaItem[], nextCursor: string | null = null): MediaPage => ({
  items,
  nextCursor,
});
