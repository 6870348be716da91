import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import type { MediaType } from '#shared/api/media';
import { contentTypeOf } from '#server/storage/content-types';
import { IMMUTABLE, type FileStorage } from '#server/storage/storage';

/** What the bytes of a file may be; the name and the browser's MIME are never trusted. */
export const allowedUploads: Record<string, { type: MediaType; ext: string }> = {
  'image/jpeg': { type: 'Photo', ext: 'jpg' },
  'image/png': { type: 'Photo', ext: 'png' },
  'image/webp': { type: 'Photo', ext: 'webp' },
  'image/avif': { type: 'Photo', ext: 'avif' },
  'image/gif': { type: 'Photo', ext: 'gif' },
  'video/mp4': { type: 'Video', ext: 'mp4' },
  'video/webm': { type: 'Video', ext: 'webm' },
};

export async function detectUpload(
  filePath: string,
): Promise<{ mime: string; type: MediaType; ext: string } | undefined> {
  const detected = await fileTypeFromFile(filePath);
  if (!detected) return undefined;
  const allowed = allowedUploads[detected.mime];
  return allowed ? { mime: detected.mime, ...allowed } : undefined;
}

export const randomFileName = (ext: string) => `${randomUUID()}.${ext}`;

/** Removes local (temporary) files and ignores the ones already gone. */
export async function removeFiles(paths: string[]): Promise<void> {
  await Promise.all(paths.map((p) => fs.rm(p, { force: true })));
}

/** The public files of an item live in the uploads folder under names the server chose; nothing else is touched. */
export const uploadKey = (fileName: string) => `uploads/${path.basename(fileName)}`;

/** An upload as it came, with its metadata, is kept privately. */
export const originalKey = (storageKey: string) => `originals/${path.basename(storageKey)}`;

/** Publishes files a job wrote into `workDir` as public uploads under the same names (moved, not copied). */
export async function publishFiles(storage: FileStorage, workDir: string, names: string[]): Promise<void> {
  await Promise.all(
    names.map((name) =>
      storage.put(
        uploadKey(name),
        { file: path.join(workDir, path.basename(name)) },
        { contentType: contentTypeOf(name), cacheControl: IMMUTABLE },
      ),
    ),
  );
}

/** The random part of a stored name, which every variant of the item shares: `<uuid>.jpg` -> `<uuid>`. */
export function baseName(storageKey: string): string {
  const name = path.basename(storageKey);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}
