import { isExternalLink, type MenuEntry, type MenuName, type Menus } from '#shared/content/menus';
import type { LeadChoice } from './menus-texts.ts';

export const menuNames = ['header', 'footer', 'sidebar'] as const satisfies readonly MenuName[];

/** Where an item sits: its menu, the item it is under (null at the top), its place there and its depth. */
export interface Place {
  menu: MenuName;
  parentId: string | null;
  index: number;
  /** 1 for the items of the menu itself, 2 for their sub-items, 3 for the sub-items of those. */
  depth: number;
  entry: MenuEntry;
  /** The items above it, from the top of the menu. */
  ancestors: MenuEntry[];
}

/** Finds an item by its id, which no two items share. */
export function locate(menus: Menus, id: string): Place | undefined {
  for (const menu of menuNames) {
    const found = findIn(menus[menu], id, menu, null, []);
    if (found) return found;
  }
  return undefined;
}

function findIn(
  entries: MenuEntry[],
  id: string,
  menu: MenuName,
  parentId: string | null,
  ancestors: MenuEntry[],
): Place | undefined {
  for (const [index, entry] of entries.entries()) {
    if (entry.id === id) return { menu, parentId, index, depth: ancestors.length + 1, entry, ancestors };
    const deeper = findIn(entry.children, id, menu, entry.id, [...ancestors, entry]);
    if (deeper) return deeper;
  }
  return undefined;
}

/** The items of one level: a menu's own (parentId null) or an item's sub-items. */
export function levelOf(menus: Menus, menu: MenuName, parentId: string | null): MenuEntry[] {
  if (parentId === null) return menus[menu];
  return locate(menus, parentId)?.entry.children ?? [];
}

/** Changes one level of a menu, leaving every other item as it is. */
export function changeLevel(
  menus: Menus,
  menu: MenuName,
  parentId: string | null,
  change: (entries: MenuEntry[]) => MenuEntry[],
): Menus {
  if (parentId === null) return { ...menus, [menu]: change(menus[menu]) };
  const walk = (entries: MenuEntry[]): MenuEntry[] =>
    entries.map((entry) =>
      entry.id === parentId
        ? { ...entry, children: change(entry.children) }
        : { ...entry, children: walk(entry.children) },
    );
  return { ...menus, [menu]: walk(menus[menu]) };
}

/** Changes one item wherever it is. */
export function changeEntry(menus: Menus, id: string, change: (entry: MenuEntry) => MenuEntry): Menus {
  const place = locate(menus, id);
  if (!place) return menus;
  return changeLevel(menus, place.menu, place.parentId, (entries) =>
    entries.map((entry) => (entry.id === id ? change(entry) : entry)),
  );
}

export function removeEntry(menus: Menus, id: string): Menus {
  const place = locate(menus, id);
  if (!place) return menus;
  return changeLevel(menus, place.menu, place.parentId, (entries) => entries.filter((e) => e.id !== id));
}

/** Every id the menus hold, at any depth: a new item's id must differ from all of them. */
export function takenIds(menus: Menus): Set<string> {
  const ids = new Set<string>();
  const walk = (entries: MenuEntry[]) =>
    entries.forEach((entry) => {
      ids.add(entry.id);
      walk(entry.children);
    });
  menuNames.forEach((menu) => walk(menus[menu]));
  return ids;
}

export const countDescendants = (entry: MenuEntry): number =>
  entry.children.reduce((sum, child) => sum + 1 + countDescendants(child), 0);

/** Whether two versions of the menus are the same, item for item and field for field. */
export const sameMenus = (a: Menus, b: Menus) => JSON.stringify(a) === JSON.stringify(b);

/** What the administrator chose for an item: `outside` is remembered while its address is still empty. */
export function choiceOf(entry: MenuEntry, chosen?: LeadChoice): LeadChoice {
  if (entry.leadsTo !== 'link') return entry.leadsTo;
  if (chosen === 'outside' || chosen === 'page') return chosen;
  return isExternalLink(entry.to) ? 'outside' : 'page';
}

/** An item the administrator has just made shows only once it leads somewhere (the product's rule). */
export const leadsSomewhere = (entry: MenuEntry) => entry.leadsTo === 'link' && entry.to.trim() !== '';

/** The item's fields a problem can be shown beside; `item` is the item as a whole. */
export type ItemField = 'label' | 'to' | 'item';

/** Where a problem of the saved menus belongs: beside an item's field, or at the end of one level. */
export type ProblemPlace =
  | { kind: 'item'; menu: MenuName; id: string; field: ItemField }
  | { kind: 'level'; menu: MenuName; parentId: string | null };

const fieldOf = (key: unknown): ItemField => (key === 'label' || key === 'to' ? key : 'item');

/**
 * Where a problem the menus' schema names by its path (`header.1.children.0.label` from the server, or
 * the same path from the check made here before sending) is shown.
 */
export function placeOfProblem(menus: Menus, path: readonly PropertyKey[]): ProblemPlace | undefined {
  const menu = path[0];
  if (menu !== 'header' && menu !== 'footer' && menu !== 'sidebar') return undefined;
  let level = menus[menu];
  let parentId: string | null = null;
  let i = 1;
  for (;;) {
    const index = path[i];
    if (index === undefined) return { kind: 'level', menu, parentId };
    const entry = typeof index === 'number' ? level[index] : undefined;
    if (!entry) return parentId === null ? undefined : { kind: 'item', menu, id: parentId, field: 'item' };
    const key = path[i + 1];
    if (key === 'children') {
      if (path[i + 2] === undefined) return { kind: 'level', menu, parentId: entry.id };
      level = entry.children;
      parentId = entry.id;
      i += 2;
      continue;
    }
    return { kind: 'item', menu, id: entry.id, field: fieldOf(key) };
  }
}

/** `header.1.children.0.label`, as the server names a field, as a path. */
export const pathOfField = (field: string): PropertyKey[] =>
  field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

export const levelKey = (menu: MenuName, parentId: string | null) => `${menu}/${parentId ?? ''}`;
