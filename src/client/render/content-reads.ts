import type { SiteContent } from '#shared/content/site-content';
import type { RenderedContent } from '../lib/site-content.tsx';

/**
 * A part of a page's content its rendering read: a key of the site's content by name (`menus`), or a part
 * drawn into that page alone with `@` before its name (`@page` for a written page, `@gallery`).
 */
export type ContentPart = keyof SiteContent | `@${Exclude<keyof RenderedContent, 'content'>}`;

/**
 * The same content, recording in each of `into` every part a component reads. Top-level only: a component
 * reads `useSiteContent().menus` and gets the menus themselves, so a rendering that reads any of a part
 * records that part.
 */
export function recordingReads(rendered: RenderedContent, into: Set<ContentPart>[]): RenderedContent {
  const note = (part: string) => {
    for (const parts of into) parts.add(part as ContentPart);
  };
  const content = new Proxy(rendered.content, {
    get(target, key, receiver) {
      if (typeof key === 'string') note(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return new Proxy(rendered, {
    get(target, key, receiver) {
      if (key === 'content') return content;
      if (typeof key === 'string') note(`@${key}`);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

/** The value of a part in `rendered`. */
export function partOf(rendered: RenderedContent, part: ContentPart): unknown {
  return part.startsWith('@')
    ? (rendered as unknown as Record<string, unknown>)[part.slice(1)]
    : (rendered.content as unknown as Record<string, unknown>)[part];
}

/**
 * What a page carries for its islands to hydrate with: the parts its islands read while it was rendered,
 * and `alwaysCarried`, which an island may read only after a visitor's choice (a form that opens shows the
 * privacy notice with the organisation's name). Parts no island read stay out of the page: the team's cards
 * are HTML, and /team carries no team for them.
 */
export function carriedContent(rendered: RenderedContent, islandReads: Set<ContentPart>): RenderedContent {
  const carried = new Set<ContentPart>([...islandReads, ...alwaysCarried]);
  const pick = (from: object, prefix: string) =>
    Object.fromEntries(Object.entries(from).filter(([key]) => carried.has(`${prefix}${key}` as ContentPart)));
  const { content, ...drawn } = rendered;
  // Typed whole: an island reads only the parts it read when the page was rendered.
  return { ...pick(drawn, '@'), content: pick(content, '') as SiteContent };
}

const alwaysCarried: ContentPart[] = ['site', 'privacyNoticeVersion'];
