import sanitizeHtml from 'sanitize-html';
import { isPictureAlignment, isPictureSize } from '#shared/content/page-pictures';

/**
 * What a page body may hold: the editor's headings, paragraphs, lists, emphasis, links and pictures from the
 * media library, a picture either plain or in a `<figure data-size data-align>` with a `<figcaption>`
 * (shared/content/page-pictures.ts). Everything else (scripts, event handlers, styles, frames, `javascript:` links) is removed
 * on the server before it is stored, so what is stored is what visitors get.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'a',
    'img',
    'figure',
    'figcaption',
    'blockquote',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    // Only the editor's sizes and alignments (see transformTags): the picture is drawn by the site's styles.
    figure: ['data-size', 'data-align'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Pictures come from this site's media library only; a figure holds one.
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !/^\/uploads\/[A-Za-z0-9._~-]+$/.test(frame.attribs.src ?? '')) ||
    (frame.tag === 'figure' && frame.mediaChildren.length === 0),
  transformTags: {
    // An unknown size or alignment is dropped: the picture then shows full width.
    figure: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(isPictureSize(attribs['data-size']) ? { 'data-size': attribs['data-size'] } : {}),
        ...(isPictureAlignment(attribs['data-align']) ? { 'data-align': attribs['data-align'] } : {}),
      },
    }),
    // A link to another site opens without giving it this page (or its address).
    a: (tagName, attribs) =>
      /^https?:/i.test(attribs.href ?? '')
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  disallowedTagsMode: 'discard',
};

export function sanitizePageBody(html: string): string {
  return sanitizeHtml(html, options).trim();
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&lt;': '<',
  '&gt;': '>',
  '&#39;': "'",
};
const attributeOf = (tag: string, name: string) =>
  tag
    .match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]
    ?.replace(/&(?:amp|quot|lt|gt|#39);/g, (e) => entities[e]!);

/** The first picture of a stored (sanitised) body, to show the page on a card; null when it has none. */
export function firstPicture(body: string): { src: string; alt: string } | null {
  const tag = body.match(/<img\b[^>]*>/)?.[0];
  const src = tag && attributeOf(tag, 'src');
  return src ? { src, alt: attributeOf(tag, 'alt') ?? '' } : null;
}
