import zlib from 'node:zlib';
import type { RenderedFile } from './rendered-answer.ts';

/** One `url 640w` candidate of a srcset. */
const CANDIDATE = /^(\S+)\s+(\d+)w$/;
const SRCSET = /\b(srcset|imagesrcset)="([^"]*)"/g;

/** The candidate with the fewest pixels of a width-described srcset; any other srcset as it is. */
export function smallestCandidate(srcset: string): string {
  const parsed = srcset.split(',').map((candidate) => CANDIDATE.exec(candidate.trim()));
  if (parsed.length === 0 || parsed.some((match) => match === null)) return srcset;
  const smallest = (parsed as RegExpExecArray[]).reduce((a, b) => (Number(b[2]) < Number(a[2]) ? b : a));
  return smallest[0];
}

/** A page's HTML with every picture offering only its smallest variant (issue 12: data saver). */
export function withSmallestPictures(html: string): string {
  return html.replace(SRCSET, (_, name: string, srcset: string) => `${name}="${smallestCandidate(srcset)}"`);
}

/** How many pages' lighter copies are kept: every page of the site, with room for written pages. */
const KEPT = 200;

/**
 * The data-saver copies of rendered pages (issue 12): the same page, whose pictures offer only their
 * smallest variant, compressed once per page version. Kept per file for its newest version only.
 */
export function createLighterPages() {
  const kept = new Map<string, RenderedFile>();
  return (file: string, page: RenderedFile): RenderedFile => {
    const known = kept.get(file);
    if (known?.etag === `${page.etag}-sd`) return known;
    const body = Buffer.from(withSmallestPictures(page.body.toString('utf8')));
    const lighter: RenderedFile = {
      body,
      br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gz: zlib.gzipSync(body, { level: 9 }),
      etag: `${page.etag}-sd`,
    };
    if (kept.size >= KEPT) kept.clear();
    kept.set(file, lighter);
    return lighter;
  };
}
