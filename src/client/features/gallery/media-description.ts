import { mediaCategories } from '#shared/api/media-fields';
import type { MediaItem } from '#shared/api/media';
import type { Catalogue } from '#client/i18n/catalogue.ts';

/** The words a description is made of, in the page's language (layout.gallery.descriptions). */
export type MediaDescriptions = Catalogue['layout']['gallery']['descriptions'];

/** Which of those words describes a photo of each of the spec's categories. */
const categoryDescriptions: Record<
  (typeof mediaCategories)[number],
  Exclude<keyof MediaDescriptions, 'video'>
> = {
  'ISRO Show': 'isroShow',
  'Free English Speaking Class Photos': 'englishClass',
  'Free Cyber Security Session in Gov. School': 'cyberSession',
};

const isVideo = (item: Pick<MediaItem, 'media_type'>) => item.media_type.toLowerCase() === 'video';
export { isVideo };

/** The administrator's description, or else one made from the category, so no photo is left unnamed. */
export function describeMedia(
  item: Pick<MediaItem, 'alt_text' | 'media_category' | 'media_type'>,
  words: MediaDescriptions,
): string {
  const given = item.alt_text?.trim();
  if (given) return given;
  const known = mediaCategories.find((category) => category === item.media_category);
  const base = words[known ? categoryDescriptions[known] : 'other'];
  return isVideo(item) ? words.video(base) : base;
}
