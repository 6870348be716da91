import { z } from 'zod';
import { messages } from '../messages.ts';
import { textInput } from './common.ts';
import { mediaTypes } from './media-fields.ts';

export { ALL_CATEGORIES, mediaCategories, mediaPaths, mediaTypes, uploadFields } from './media-fields.ts';
export type { MediaCategory, MediaType } from './media-fields.ts';

/** media_type is compared without regard to case (SPEC section 3): 'photo', 'PHOTO' and 'Photo' are one. */
export const mediaTypeSchema = z
  .string()
  .trim()
  .transform((value) => mediaTypes.find((type) => type.toLowerCase() === value.toLowerCase()))
  .pipe(z.enum(mediaTypes, { error: messages.media.categoryAndTypeRequired }));

/**
 * A category's name as sent; whether it is one of the gallery's current categories is the server's to say
 * (the administrator edits them). Missing or blank is the spec's message.
 */
export const mediaCategorySchema = textInput({ error: messages.media.categoryAndTypeRequired })
  .trim()
  .min(1, messages.media.categoryAndTypeRequired)
  .max(100, messages.media.categoryAndTypeRequired);

export const mediaStatuses = ['processing', 'ready', 'failed'] as const;

export const mediaVariantSchema = z.object({
  format: z.enum(['avif', 'webp', 'jpeg']),
  width: z.number().int(),
  url: z.string(),
});
export type MediaVariant = z.infer<typeof mediaVariantSchema>;

export const mediaItemSchema = z.object({
  medias_id: z.number().int(),
  /** A photo's largest JPEG variant; '' while it is processing or after it failed (originals are never served). */
  media_url: z.string(),
  media_type: z.string(),
  media_category: z.string(),
  /** Text describing the photo, used as its alt text. */
  alt_text: z.string().nullable(),
  status: z.enum(mediaStatuses),
  /** Why processing failed, shown to the administrator. */
  status_reason: z.string().nullable(),
  /**
   * Administrator only (never sent to visitors): what to know about an item that is on the site, e.g. a
   * video published with its original metadata because the server has no ffmpeg.
   */
  status_notice: z.string().nullable().optional(),
  /**
   * Administrator only: whether identifiable children are in it ('yes', 'no'; null: added before the
   * question was asked) and where the parents' consent is on file (null: none). See media-children.ts.
   */
  children: z.enum(['yes', 'no']).nullable().optional(),
  children_consent: z.string().nullable().optional(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** A tiny blurred preview as a data: URL. */
  placeholder: z.string().nullable(),
  poster_url: z.string().nullable(),
  variants: z.array(mediaVariantSchema),
  created_at: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaListSchema = z.array(mediaItemSchema);
export const mediaPageSchema = z.object({ items: mediaListSchema, nextCursor: z.string().nullable() });
export type MediaPage = z.infer<typeof mediaPageSchema>;

export const MEDIA_PAGE_MAX = 100;

/** Without `limit` the answer is the spec's full array; with it, a page `{ items, nextCursor }`. */
export const mediaListQuerySchema = z.object({
  category: textInput().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(MEDIA_PAGE_MAX).optional(),
  cursor: textInput().max(100).optional(),
  /** Words of a photo's description to look for, without regard to case (the picture dialog's search). */
  q: textInput().trim().max(100).optional(),
});

export const httpUrlSchema = textInput()
  .trim()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, messages.media.badUrl);

export const ALT_TEXT_MAX = 300;
export const altTextSchema = textInput().trim().max(ALT_TEXT_MAX);

export const mediaUpdateSchema = z.object({
  /** '' keeps an item in the media library only (not in the gallery). */
  media_category: z.union([z.literal(''), mediaCategorySchema], {
    error: messages.media.categoryAndTypeRequired,
  }),
  media_type: mediaTypeSchema,
  /** Accepted for compatibility with the original client; only a URL-mode item's URL can change. */
  media_url: textInput().max(2048).optional(),
  alt_text: altTextSchema.optional(),
});
export type MediaUpdate = z.input<typeof mediaUpdateSchema>;

export const submitMediaResponseSchema = z.object({ message: z.string(), media: mediaItemSchema });
