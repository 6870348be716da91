import { pageKinds, pageLanguages, pageTextFields } from './content-fields.ts';
import type { PageDocument, PublicPage } from './content-pages.ts';
import {
  arrayOf,
  isInteger,
  isRecord,
  isString,
  nullable,
  oneOf,
  optional,
  shape,
  type Guard,
} from './guards.ts';

/** Zod-free mirror of content-pages.ts's public answers, for the page visitors open (decision 005). */
export const isPageDocument: Guard<PageDocument> = shape({
  id: isInteger,
  title: isString,
  year: nullable(isInteger),
  sizeBytes: isInteger,
  pageId: nullable(isInteger),
  url: isString,
});

const isPageTexts = shape({ title: isString, summary: isString, body: isString });

/** Each language's texts by its code, where there are any. */
const isTranslations: Guard<PublicPage['translations'] & object> = (
  value,
): value is PublicPage['translations'] & object =>
  isRecord(value) &&
  Object.entries(value).every(
    ([language, texts]) => (pageLanguages as readonly string[]).includes(language) && isPageTexts(texts),
  );

/** GET /api/content/pages/by-slug/{slug}. */
export const isPublicPage: Guard<PublicPage> = shape({
  id: isInteger,
  title: isString,
  slug: isString,
  kind: oneOf(pageKinds),
  summary: isString,
  body: isString,
  documents: arrayOf(isPageDocument),
  publishedAt: isString,
  language: optional(oneOf(pageLanguages)),
  untranslated: optional(arrayOf(oneOf(pageTextFields))),
  translations: optional(isTranslations),
});
