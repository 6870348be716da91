import { z } from 'zod';
import { MAX_ID, optionalText, requiredText, textInput } from './common.ts';
import {
  SLUG_PATTERN,
  contentLimits as limits,
  contentMessages as say,
  pageKinds,
  pageStatuses,
} from './content-fields.ts';

/** Pages the administrator writes (Our Philosophy, Financials, ...): schemas of the page endpoints. */

const slug = textInput({ error: say.slugInvalid })
  .trim()
  .toLowerCase()
  .max(limits.slug, say.slugInvalid)
  .regex(SLUG_PATTERN, say.slugInvalid);

export const pageInputSchema = z
  .object({
    title: requiredText(limits.pageTitle, say.titleRequired),
    slug,
    kind: z.enum(pageKinds).optional().default('page'),
    summary: optionalText(limits.pageSummary),
    /** HTML from the editor; the server keeps only what its allow-list permits. */
    body: textInput().max(limits.pageBody, `At most ${limits.pageBody} characters.`).optional().default(''),
    status: z.enum(pageStatuses),
    publishAt: z.iso
      .datetime({ offset: true, error: say.publishAtInvalid })
      .nullable()
      .optional()
      .default(null),
  })
  .refine((page) => page.status !== 'scheduled' || page.publishAt !== null, {
    message: say.publishAtRequired,
    path: ['publishAt'],
  });
export type PageInput = z.input<typeof pageInputSchema>;

/** A PDF attached to a page (annual report, audited statement, certificate). */
export const documentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  year: z.number().int().nullable(),
  sizeBytes: z.number().int(),
  pageId: z.number().int().nullable(),
  /** Where the PDF opens. */
  url: z.string(),
});
export type PageDocument = z.infer<typeof documentSchema>;
export const documentListSchema = z.array(documentSchema);

const year = z
  .number({ error: say.yearInvalid })
  .int(say.yearInvalid)
  .min(1900, say.yearInvalid)
  .max(2200, say.yearInvalid);

/** What the administrator changes of a document after its upload. */
export const documentUpdateSchema = z.object({
  title: requiredText(limits.pageTitle, say.titleRequired),
  year: year.nullable().optional().default(null),
  pageId: z.number().int().positive().max(MAX_ID).nullable().optional().default(null),
});

/** The text fields of the upload form, as multipart sends them. */
export const documentUploadFieldsSchema = z.object({
  title: requiredText(limits.pageTitle, say.titleRequired),
  year: z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (!value) return null;
      const parsed = year.safeParse(Number(value));
      if (!/^\d{4}$/.test(value) || !parsed.success) {
        context.addIssue({ code: 'custom', message: say.yearInvalid });
        return z.NEVER;
      }
      return parsed.data;
    }),
  pageId: z
    .string()
    .optional()
    .transform((value) => (value ? Number(value) : null))
    .pipe(z.number().int().positive().max(MAX_ID).nullable()),
});

/** A page as the dashboard edits it. `visible`: whether visitors can open it now. */
export const pageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  kind: z.enum(pageKinds),
  summary: z.string(),
  body: z.string(),
  status: z.enum(pageStatuses),
  publishAt: z.string().nullable(),
  visible: z.boolean(),
  updatedAt: z.string(),
  documents: documentListSchema,
});
export type Page = z.infer<typeof pageSchema>;
export const pageListSchema = z.array(pageSchema.omit({ body: true, documents: true }));

/** A page as visitors get it: only visible pages, without the editing details. */
export const publicPageSchema = pageSchema
  .pick({ id: true, title: true, slug: true, kind: true, summary: true, body: true, documents: true })
  .extend({
    publishedAt: z.string(),
  });
export type PublicPage = z.infer<typeof publicPageSchema>;
/** A visible page as lists show it: without its body, with the first picture of its body if it has one. */
export const publicPageListItemSchema = publicPageSchema.omit({ body: true, documents: true }).extend({
  picture: z.object({ src: z.string(), alt: z.string() }).nullable(),
});
export type PublicPageListItem = z.infer<typeof publicPageListItemSchema>;
export const publicPageListSchema = z.array(publicPageListItemSchema);

export const revisionSchema = z.object({ id: z.number().int(), savedAt: z.string(), title: z.string() });
export const revisionListSchema = z.array(revisionSchema);
/** An earlier save with its texts, shown read-only before the administrator restores it. */
export const revisionTextSchema = revisionSchema.extend({ summary: z.string(), body: z.string() });

export const slugParamsSchema = z.object({ slug: textInput().max(limits.slug) });
export const revisionParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID),
  revisionId: z.coerce.number().int().positive().max(MAX_ID),
});
