import type { z } from 'zod';
import { isUniqueViolation, type Db } from '#server/db/database';
import { BadRequestError, ConflictError, NotFoundError } from '#server/errors';
import type { FileStorage } from '#server/storage/storage';
import {
  contentLimits,
  contentMessages as say,
  pageLanguages,
  pageTextFields,
  type Page,
  type PageDocument,
  type PageKind,
  type PageLanguage,
  type PageTexts as LanguageTexts,
  type pageInputSchema,
  type pageTranslationInputSchema,
  type PublicPage,
  type PublicPageListItem,
  type TranslationState,
} from '#shared/api/content';
import { bodyHasContent, pageInLanguage } from '#shared/api/page-languages';
import { reservedSlugs } from '#shared/content/reserved-slugs';
import { listDocuments } from './documents.service.ts';
import { readText, writeText } from './localised.ts';
import { firstPicture, sanitizePageBody } from './page-html.ts';
import * as repo from './pages.repository.ts';

type PageValues = z.output<typeof pageInputSchema>;
type TranslationValues = z.output<typeof pageTranslationInputSchema>;

/** A page's translatable texts as stored (decision 009). */
interface PageTexts {
  title: Record<string, string>;
  summary: Record<string, string>;
  body: Record<string, string>;
  /** Not a text, but saved and restored with them; pages saved before kinds existed have none. */
  kind?: PageKind;
}

const textsOf = (row: { data: string }) => JSON.parse(row.data) as PageTexts;

/**
 * A language's own texts, '' where none is written: never the English copied in. (Reading English goes
 * through readText, which also reads texts stored before they were maps.)
 */
function ownTexts(texts: PageTexts, language: PageLanguage): LanguageTexts {
  const own = (field: 'title' | 'summary' | 'body') => {
    const stored = texts[field];
    return typeof stored === 'object' && stored !== null ? (stored[language] ?? '') : '';
  };
  return { title: own('title'), summary: own('summary'), body: own('body') };
}

/** A text stored before texts were maps is the English one. */
const asMap = (stored: unknown) =>
  typeof stored === 'object' && stored !== null ? stored : { en: readText(stored) };

const englishTexts = (texts: PageTexts): LanguageTexts => ({
  title: readText(texts.title),
  summary: readText(texts.summary),
  body: readText(texts.body),
});

/** How far the page is written in each language besides English (the dashboard's list says what is missing). */
function translationStates(texts: PageTexts): Record<PageLanguage, TranslationState> {
  const english = englishTexts(texts);
  const expected = pageTextFields.filter((field) => english[field] !== '');
  return Object.fromEntries(
    pageLanguages.map((language) => {
      const own = ownTexts(texts, language);
      const written = expected.filter((field) => own[field] !== '').length;
      const state = written === 0 ? 'missing' : written === expected.length ? 'complete' : 'partial';
      return [language, state];
    }),
  ) as Record<PageLanguage, TranslationState>;
}

/** Each language's texts where any is written, for rendering the page at /kn/<slug> and so on. */
function writtenTranslations(texts: PageTexts): PublicPage['translations'] {
  const found = pageLanguages
    .map((language) => [language, ownTexts(texts, language)] as const)
    .filter(([, own]) => pageTextFields.some((field) => own[field] !== ''));
  return Object.fromEntries(found);
}

/** Visitors see a published page, and a scheduled one from its time on. */
export const isVisible = (row: Pick<repo.StoredPage, 'status' | 'publish_at'>, now: Date) =>
  row.status === 'published' ||
  (row.status === 'scheduled' && row.publish_at !== null && row.publish_at <= now.toISOString());

/** What visitors and the administrator both see of a page. */
function shownPage(row: repo.StoredPage, documents: PageDocument[]) {
  const texts = textsOf(row);
  return {
    id: row.id,
    title: readText(texts.title),
    slug: row.slug,
    kind: texts.kind ?? 'page',
    summary: readText(texts.summary),
    body: readText(texts.body),
    documents,
  };
}

function toPage(row: repo.StoredPage, now: Date, documents: PageDocument[] = []): Page {
  return {
    ...shownPage(row, documents),
    status: row.status as Page['status'],
    publishAt: row.publish_at,
    visible: isVisible(row, now),
    updatedAt: row.updated_at,
  };
}

function toPublicPage(row: repo.StoredPage, documents: PageDocument[] = []): PublicPage {
  const publishedAt = row.status === 'scheduled' && row.publish_at ? row.publish_at : row.updated_at;
  return { ...shownPage(row, documents), publishedAt };
}

/** A page with the documents attached to it. */
const withDocuments = async (db: Db, row: repo.StoredPage, now: Date) =>
  toPage(row, now, await listDocuments(db, row.id));

type ListedPage = Omit<Page, 'body' | 'documents'> & {
  translations: Record<PageLanguage, TranslationState>;
};

export async function listPages(db: Db, now = new Date()): Promise<ListedPage[]> {
  return (await repo.listPages(db)).map((row) => {
    const { body: _body, documents: _documents, ...page } = toPage(row, now);
    return { ...page, translations: translationStates(textsOf(row)) };
  });
}

/**
 * The page as the dashboard edits it in `language`: that language's own texts ('' where none is written),
 * the English ones beside them, and which are written. Everything else is the page's, as in English.
 */
function inLanguage(page: Page, row: repo.StoredPage, language: PageLanguage): Page {
  const texts = textsOf(row);
  const own = ownTexts(texts, language);
  return {
    ...page,
    ...own,
    language,
    english: englishTexts(texts),
    translated: { title: own.title !== '', summary: own.summary !== '', body: own.body !== '' },
  };
}

/** A page with its documents, in English or, with `language`, in that language. */
export async function getPage(db: Db, id: number, now = new Date(), language?: PageLanguage): Promise<Page> {
  const row = await repo.findPage(db, id);
  if (!row) throw new NotFoundError(say.pageNotFound);
  const page = await withDocuments(db, row, now);
  return language ? inLanguage(page, row, language) : page;
}

export async function listVisiblePages(db: Db, now = new Date()): Promise<PublicPageListItem[]> {
  return (await repo.listVisiblePages(db, now.toISOString())).map((row) => {
    const { body, documents: _documents, ...page } = toPublicPage(row);
    return { ...page, picture: firstPicture(body) };
  });
}

/**
 * A page a visitor may open; drafts and pages scheduled for later are not found. Its documents are fetched
 * from `storage`'s public address when it has one.
 */
export async function getVisiblePage(
  db: Db,
  slug: string,
  now = new Date(),
  storage?: FileStorage,
  language?: PageLanguage,
): Promise<PublicPage> {
  const page = await getRenderablePage(db, slug, now, storage);
  return pageInLanguage(page, language ?? 'en');
}

/** A visible page with every language's texts beside the English ones, for rendering it in each. */
export async function getRenderablePage(
  db: Db,
  slug: string,
  now = new Date(),
  storage?: FileStorage,
): Promise<PublicPage> {
  const row = await repo.findPageBySlug(db, slug);
  if (!row || !isVisible(row, now)) throw new NotFoundError(say.pageNotFound);
  // Only a published page's PDFs are in the folder a CDN serves (document-placement.ts).
  const publicFrom = row.status === 'published' ? storage : undefined;
  const page = toPublicPage(row, await listDocuments(db, row.id, publicFrom));
  return { ...page, translations: writtenTranslations(textsOf(row)) };
}

/** The body as it is kept: sanitised, and within the limit as kept (escaping makes `<` four characters). */
function storedBody(html: string): string {
  const body = sanitizePageBody(html);
  if (body.length > contentLimits.pageBody) throw new BadRequestError(say.pageBodyTooLong, 'body');
  return body;
}

function storedValues(input: PageValues, previous?: PageTexts): repo.PageValues {
  if (reservedSlugs.includes(input.slug)) throw new ConflictError(say.slugReserved, 'slug');
  const texts: PageTexts = {
    title: writeText(previous?.title, input.title),
    summary: writeText(previous?.summary, input.summary),
    body: writeText(previous?.body, storedBody(input.body)),
    kind: input.kind,
  };
  return {
    slug: input.slug,
    status: input.status,
    publish_at:
      input.status === 'scheduled' && input.publishAt ? new Date(input.publishAt).toISOString() : null,
    data: JSON.stringify(texts),
  };
}

/**
 * Saves one language's version of the page's texts (PUT ?lang=kn), keeping English and every other
 * language; the body is cleaned as an English body is. Address, status, schedule and kind stay as they
 * are. A revision like any save.
 */
export async function updatePageTexts(
  db: Db,
  id: number,
  language: PageLanguage,
  input: TranslationValues,
  now = new Date(),
): Promise<Page> {
  const previous = await repo.findPage(db, id);
  if (!previous) throw new NotFoundError(say.pageNotFound);
  const texts = textsOf(previous);
  const body = storedBody(input.body);
  const updated: PageTexts = {
    ...texts,
    title: writeText(asMap(texts.title), input.title, language),
    summary: writeText(asMap(texts.summary), input.summary, language),
    // An emptied editor leaves `<p></p>`: that is no version of the page, and English is shown instead.
    body: writeText(asMap(texts.body), bodyHasContent(body) ? body : '', language),
  };
  const values = {
    slug: previous.slug,
    status: previous.status,
    publish_at: previous.publish_at,
    data: JSON.stringify(updated),
  };
  const row = await saveRevision(db, id, values, now);
  return inLanguage(await withDocuments(db, row, now), row, language);
}

/** Every save keeps a revision with the texts as saved. */
export async function createPage(db: Db, input: PageValues, now = new Date()): Promise<Page> {
  const values = storedValues(input);
  try {
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await repo.insertPage(trx, values, now.toISOString());
      await repo.insertRevision(trx, inserted.id, inserted.data, now.toISOString());
      return inserted;
    });
    return toPage(row, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(say.slugTaken, 'slug');
    throw error;
  }
}

export async function updatePage(db: Db, id: number, input: PageValues, now = new Date()): Promise<Page> {
  const previous = await repo.findPage(db, id);
  if (!previous) throw new NotFoundError(say.pageNotFound);
  const values = storedValues(input, textsOf(previous));
  try {
    const row = await saveRevision(db, id, values, now);
    return withDocuments(db, row, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(say.slugTaken, 'slug');
    throw error;
  }
}

async function saveRevision(
  db: Db,
  id: number,
  values: repo.PageValues,
  now: Date,
): Promise<repo.StoredPage> {
  return db.transaction().execute(async (trx) => {
    const updated = await repo.updatePage(trx, id, values, now.toISOString());
    if (!updated) throw new NotFoundError(say.pageNotFound);
    await repo.insertRevision(trx, id, updated.data, now.toISOString());
    return updated;
  });
}

export async function deletePage(db: Db, id: number): Promise<void> {
  if (!(await repo.deletePage(db, id))) throw new NotFoundError(say.pageNotFound);
}

export async function listRevisions(db: Db, id: number) {
  if (!(await repo.findPage(db, id))) throw new NotFoundError(say.pageNotFound);
  return (await repo.listRevisions(db, id)).map((revision) => ({
    id: revision.id,
    savedAt: revision.saved_at,
    title: readText(textsOf(revision).title),
  }));
}

/** One earlier save of the page with its texts. */
export async function getRevision(db: Db, id: number, revisionId: number) {
  if (!(await repo.findPage(db, id))) throw new NotFoundError(say.pageNotFound);
  const revision = await repo.findRevision(db, id, revisionId);
  if (!revision) throw new NotFoundError(say.revisionNotFound);
  const texts = textsOf(revision);
  return {
    id: revision.id,
    savedAt: revision.saved_at,
    title: readText(texts.title),
    summary: readText(texts.summary),
    body: readText(texts.body),
  };
}

/** Brings back an earlier revision's texts (address and status stay), saved as a new revision. */
export async function restoreRevision(
  db: Db,
  id: number,
  revisionId: number,
  now = new Date(),
): Promise<Page> {
  const page = await repo.findPage(db, id);
  if (!page) throw new NotFoundError(say.pageNotFound);
  const revision = await repo.findRevision(db, id, revisionId);
  if (!revision) throw new NotFoundError(say.revisionNotFound);
  const values = { slug: page.slug, status: page.status, publish_at: page.publish_at, data: revision.data };
  const row = await saveRevision(db, id, values, now);
  return withDocuments(db, row, now);
}
