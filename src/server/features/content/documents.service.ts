import fs from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { fileTypeFromFile } from 'file-type';
import type { Db } from '#server/db/database';
import type { FileStorage } from '#server/storage/storage';
import { BadRequestError, NotFoundError, UnsupportedMediaError } from '#server/errors';
import { contentMessages as say, contentPaths, type PageDocument } from '#shared/api/content';
import {
  documentHeaders,
  documentKey,
  isPublishedPage,
  keepingDocumentsPlaced,
  placeDocuments,
  privateDocumentKey,
  publicDocumentKey,
} from './document-placement.ts';
import * as repo from './documents.repository.ts';
import { findPage } from './pages.repository.ts';

type DocumentRow = NonNullable<Awaited<ReturnType<typeof repo.findDocument>>>;

/**
 * A document as the API shows it. Visitors' answers about a published page pass the storage (`publicFrom`):
 * with a CDN in front of the bucket (S3_PUBLIC_URL) they fetch the PDF from there; otherwise, and for the
 * administrator, through the app, which checks that its page is visible.
 */
export const toDocument = (row: DocumentRow, publicFrom?: FileStorage): PageDocument => ({
  id: row.id,
  title: row.title,
  year: row.year,
  sizeBytes: row.size_bytes,
  pageId: row.page_id,
  url: publicFrom?.publicUrl(publicDocumentKey(row.storage_key)) ?? contentPaths.documentFile(row.id),
});

export async function listDocuments(
  db: Db,
  pageId?: number,
  publicFrom?: FileStorage,
): Promise<PageDocument[]> {
  return (await repo.listDocuments(db, pageId)).map((row) => toDocument(row, publicFrom));
}

/** The page a document is attached to must exist; whether it is published says where the PDF goes. */
async function requirePage(db: Db, pageId: number | null): Promise<{ published: boolean }> {
  if (pageId === null) return { published: false };
  const page = await findPage(db, pageId);
  if (!page) throw new NotFoundError(say.pageNotFound);
  return { published: isPublishedPage(page.status) };
}

/**
 * Keeps an uploaded PDF: checked by its bytes (a PDF's signature, whatever its name says), moved into the
 * storage's documents folder under a name the server chose. The temporary file is always gone afterwards.
 */
export async function addDocument(
  db: Db,
  storage: FileStorage,
  upload: { tempPath: string; size: number },
  fields: { title: string; year: number | null; pageId: number | null },
  now = new Date(),
): Promise<PageDocument> {
  try {
    if (upload.size === 0) throw new BadRequestError(say.documentFileRequired);
    const detected = await fileTypeFromFile(upload.tempPath);
    if (detected?.mime !== 'application/pdf') throw new UnsupportedMediaError(say.documentNotPdf);
    const { published } = await requirePage(db, fields.pageId);
    const storageKey = `${randomUUID()}.pdf`;
    const key = documentKey(storageKey, published);
    await storage.put(key, { file: upload.tempPath }, documentHeaders(fields.title, published));
    const row = await repo
      .insertDocument(
        db,
        {
          page_id: fields.pageId,
          title: fields.title,
          year: fields.year,
          storage_key: storageKey,
          size_bytes: upload.size,
        },
        now.toISOString(),
      )
      .catch(async (error: unknown) => {
        await storage.delete([key]);
        throw error;
      });
    // Its page may have been published or unpublished while the file was sent.
    await placeDocuments(db, storage, { ids: [row.id] });
    return toDocument(row);
  } finally {
    await fs.rm(upload.tempPath, { force: true });
  }
}

/** Its PDF follows it into the folder of its (new) page's state. */
export async function updateDocument(
  db: Db,
  storage: FileStorage,
  id: number,
  fields: { title: string; year: number | null; pageId: number | null },
): Promise<PageDocument> {
  const { published } = await requirePage(db, fields.pageId);
  const row = await keepingDocumentsPlaced(db, storage, { ids: [id] }, published, () =>
    repo.updateDocument(db, id, { title: fields.title, year: fields.year, page_id: fields.pageId }),
  );
  if (!row) throw new NotFoundError(say.documentNotFound);
  return toDocument(row);
}

export async function removeDocument(db: Db, storage: FileStorage, id: number): Promise<void> {
  const removed = await repo.deleteDocument(db, id);
  if (!removed) throw new NotFoundError(say.documentNotFound);
  await storage.delete([publicDocumentKey(removed.storage_key), privateDocumentKey(removed.storage_key)]);
}

/** A document's row, or not found. */
export async function findDocument(db: Db, id: number) {
  const row = await repo.findDocument(db, id);
  if (!row) throw new NotFoundError(say.documentNotFound);
  return row;
}
