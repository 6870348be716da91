import { mediaCategories } from '#shared/api/media-fields';
import type { MediaItem } from '#shared/api/media';

const categoryDescriptions: Record<(typeof mediaCategories)[number], string> = {
  'ISRO Show': 'Children at the ISRO space show',
  'Free English Speaking Class Photos': 'Children at a free English speaking class',
  'Free Cyber Security Session in Gov. School':
    'Students at a free cyber security session in a government school',
};

const isVideo = (item: Pick<MediaItem, 'media_type'>) => item.media_type.toLowerCase() === 'video';
export { isVideo };

/** The administrator's description, or else one made from the category, so no photo is left unnamed. */
export function describeMedia(item: Pick<MediaItem, 'alt_text' | 'media_category' | 'media_type'>): string {
  const given = item.alt_text?.trim();
  if (given) return given;
  const known = mediaCategories.find((category) => category === item.media_category);
  const base = known ? categoryDescriptions[known] : 'A moment from our programmes';
  return isVideo(item) ? `Video: ${base}` : base;
}
