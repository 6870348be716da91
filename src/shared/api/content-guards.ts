import { pageKinds } from './content-fields.ts';
import type { PageDocument, PublicPage } from './content-pages.ts';
import { arrayOf, isInteger, isString, nullable, oneOf, shape, type Guard } from './guards.ts';

/** Zod-free mirror of content-pages.ts's public answers, for the page visitors open (decision 005). */
export const isPageDocument: Guard<PageDocument> = shape({
  id: isInteger,
  title: isString,
  year: nullable(isInteger),
  sizeBytes: isInteger,
  pageId: nullable(isInteger),
  url: isString,
});

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
});
