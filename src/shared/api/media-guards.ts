import type { MediaItem, MediaPage } from './media.ts';
import { arrayOf, isInteger, isString, nullable, oneOf, shape, type Guard } from './guards.ts';

/** Zod-free mirror of media.ts's answer schemas, for the gallery. */
const isMediaVariant = shape({
  format: oneOf(['avif', 'webp', 'jpeg']),
  width: isInteger,
  url: isString,
});

export const isMediaItem: Guard<MediaItem> = shape({
  medias_id: isInteger,
  media_url: isString,
  media_type: isString,
  media_category: isString,
  alt_text: nullable(isString),
  status: oneOf(['processing', 'ready', 'failed']),
  status_reason: nullable(isString),
  width: nullable(isInteger),
  height: nullable(isInteger),
  placeholder: nullable(isString),
  poster_url: nullable(isString),
  variants: arrayOf(isMediaVariant),
  created_at: isString,
});

/** GET /api/images without `limit`: the spec's plain array. */
export const isMediaList: Guard<MediaItem[]> = arrayOf(isMediaItem);

/** GET /api/images with `limit`: one page `{ items, nextCursor }`. */
export const isMediaPage: Guard<MediaPage> = shape({
  items: isMediaList,
  nextCursor: nullable(isString),
});
