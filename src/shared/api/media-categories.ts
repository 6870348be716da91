import { z } from 'zod';
import { MAX_ID, textInput } from './common.ts';
import { ALL_CATEGORIES } from './media-fields.ts';

/**
 * The gallery's categories, which the administrator adds, renames, orders, merges and removes. A media
 * item names its category (`media_category`, as SPEC section 7 has it); an item whose category was removed
 * with "library only" names none (''): it stays in the media library and is never shown in the gallery.
 */
export const mediaCategoryPaths = {
  list: '/api/media/categories',
  add: '/api/media/categories',
  order: '/api/media/categories/order',
  rename: (id: number | string) => `/api/media/categories/${id}`,
  merge: (id: number | string) => `/api/media/categories/${id}/merge`,
  remove: (id: number | string) => `/api/media/categories/${id}`,
} as const;

/** What an item without a category stores and the API shows as its media_category. */
export const NO_CATEGORY = '';

export const CATEGORY_NAME_MAX = 100;

/** "1 photo or video", "3 photos and videos": how the panel counts a category's media. */
export const mediaCount = (count: number) =>
  count === 1 ? '1 photo or video' : `${count} photos and videos`;

export const categoryTexts = {
  nameRequired: "Please enter the category's name.",
  nameTooLong: `A category's name can be at most ${CATEGORY_NAME_MAX} characters.`,
  nameReserved: `"${ALL_CATEGORIES}" is the gallery's button for every category; please choose another name.`,
  nameTaken: (name: string) => `There is already a category named "${name}".`,
  notFound: 'This category no longer exists. The list has been reloaded.',
  unknown: (name: string) =>
    `"${name}" is not one of the gallery's categories. Please choose one from the Gallery categories list.`,
  orderStale:
    'The categories changed while you were ordering them. The list has been reloaded; please try again.',
  mergeIntoItself: 'A category cannot be merged into itself.',
  added: (name: string) => `Category "${name}" added.`,
  renamed: (from: string, to: string) => `Category "${from}" renamed to "${to}".`,
  reordered: 'Order of the categories saved.',
  merged: (from: string, into: string, moved: number) =>
    `Category "${from}" merged into "${into}": ${mediaCount(moved)} moved.`,
  removed: (name: string, moved: number, to: string | null) =>
    `Category "${name}" removed. ${moved === 0 ? 'It held no media.' : to === null ? `${mediaCount(moved)} kept in the media library only.` : `${mediaCount(moved)} moved to "${to}".`}`,
  libraryOnly: 'Keep in the media library only (not shown in the gallery)',
  noCategoryLabel: 'Library only (not in the gallery)',
} as const;

export const categoryNameSchema = textInput({ error: categoryTexts.nameRequired })
  .trim()
  .min(1, categoryTexts.nameRequired)
  .max(CATEGORY_NAME_MAX, categoryTexts.nameTooLong)
  .refine((name) => name.toLowerCase() !== ALL_CATEGORIES.toLowerCase(), categoryTexts.nameReserved);

const categoryId = z.number().int().positive().max(MAX_ID);

export const galleryCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** How many media items are in the category, published or not. */
  mediaCount: z.number().int(),
});
export type GalleryCategoryEntry = z.infer<typeof galleryCategorySchema>;

/** Every answer of the category endpoints: the categories in the gallery's order. */
export const categoryListSchema = z.object({
  categories: z.array(galleryCategorySchema),
  /** Media kept in the library only, with no category. */
  libraryOnlyCount: z.number().int(),
  message: z.string().optional(),
});
export type CategoryList = z.infer<typeof categoryListSchema>;

export const categoryNameBodySchema = z.object({ name: categoryNameSchema });
export type CategoryNameBody = z.input<typeof categoryNameBodySchema>;

/** Every current category's id, once each, in the new order. */
export const categoryOrderBodySchema = z.object({ ids: z.array(categoryId).min(1).max(1000) });
export type CategoryOrderBody = z.infer<typeof categoryOrderBodySchema>;

export const categoryMergeBodySchema = z.object({ into: categoryId });
export type CategoryMergeBody = z.infer<typeof categoryMergeBodySchema>;

/** Where a removed category's media go: another category's id, or `library` (kept, not in the gallery). */
export const categoryRemoveQuerySchema = z.object({
  media_to: z.union([z.literal('library'), z.coerce.number().int().positive().max(MAX_ID)], {
    error: 'Please choose where the media of this category go: another category or the media library only.',
  }),
});
export type CategoryRemoveQuery = z.input<typeof categoryRemoveQuerySchema>;
