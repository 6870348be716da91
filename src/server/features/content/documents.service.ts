import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileTypeFromFile } from 'file-type';
import type { Db } from '#server/db/database';
import { BadRequestError, NotFoundError, UnsupportedMediaError } from '#server/errors';
import { contentMessages as say, contentPaths, type PageDocument } from '#shared/api/content';
import * as repo from './documents.repository.ts';
import { findPage } from './pages.repository.ts';

type DocumentRow = NonNullable<Awaited<ReturnType<typeof repo.findDocument>>>;

export const toDocument = (row: DocumentRow): PageDocument => ({
  id: row.id,
  title: row.title,
  year: row.year,
  sizeBytes: row.size_bytes,
  pageId: row.page_id,
  url: contentPaths.documentFile(row.id),
});

export async function listDocuments(db: Db, pageId?: number): Promise<PageDocument[]> {
  return (await repo.listDocuments(db, pageId)).map(toDocument);
}

async function requirePage(db: Db, pageId: number | null) {
  if (pageId !== null && !(await findPage(db, pageId))) throw new NotFoundError(say.pageNotFound);
}

/**
 * Keeps an uploaded PDF: checked by its bytes (a PDF's signature, whatever its name says), moved into the
 * documents folder under a name the server chose. The temporary file is always gone afterwards.
 */
export async function addDocument(
  db: Db,
  documentsDir: string,
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
    await fs.rename(upload.tempPath, path.join(documentsDir, storageKey));
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
      await fs.rm(path.join(documentsDir, storageKey), { force: true });
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

export async function removeDocument(db: Db, documentsDir: string, id: number): Promise<void> {
  const removed = await repo.deleteDocument(db, id);
  if (!removed) throw new NotFoundError(say.documentNotFound);
  await fs.rm(path.join(documentsDir, path.basename(removed.storage_key)), { force: true });
}

/** The file of a document, or not found. */
export async function documentFile(db: Db, documentsDir: string, id: number) {
  const row = await repo.findDocument(db, id);
  if (!row) throw new NotFoundError(say.documentNotFound);
  return { row, filePath: path.join(documentsDir, path.basename(row.storage_key)) };
}
