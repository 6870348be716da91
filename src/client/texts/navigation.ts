import { comingSoonPathOf, isExternalLink, type MenuEntry } from '#shared/content/menus';

/**
 * The menus as the header, footer and sidebar draw them, made from the menus the administrator edits
 * (content.menus, already without hidden items). An item with nothing behind it yet leads to the Coming
 * Soon page that names it; plain-text items are shown but are not links.
 */
export type NavLeaf = { id: string; label: string } & (
  { kind: 'link'; to: string } | { kind: 'external'; href: string } | { kind: 'text' }
);

/** A titled group of a sub-menu (Programs › Education): its title is itself a leaf. */
export interface NavGroup {
  kind: 'group';
  title: NavLeaf;
  items: NavLeaf[];
}

export type NavChild = NavLeaf | NavGroup;

/** A top-level item: a leaf, or a leaf's label opening a sub-menu when it has children. */
export interface NavItem {
  leaf: NavLeaf;
  children?: NavChild[];
}

export function navLeafOf(entry: MenuEntry): NavLeaf {
  const { id, label } = entry;
  if (entry.leadsTo === 'text') return { id, label, kind: 'text' };
  if (entry.leadsTo === 'soon') return { id, label, kind: 'link', to: comingSoonPathOf(id) };
  return isExternalLink(entry.to)
    ? { id, label, kind: 'external', href: entry.to }
    : { id, label, kind: 'link', to: entry.to };
}

export function headerNavigation(entries: MenuEntry[]): NavItem[] {
  return entries.map((entry) =>
    entry.children.length === 0
      ? { leaf: navLeafOf(entry) }
      : {
          leaf: navLeafOf(entry),
          children: entry.children.map((child): NavChild =>
            child.children.length === 0
              ? navLeafOf(child)
              : { kind: 'group', title: navLeafOf(child), items: child.children.map(navLeafOf) },
          ),
        },
  );
}
