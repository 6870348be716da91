/** Paths and fixed lists of the media endpoints, without the zod schemas (public pages stay small); media.ts re-exports them. */
export const mediaPaths = {
  list: '/api/images',
  submit: '/api/submit_media',
  update: (id: number | string) => `/api/update_media/${id}`,
  remove: (id: number | string) => `/api/delete_media/${id}`,
} as const;

/** What a fresh install starts with; the current categories come from the server. */
export { defaultGalleryCategories as mediaCategories } from '../content/gallery-categories.ts';
/** A category's name: one of the administrator's current categories. */
export type MediaCategory = string;
export const ALL_CATEGORIES = 'All';

/**
 * Items per page of the gallery (the first page is also rendered into /gallery's HTML): a few screens of
 * tiles, divisible by the 2, 3 and 4 columns of the grid.
 */
export const GALLERY_PAGE_SIZE = 24;

export const mediaTypes = ['Photo', 'Video'] as const;
export type MediaType = (typeof mediaTypes)[number];

/** The multipart fields of submit_media, as the spec's client sends them. */
export const uploadFields = {
  file: 'file',
  url: 'media_url',
  category: 'mediaCategory',
  type: 'mediaType',
  altText: 'altText',
  /**
   * 'true': the upload goes to the media library only, in no gallery category (a team photo, a page's
   * picture); the category is then not asked for. Insert Media always names a category (SPEC).
   */
  libraryOnly: 'libraryOnly',
} as const;
