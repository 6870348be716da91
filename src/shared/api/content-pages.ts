import { z } from 'zod';
import { MAX_ID, optionalText, requiredText, textInput } from './common.ts';
import {
  SLUG_PATTERN,
  contentLimits as limits,
  contentMessages as say,
  pageKinds,
  pageLanguages,
  pageStatuses,
  pageTextFields,
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

/**
 * `?lang=kn|hi|mr` of the page endpoints: that language's version of the page's texts. Left out, the page
 * is read and written in English, as before languages.
 */
export const pageLanguageQuerySchema = z.object({
  lang: z.enum(pageLanguages, { error: say.languageInvalid }).optional(),
});

/** A page's title, summary and body in one language. */
export const pageTextsSchema = z.object({ title: z.string(), summary: z.string(), body: z.string() });
export type PageTexts = z.infer<typeof pageTextsSchema>;

/**
 * What PUT /api/content/pages/{id}?lang=kn takes: that language's texts, each of which may be empty (not
 * written yet: visitors get the English one). Address, status, schedule and kind belong to the page, not
 * to a language: sent here they are ignored.
 */
export const pageTranslationInputSchema = z.object({
  title: optionalText(limits.pageTitle),
  summary: optionalText(limits.pageSummary),
  body: textInput().max(limits.pageBody, `At most ${limits.pageBody} characters.`).optional().default(''),
});
export type PageTranslationInput = z.input<typeof pageTranslationInputSchema>;

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
  /** Asked with `?lang=`: the language of title, summary and body, which are '' where not written yet. */
  language: z.enum(pageLanguages).optional(),
  /** Asked with `?lang=`: the English texts, to translate from (read-only there). */
  english: pageTextsSchema.optional(),
  /** Asked with `?lang=`: which of the language's texts are written. */
  translated: z.object({ title: z.boolean(), summary: z.boolean(), body: z.boolean() }).optional(),
});
export type Page = z.infer<typeof pageSchema>;

/**
 * How far a page is in one language: `complete` when every text the English page has is written in it,
 * `partial` when some are, `missing` when none is.
 */
export const translationStates = ['complete', 'partial', 'missing'] as const;
export type TranslationState = (typeof translationStates)[number];
export const pageListSchema = z.array(
  pageSchema.omit({ body: true, documents: true, language: true, english: true, translated: true }).extend({
    translations: z.record(z.enum(pageLanguages), z.enum(translationStates)).optional(),
  }),
);

/** A page as visitors get it: only visible pages, without the editing details. */
export const publicPageSchema = pageSchema
  .pick({ id: true, title: true, slug: true, kind: true, summary: true, body: true, documents: true })
  .extend({
    publishedAt: z.string(),
    /** Asked with `?lang=` (or rendered at /kn/<slug>): the language the page is shown in. */
    language: z.enum(pageLanguages).optional(),
    /** With `language`: the texts not yet written in it, shown in English instead. */
    untranslated: z.array(z.enum(pageTextFields)).optional(),
    /** For the site's rendering only: each language's texts, '' where not written. */
    translations: z.partialRecord(z.enum(pageLanguages), pageTextsSchema).optional(),
  });
export type PublicPage = z.infer<typeof publicPageSchema>;
/** A visible page as lists show it: without its body, with the first picture of its body if it has one. */
export const publicPageListItemSchema = publicPageSchema
  .omit({
    body: true,
    documents: true,
    language: true,
    untranslated: true,
    translations: true,
  })
  .extend({
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
