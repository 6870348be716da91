/**
 * The site's menus as the administrator edits them (issue 25, must have 1): the header menu with its
 * sub-menus, the footer's quick links and the sidebar's links. Plain data without zod, so public pages may
 * import it (decision 005); the API's schema is in shared/api/menus.ts.
 */
import { reservedSlugs } from './reserved-slugs.ts';

/** What a menu item leads to. */
export type MenuLeadsTo =
  /** `to`: a page of this site (`/vision`, `/donate#sponsor-a-child`, a written page) or an https address. */
  | 'link'
  /** Nothing yet: a Coming Soon page that names the item (`/coming-soon/<id>`). */
  | 'soon'
  /** Nothing: the label alone, as plain text. */
  | 'text';

export interface MenuEntry {
  /** Stable once made: the address of its Coming Soon page and the key of its place in the editor. */
  id: string;
  label: string;
  leadsTo: MenuLeadsTo;
  /** Used when `leadsTo` is 'link'; kept otherwise, so switching back restores it. */
  to: string;
  /** Kept in the editor but not shown to visitors. */
  hidden: boolean;
  /** The header's sub-menus: a top item with children opens them; a child with children is a group. */
  children: MenuEntry[];
}

export interface Menus {
  header: MenuEntry[];
  footer: MenuEntry[];
  sidebar: MenuEntry[];
}

export type MenuName = keyof Menus;

/** How deep each menu goes: the header has groups inside its sub-menus; the others are flat lists. */
export const menuDepth: Record<MenuName, number> = { header: 3, footer: 1, sidebar: 1 };

export const menuLimits = { label: 60, itemsPerLevel: 30, id: 60 } as const;

export const COMING_SOON_PATH = '/coming-soon';

/** The Coming Soon page that names an item with nothing behind it yet. */
export const comingSoonPathOf = (id: string) => `${COMING_SOON_PATH}/${id}`;

export const isExternalLink = (to: string) => /^https:\/\//i.test(to);

/** An id made from a label (`Our Books` → `our-books`), with a number added when `taken` has it. */
export function menuIdFor(label: string, taken: ReadonlySet<string>): string {
  const base =
    label
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, menuLimits.id - 4) || 'item';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

/**
 * Whether visitors can open a path of this site: the home page, a page of the site's own, a written page
 * they can see now (`pageSlugs`), or a deeper address (a document, a Coming Soon page), which is not judged.
 */
function opens(to: string, pageSlugs: ReadonlySet<string>): boolean {
  const path = to.split(/[?#]/)[0]!;
  const segments = path.split('/').filter(Boolean);
  if (segments.length !== 1) return true;
  return reservedSlugs.includes(segments[0]!) || pageSlugs.has(segments[0]!);
}

/**
 * The menus as visitors meet them: hidden items left out, and an item pointing at a page visitors cannot
 * open yet (a page not published, or removed) leads to its Coming Soon page instead of a missing page.
 */
export function publicMenus(menus: Menus, pageSlugs: ReadonlySet<string>): Menus {
  const shown = (entries: MenuEntry[]): MenuEntry[] =>
    entries
      .filter((entry) => !entry.hidden)
      .map((entry) => {
        const reachable = isExternalLink(entry.to) || opens(entry.to, pageSlugs);
        const leadsTo = entry.leadsTo === 'link' && !reachable ? 'soon' : entry.leadsTo;
        // An address kept for later is nobody's business but the editor's.
        return { ...entry, leadsTo, to: leadsTo === 'link' ? entry.to : '', children: shown(entry.children) };
      });
  return { header: shown(menus.header), footer: shown(menus.footer), sidebar: shown(menus.sidebar) };
}

/** Every item of the menus, at any depth. */
export function allMenuEntries(menus: Menus): MenuEntry[] {
  const walk = (entries: MenuEntry[]): MenuEntry[] => entries.flatMap((e) => [e, ...walk(e.children)]);
  return [...walk(menus.header), ...walk(menus.footer), ...walk(menus.sidebar)];
}

/** The items of public menus that lead to a Coming Soon page: each gets a page of its own. */
export const comingSoonEntries = (menus: Menus): MenuEntry[] =>
  allMenuEntries(menus).filter((entry) => entry.leadsTo === 'soon');
