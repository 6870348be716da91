import { COMING_SOON, type NavItem } from '#client/texts/navigation.ts';

/**
 * Whether a menu link leads to the page being shown. /coming-soon stands in for many items, and a link
 * to a place on another page (/#notifications) is not that page, so neither marks anything.
 */
export function isCurrentPath(to: string, pathname: string): boolean {
  return to !== COMING_SOON && !to.includes('#') && to === pathname;
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
