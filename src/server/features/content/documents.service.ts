import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileTypeFromFile } from 'file-type';
import type { Db } from '#server/db/database';
import type { FileStorage } from '#server/storage/storage';
import { BadRequestError, NotFoundError, UnsupportedMediaError } from '#server/errors';
import { contentMessages as say, contentPaths, type PageDocument } from '#shared/api/content';
import * as repo from './documents.repository.ts';
import { findPage } from './pages.repository.ts';

type DocumentRow = NonNullable<Awaited<ReturnType<typeof repo.findDocument>>>;

/** A document's PDF in the storage. */
export const documentKey = (storageKey: string) => `documents/${path.basename(storageKey)}`;

/**
 * A document as the API shows it. Visitors' answers pass the storage (`publicFrom`): with a CDN in front of
 * the bucket (S3_PUBLIC_URL) they fetch the PDF from there; otherwise, and for the administrator, through
 * the app, which checks that its page is visible.
 */
export const toDocument = (row: DocumentRow, publicFrom?: FileStorage): PageDocument => ({
  id: row.id,
  title: row.title,
  year: row.year,
  sizeBytes: row.size_bytes,
  pageId: row.page_id,
  url: publicFrom?.publicUrl(documentKey(row.storage_key)) ?? contentPaths.documentFile(row.id),
});

export async function listDocuments(
  db: Db,
  pageId?: number,
  publicFrom?: FileStorage,
): Promise<PageDocument[]> {
  return (await repo.listDocuments(db, pageId)).map((row) => toDocument(row, publicFrom));
}

/** A file name for the browser's save dialog, from the document's title: `annual-report-2025.pdf`. */
export const downloadName = (title: string) =>
  `${
    title
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'document'
  }.pdf`;

/** How a document's PDF is sent, by the app or (with the same values) by the bucket's CDN. */
export const documentHeaders = (title: string, shown: boolean) => ({
  contentType: 'application/pdf',
  contentDisposition: `inline; filename="${downloadName(title)}"`,
  cacheControl: shown ? 'public, max-age=300' : 'private, no-store',
});

async function requirePage(db: Db, pageId: number | null) {
  if (pageId !== null && !(await findPage(db, pageId))) throw new NotFoundError(say.pageNotFound);
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
    await requirePage(db, fields.pageId);
    const storageKey = `${randomUUID()}.pdf`;
    const key = documentKey(storageKey);
    await storage.put(key, { file: upload.tempPath }, documentHeaders(fields.title, true));
    try {
      const row = await repo.insertDocument(
        db,
        {
          page_id: fields.pageId,
          title: fields.title,
          year: fields.year,
          storage_key: storageKey,
          size_bytes: upload.size,
        },
        now.toISOString(),
      );
      return toDocument(row);
    } catch (error) {
      await storage.delete([key]);
      throw error;
    }
  } finally {
    await fs.rm(upload.tempPath, { force: true });
  }
}

export async function updateDocument(
  db: Db,
  id: number,
  fields: { title: string; year: number | null; pageId: number | null },
): Promise<PageDocument> {
  await requirePage(db, fields.pageId);
  const row = await repo.updateDocument(db, id, {
    title: fields.title,
    year: fields.year,
    page_id: fields.pageId,
  });
  if (!row) throw new NotFoundError(say.documentNotFound);
  return toDocument(row);
}

export async function removeDocument(db: Db, storage: FileStorage, id: number): Promise<void> {
  const removed = await repo.deleteDocument(db, id);
  if (!removed) throw new NotFoundError(say.documentNotFound);
  await storage.delete([documentKey(removed.storage_key)]);
}

/** A document's row, or not found. */
export async function findDocument(db: Db, id: number) {
  const row = await repo.findDocument(db, id);
  if (!row) throw new NotFoundError(say.documentNotFound);
  return row;
}
