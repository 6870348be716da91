import type { Db } from '#server/db/database';
import type { MediaRow } from '#server/db/schema';
import { ALL_CATEGORIES, type MediaItem, type MediaType, type MediaVariant } from '#shared/api/media';
import { MAX_ID } from '#shared/api/common';
import type { ChildrenAnswer } from '#shared/api/media-children';
import { messages } from '#shared/messages';
import { BadRequestError, NotFoundError, UnsupportedMediaError } from '#server/errors';
import * as repo from './media.repository.ts';
import { findCategoryByName } from './media-categories.repository.ts';
import type { FileStorage } from '#server/storage/storage';
import { baseName, detectUpload, originalKey, randomFileName, uploadKey } from './media-files.ts';
import { inspectImage, isComplete } from './media-inspect.ts';
import { possibleVariantFiles } from './media-processing.ts';
import { videoFileNames } from './media-video.ts';

/** How visitors reach a public upload (`/uploads/...`): the CDN's address when there is one. */
export type PublicAddress = (sitePath: string) => string;

/**
 * An item as the API shows it; visitors ('public') never see what is meant for the administrator, and
 * fetch its files from `address`. The administrator keeps the site's paths, which the dashboard reuses.
 */
export function toMediaItem(
  row: MediaRow,
  audience: 'admin' | 'public' = 'admin',
  publicAddress?: PublicAddress,
): MediaItem {
  const address: PublicAddress = (audience === 'public' && publicAddress) || ((sitePath) => sitePath);
  const variants = JSON.parse(row.variants) as MediaVariant[];
  return {
    medias_id: row.id,
    media_url: address(row.media_url),
    media_type: row.media_type,
    media_category: row.media_category,
    alt_text: row.alt_text,
    status: row.status as MediaItem['status'],
    status_reason: row.status_reason,
    ...(audience === 'admin'
      ? {
          status_notice: row.status_notice,
          children: row.children as MediaItem['children'],
          children_consent: row.children_consent,
        }
      : {}),
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    poster_url: row.poster_url === null ? null : address(row.poster_url),
    variants: variants.map((variant) => ({ ...variant, url: address(variant.url) })),
    created_at: row.created_at,
  };
}

/** 'All' (or nothing) lists every category; an unknown category is a 400, never a silent empty list. */
export async function parseCategory(db: Db, category: string | undefined): Promise<string | undefined> {
  if (category === undefined || category === '' || category === ALL_CATEGORIES) return undefined;
  const known = await findCategoryByName(db, category);
  if (!known) throw new BadRequestError(messages.media.unknownCategory);
  return known.name;
}

export async function listMedia(
  db: Db,
  options: {
    category?: string;
    includeUnpublished: boolean;
    limit?: number;
    cursor?: string;
    search?: string;
    address?: PublicAddress;
  },
): Promise<{ items: MediaItem[]; nextCursor: string | null }> {
  const beforeId = options.cursor ? decodeCursor(options.cursor) : undefined;
  const rows = await repo.listMedia(db, {
    category: options.category,
    onlyReady: !options.includeUnpublished,
    // Visitors see only the gallery's categories; the administrator also the media kept in the library only.
    onlyInGallery: !options.includeUnpublished,
    // Never to visitors: identifiable children without the parents' consent on file (docs/media.md).
    onlyPublishable: !options.includeUnpublished,
    limit: options.limit ? options.limit + 1 : undefined,
    beforeId,
    search: options.search,
  });
  const hasMore = options.limit !== undefined && rows.length > options.limit;
  const page = hasMore ? rows.slice(0, options.limit) : rows;
  const last = page.at(-1);
  const audience = options.includeUnpublished ? 'admin' : 'public';
  return {
    items: page.map((row) => toMediaItem(row, audience, options.address)),
    nextCursor: hasMore && last ? encodeCursor(last.id) : null,
  };
}

// Newest first by id: ids only grow, so items added while a visitor pages never shift what follows.
const encodeCursor = (id: number) => Buffer.from(`id:${id}`).toString('base64url');

/**
 * Only a cursor this server could have written is accepted: the canonical encoding of an id within the
 * column's range, so one position has one spelling and a huge id never reaches PostgreSQL's integer type.
 */
function decodeCursor(cursor: string): number {
  const match = /^id:([1-9]\d{0,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const id = match ? Number(match[1]) : NaN;
  if (!(id <= MAX_ID) || encodeCursor(id) !== cursor) throw new BadRequestError(messages.media.invalidCursor);
  return id;
}

export interface UploadContext {
  storage: FileStorage;
  /** Takes a stored upload's id for processing off the request path. */
  enqueue: (id: number) => Promise<void>;
}

export const corruptVideoMessage = 'The video could not be read. It may be damaged or incomplete.';

/**
 * Stores an uploaded file whose bytes were streamed to `tempPath` (the caller removes it).
 * It is checked, kept privately as the original and queued for processing: it is 'processing' and
 * invisible to visitors until a photo's variants, or a video's copy without metadata and its poster, exist.
 * Leaves no file behind on failure.
 */
export async function addUploadedMedia(
  db: Db,
  ctx: UploadContext,
  input: {
    tempPath: string;
    category: string;
    type: MediaType;
    altText: string | null;
    size: number;
    children: ChildrenOnFile;
  },
  now = new Date(),
): Promise<MediaRow> {
  const detected = await detectUpload(input.tempPath);
  if (!detected) throw new UnsupportedMediaError(messages.media.unsupportedType);
  if (detected.type !== input.type) throw new BadRequestError(messages.media.typeMismatch);
  const fileName = randomFileName(detected.ext);
  const common = {
    media_type: input.type,
    media_category: input.category,
    alt_text: input.altText,
    storage_key: fileName,
    ...input.children,
    mime: detected.mime,
    size_bytes: input.size,
    status_reason: null,
    placeholder: null,
    variants: '[]',
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };

  let size: { width: number | null; height: number | null } = { width: null, height: null };
  if (detected.type === 'Photo') {
    size = await inspectImage(input.tempPath, detected.mime);
  } else if (!(await isComplete(input.tempPath, detected.mime))) {
    throw new BadRequestError(corruptVideoMessage);
  }
  const target = originalKey(fileName);
  await ctx.storage.put(target, { file: input.tempPath }, { contentType: detected.mime });
  let row: MediaRow;
  try {
    // No public address until the processed files exist: the original, with its metadata, is never served.
    row = await repo.insertMedia(db, {
      ...common,
      media_url: '',
      status: 'processing',
      width: size.width,
      height: size.height,
      poster_url: null,
    });
  } catch (error) {
    await ctx.storage.delete([target]);
    throw error;
  }
  await ctx.enqueue(row.id);
  return row;
}

export async function addUrlMedia(
  db: Db,
  input: { url: string; category: string; type: MediaType; altText: string | null; children: ChildrenOnFile },
  now = new Date(),
): Promise<MediaRow> {
  return repo.insertMedia(db, {
    ...input.children,
    media_url: input.url,
    media_type: input.type,
    media_category: input.category,
    alt_text: input.altText,
    storage_key: null,
    mime: null,
    size_bytes: null,
    status: 'ready',
    status_reason: null,
    width: null,
    height: null,
    placeholder: null,
    poster_url: null,
    variants: '[]',
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  });
}

export async function updateMedia(
  db: Db,
  id: number,
  input: { category: string; type: MediaType; url?: string; altText?: string },
  now = new Date(),
): Promise<MediaRow> {
  const existing = await repo.findMedia(db, id);
  if (!existing) throw new NotFoundError(messages.media.notFound);
  const uploaded = existing.storage_key !== null;
  // An uploaded file's bytes decide its type; only URL-mode items may change type or address.
  if (uploaded && existing.media_type !== input.type) throw new BadRequestError(messages.media.typeMismatch);
  const updated = await repo.updateMedia(db, id, {
    media_category: input.category,
    media_type: input.type,
    ...(!uploaded && input.url ? { media_url: input.url } : {}),
    ...(input.altText !== undefined ? { alt_text: input.altText || null } : {}),
    updated_at: now.toISOString(),
  });
  if (!updated) throw new NotFoundError(messages.media.notFound);
  return updated;
}

/**
 * Every file that belongs to an item: the private original, the upload published as it came (a video on a
 * server without ffmpeg), every variant, a video's clean copy and poster, including those an interrupted
 * processing may have left. The shared video poster is not the item's own and stays.
 */
export function keysOf(row: MediaRow): string[] {
  const names = new Set<string>();
  const privateFiles: string[] = [];
  if (row.storage_key) {
    names.add(row.storage_key);
    for (const name of possibleVariantFiles(baseName(row.storage_key), row.width)) names.add(name);
    privateFiles.push(originalKey(row.storage_key));
    if (row.mime?.startsWith('video/')) {
      const video = videoFileNames(row.storage_key);
      names.add(video.published).add(video.poster);
      privateFiles.push(originalKey(video.work));
    }
  }
  for (const variant of JSON.parse(row.variants) as MediaVariant[]) {
    if (variant.url.startsWith('/uploads/')) names.add(variant.url.slice('/uploads/'.length));
  }
  const poster = row.poster_url?.startsWith('/uploads/') ? row.poster_url.slice('/uploads/'.length) : null;
  if (poster && row.storage_key && poster.startsWith(baseName(row.storage_key))) names.add(poster);
  const publicFiles = [...names].map((name) => uploadKey(name));
  return [...privateFiles, ...publicFiles];
}

/** The answer about children as the media row keeps it: both null for an item never asked. */
export interface ChildrenOnFile {
  children: ChildrenAnswer | null;
  children_consent: string | null;
}

export const childrenOnFile = (answer: { children: ChildrenAnswer; consent: string }): ChildrenOnFile => ({
  children: answer.children,
  // Consent matters only for an item with children; where it is kept is all the row needs.
  children_consent: answer.children === 'yes' && answer.consent ? answer.consent : null,
});

/** Records, or corrects, whether identifiable children are in an item and where the consent is on file. */
export async function answerChildren(
  db: Db,
  id: number,
  answer: { children: ChildrenAnswer; consent: string },
  now = new Date(),
): Promise<MediaRow> {
  const updated = await repo.updateMedia(db, id, {
    ...childrenOnFile(answer),
    updated_at: now.toISOString(),
  });
  if (!updated) throw new NotFoundError(messages.media.notFound);
  return updated;
}

export async function deleteMedia(db: Db, storage: FileStorage, id: number): Promise<void> {
  const deleted = await repo.deleteMedia(db, id);
  if (!deleted) throw new NotFoundError(messages.media.notFound);
  await storage.delete(keysOf(deleted));
}
