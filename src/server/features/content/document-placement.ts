import path from 'node:path';
import type { Db } from '#server/db/database';
import type { FileStorage } from '#server/storage/storage';
import * as repo from './documents.repository.ts';

/**
 * A document's PDF is kept under `documents/` (the folder a CDN may serve, S3_PUBLIC_URL) only while its
 * page is published; every other PDF (a draft's, a scheduled page's, one attached to no page) is kept under
 * `private-documents/`, which only the app reads, checking the page is visible (issue 24).
 */
export const publicDocumentKey = (storageKey: string) => `documents/${path.basename(storageKey)}`;
export const privateDocumentKey = (storageKey: string) => `private-documents/${path.basename(storageKey)}`;

export const documentKey = (storageKey: string, published: boolean) =>
  published ? publicDocumentKey(storageKey) : privateDocumentKey(storageKey);

/** Where a document's PDF should be now. */
export const isPublishedPage = (status: string | null | undefined) => status === 'published';

/** How a document's PDF is sent, by the app or (with the same values) by the bucket's CDN. */
export const documentHeaders = (title: string, shown: boolean) => ({
  contentType: 'application/pdf',
  contentDisposition: `inline; filename="${downloadName(title)}"`,
  cacheControl: shown ? 'public, max-age=300' : 'private, no-store',
});

/** A file name for the browser's save dialog, from the document's title: `annual-report-2025.pdf`. */
export const downloadName = (title: string) =>
  `${
    title
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'document'
  }.pdf`;

type Placement = Awaited<ReturnType<typeof repo.listPlacements>>[number];

/** Moves one PDF into the folder `published` says; nothing to do when it is there already. */
async function moveDocument(storage: FileStorage, document: Placement, published: boolean) {
  const to = documentKey(document.storage_key, published);
  const from = documentKey(document.storage_key, !published);
  await storage.move(from, to, documentHeaders(document.title, published));
}

/** Each PDF where its page's state, as stored now, says. */
export async function placeDocuments(db: Db, storage: FileStorage, which: { ids?: number[] } = {}) {
  const documents = await repo.listPlacements(db, which);
  for (const document of documents) await moveDocument(storage, document, isPublishedPage(document.status));
}

/**
 * Runs a change that may move documents between pages or change their page's state (a page saved or
 * deleted, a document attached elsewhere). When the change can leave them unpublished, their PDFs leave the
 * public folder first, so a failure part-way never leaves a public copy of a page that is no longer
 * published; afterwards, failure or not, each is put where its page now says.
 */
export async function keepingDocumentsPlaced<T>(
  db: Db,
  storage: FileStorage,
  which: { ids?: number[]; pageId?: number },
  staysPublished: boolean,
  change: () => Promise<T>,
): Promise<T> {
  const documents = await repo.listPlacements(db, which);
  if (!staysPublished) for (const document of documents) await moveDocument(storage, document, false);
  try {
    return await change();
  } finally {
    await placeDocuments(db, storage, { ids: documents.map((document) => document.id) });
  }
}

/** A document's PDF, from where its page's state says, else from the other folder (a move under way). */
export async function readDocument(storage: FileStorage, storageKey: string, published: boolean) {
  return (
    (await storage.read(documentKey(storageKey, published))) ??
    (await storage.read(documentKey(storageKey, !published)))
  );
}
