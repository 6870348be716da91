import sanitizeHtml from 'sanitize-html';

/**
 * What a page body may hold: the editor's headings, paragraphs, lists, emphasis, links and pictures from the
 * media library. Everything else (scripts, event handlers, styles, frames, `javascript:` links) is removed
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
    'blockquote',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Pictures come from this site's media library only.
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !/^\/uploads\/[A-Za-z0-9._~-]+$/.test(frame.attribs.src ?? ''),
  transformTags: {
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
