import type { z } from 'zod';
import { isUniqueViolation, type Db } from '#server/db/database';
import { BadRequestError, ConflictError, NotFoundError } from '#server/errors';
import type { FileStorage } from '#server/storage/storage';
import {
  contentLimits,
  contentMessages as say,
  type Page,
  type PageDocument,
  type PageKind,
  type pageInputSchema,
  type PublicPage,
  type PublicPageListItem,
} from '#shared/api/content';
import { reservedSlugs } from '#shared/content/reserved-slugs';
import { listDocuments } from './documents.service.ts';
import { readText, writeText } from './localised.ts';
import { firstPicture, sanitizePageBody } from './page-html.ts';
import * as repo from './pages.repository.ts';

type PageValues = z.output<typeof pageInputSchema>;

/** A page's translatable texts as stored (decision 009). */
interface PageTexts {
  title: Record<string, string>;
  summary: Record<string, string>;
  body: Record<string, string>;
  /** Not a text, but saved and restored with them; pages saved before kinds existed have none. */
  kind?: PageKind;
}

const textsOf = (row: { data: string }) => JSON.parse(row.data) as PageTexts;

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

export async function listPages(db: Db, now = new Date()): Promise<Omit<Page, 'body' | 'documents'>[]> {
  return (await repo.listPages(db)).map((row) => {
    const { body: _body, documents: _documents, ...page } = toPage(row, now);
    return page;
  });
}

export async function getPage(db: Db, id: number, now = new Date()): Promise<Page> {
  const row = await repo.findPage(db, id);
  if (!row) throw new NotFoundError(say.pageNotFound);
  return withDocuments(db, row, now);
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
): Promise<PublicPage> {
  const row = await repo.findPageBySlug(db, slug);
  if (!row || !isVisible(row, now)) throw new NotFoundError(say.pageNotFound);
  // Only a published page's PDFs are in the folder a CDN serves (document-placement.ts).
  const publicFrom = row.status === 'published' ? storage : undefined;
  return toPublicPage(row, await listDocuments(db, row.id, publicFrom));
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
