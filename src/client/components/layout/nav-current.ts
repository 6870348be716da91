import { COMING_SOON, type NavItem } from '#client/texts/navigation.ts';

/**
 * Whether a menu link leads to the page being shown. /coming-soon stands in for many items, and a place on
 * the home page (/#notifications) is not the home page, so neither marks anything; an action on a page
 * (/donate#sponsor-a-child) is that page.
 */
export function isCurrentPath(to: string, pathname: string): boolean {
  const [path, fragment] = to.split('#');
  return to !== COMING_SOON && path === pathname && !(fragment !== undefined && path === '/');
}

/** Whether a dropdown holds the page being shown (About on /team, Donate on /donate). */
export function holdsCurrentPage(item: NavItem, pathname: string): boolean {
  return (item.children ?? []).some((child) =>
    child.kind === 'group'
      ? isCurrentPath(child.to, pathname) ||
        child.items.some((leaf) => leaf.kind === 'link' && isCurrentPath(leaf.to, pathname))
      : child.kind === 'link' && isCurrentPath(child.to, pathname),
  );
}
