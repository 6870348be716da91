import { z } from 'zod';
import { requiredText, textInput } from './common.ts';
import { contentLimits, contentMessages as say } from './content-fields.ts';
import { menuDepth, menuLimits, type MenuEntry, type MenuName, type Menus } from '../content/menus.ts';

export const menuPaths = { menus: '/api/content/menus' } as const;

export const menuMessages = {
  labelRequired: 'Please give the menu item a name.',
  idInvalid: 'A menu item has an id the site cannot use.',
  idTaken: 'Two menu items have the same id.',
  linkRequired: 'Please choose the page this item opens, or enter an address.',
  tooDeep: 'This menu cannot hold items this deep.',
  tooMany: `At most ${menuLimits.itemsPerLevel} items at one level of a menu.`,
} as const;

/** A page of this site (`/vision`, `/donate#sponsor-a-child`) or an https address. */
const linkTarget = textInput({ error: say.linkInvalid })
  .trim()
  .max(contentLimits.url)
  .refine(
    (value) =>
      value === '' ||
      /^\/(?![/\\])[^\s]*$/.test(value) ||
      (URL.canParse(value) && new URL(value).protocol === 'https:'),
    say.linkInvalid,
  );

const entryBase = {
  id: textInput({ error: menuMessages.idInvalid }).regex(/^[a-z0-9][a-z0-9-]{0,59}$/, menuMessages.idInvalid),
  label: requiredText(menuLimits.label, menuMessages.labelRequired),
  leadsTo: z.enum(['link', 'soon', 'text']),
  to: linkTarget,
  hidden: z.boolean(),
};

/** The items of a menu `depth` levels deep at most; deeper items are refused. */
function entriesSchema(depth: number): z.ZodType<MenuEntry[]> {
  const children =
    depth > 1
      ? entriesSchema(depth - 1)
      : z.array(z.never(), { error: menuMessages.tooDeep }).max(0, menuMessages.tooDeep);
  return z
    .array(
      z.object({ ...entryBase, children }).refine((entry) => entry.leadsTo !== 'link' || entry.to !== '', {
        message: menuMessages.linkRequired,
        path: ['to'],
      }),
    )
    .max(menuLimits.itemsPerLevel, menuMessages.tooMany) as unknown as z.ZodType<MenuEntry[]>;
}

const byMenu = (name: MenuName) => entriesSchema(menuDepth[name]);

/** The three menus, replaced whole; every item's id is unique across them. */
export const menusSchema: z.ZodType<Menus> = z
  .object({ header: byMenu('header'), footer: byMenu('footer'), sidebar: byMenu('sidebar') })
  .superRefine((menus, context) => {
    const seen = new Set<string>();
    const walk = (entries: MenuEntry[], path: (string | number)[]) =>
      entries.forEach((entry, index) => {
        if (seen.has(entry.id)) {
          context.addIssue({ code: 'custom', message: menuMessages.idTaken, path: [...path, index, 'id'] });
        }
        seen.add(entry.id);
        walk(entry.children, [...path, index, 'children']);
      });
    for (const name of ['header', 'footer', 'sidebar'] as const) walk(menus[name], [name]);
  });
