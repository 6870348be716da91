import { splitLanguage } from '#shared/i18n/languages';
import type { NavItem, NavLeaf } from '#client/texts/navigation.ts';

/**
 * Whether a menu link leads to the page being shown. A place on the home page (/#notifications) is not the
 * home page, so it marks nothing; an action on a page (/donate#sponsor-a-child) is that page. A page in
 * another language (/kn/vision) is the page its menu links to (/vision, drawn as /kn/vision).
 */
export function isCurrentPath(to: string, pathname: string): boolean {
  const [path, fragment] = to.split('#');
  return path === splitLanguage(pathname).path && !(fragment !== undefined && path === '/');
}

const leadsHere = (leaf: NavLeaf, pathname: string) =>
  leaf.kind === 'link' && isCurrentPath(leaf.to, pathname);

/** Whether a dropdown holds the page being shown (About on /team, Donate on /donate). */
export function holdsCurrentPage(item: NavItem, pathname: string): boolean {
  return (item.children ?? []).some((child) =>
    child.kind === 'group'
      ? leadsHere(child.title, pathname) || child.items.some((leaf) => leadsHere(leaf, pathname))
      : leadsHere(child, pathname),
  );
}
