import type { Db } from '#server/db/database';
import { defaultMenus } from '#shared/content/defaults/menus';
import { menuLimits, type MenuEntry, type Menus } from '#shared/content/menus';
import { readText } from './localised.ts';

/**
 * The menus before the administrator first saves them: today's menus, with each page that was placed on a
 * menu item (the page editor's former "menu place", kept in `pages.menu_slot`) at that item, under the
 * page's own title. The seeded items' ids are those menu places' ids.
 */
export async function menusWithPlacedPages(db: Db): Promise<Menus> {
  const rows = await db
    .selectFrom('pages')
    .select(['slug', 'menu_slot', 'data'])
    .where('menu_slot', 'is not', null)
    .execute();
  if (rows.length === 0) return defaultMenus;
  const placed = new Map(
    rows.map((row) => {
      const title = readText((JSON.parse(row.data) as { title: Record<string, string> }).title);
      return [row.menu_slot!, { slug: row.slug, title }] as const;
    }),
  );
  const place = (entry: MenuEntry): MenuEntry => {
    const page = placed.get(entry.id);
    const children = entry.children.map(place);
    return page
      ? {
          ...entry,
          label: page.title.slice(0, menuLimits.label) || entry.label,
          leadsTo: 'link',
          to: `/${page.slug}`,
          children,
        }
      : { ...entry, children };
  };
  return { ...defaultMenus, header: defaultMenus.header.map(place) };
}
