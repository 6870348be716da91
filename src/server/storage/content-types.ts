import path from 'node:path';

/** The types of the files the server writes, by their name's extension (the bytes were checked on upload). */
const byExtension: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

export const contentTypeOf = (key: string) =>
  byExtension[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
