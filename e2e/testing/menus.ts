import type { APIRequestContext } from '@playwright/test';
import { menuPaths } from '#shared/api/menus';
import type { MenuEntry, Menus } from '#shared/content/menus';
import { expect } from './fixtures.ts';

/**
 * Points the header's menu item `id` at `to` (a written page's `/<slug>`), as the administrator does in the
 * Menus panel. `request` is signed in as the administrator.
 */
export async function linkMenuItem(request: APIRequestContext, baseURL: string, id: string, to: string) {
  const menus = (await (await request.get(menuPaths.menus)).json()) as Menus;
  const link = (entry: MenuEntry): MenuEntry => ({
    ...entry,
    ...(entry.id === id && { leadsTo: 'link' as const, to, hidden: false }),
    children: entry.children.map(link),
  });
  const response = await request.put(menuPaths.menus, {
    data: { ...menus, header: menus.header.map(link) },
    headers: { origin: baseURL },
  });
  expect(response.ok()).toBe(true);
}
