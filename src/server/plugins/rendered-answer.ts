import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';

/** A page rendered with the database's content, with its precompressed copies (decision 014). */
export interface RenderedFile {
  body: Buffer;
  br: Buffer;
  gz: Buffer;
  /** Changes with every rendering. */
  etag: string;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export const contentTypeOf = (file: string) => types[path.extname(file)] ?? 'application/octet-stream';

/** The rendered file a page address is served from: `/` → index.html, `/team` → team/index.html. */
export function renderedFileOf(url: string): string | undefined {
  const pathname = url.split('?')[0]!.replace(/\/+$/, '');
  if (pathname === '') return 'index.html';
  if (pathname.startsWith('/assets/') || !/^(\/[a-z0-9][a-z0-9.-]*)+$/.test(pathname)) return undefined;
  const relative = pathname.slice(1);
  return path.extname(relative) ? relative : `${relative}/index.html`;
}

export interface RenderedAnswer {
  etag: string;
  /** The browser holds this very version in this encoding (its If-None-Match is the ETag). */
  notModified: boolean;
  encoding?: 'br' | 'gzip';
  body: Buffer;
}

/**
 * What a request for a rendered file is answered: brotli or gzip when the browser takes it, revalidated by
 * an ETag of its version and encoding (304 when the browser holds it). The one rule for both ways a page
 * leaves: through Fastify (static-site.ts) and before it (early-answers.ts).
 */
export function renderedAnswer(page: RenderedFile, headers: IncomingHttpHeaders): RenderedAnswer {
  const accepted = String(headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  const etag = `"${page.etag}${encoding ? `-${encoding}` : ''}"`;
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gz : page.body;
  return { etag, notModified: headers['if-none-match'] === etag, encoding, body };
}
