import { COMING_SOON_PATH } from '#shared/content/menus';
import { routeMeta } from '#client/lib/route-meta.ts';
import { getInvolvedActions } from '#client/texts/get-involved.ts';
import { menusTexts as say } from './menus-texts.ts';

/** One page a menu item may open, as the page chooser lists it. */
export interface PageChoice {
  to: string;
  label: string;
}

export interface PageChoiceGroup {
  label: string;
  choices: PageChoice[];
}

/** A written page as the Pages panel lists it. */
export interface WrittenPage {
  title: string;
  slug: string;
  visible: boolean;
}

/** Not pages for visitors to open from a menu: the administrator's own, and the pages the site shows itself. */
const notForMenus = new Set(['/404', '/dashboard', '/login', COMING_SOON_PATH]);

/** A page's name as its title gives it: "Vision & Mission – Gurukul" → "Vision & Mission". */
const nameOfRoute = (path: string, title: string) =>
  path === '/' ? say.homePage : (title.split(' – ')[0] ?? title);

/** The built-in public pages, in the order of the route table. */
export const sitePages: PageChoice[] = routeMeta
  .filter((route) => !route.app && !notForMenus.has(route.path))
  .map((route) => ({ to: route.path, label: nameOfRoute(route.path, route.title) }));

const donateName = sitePages.find((page) => page.to === '/donate')?.label ?? say.donate;

/** Places inside a page that a menu item may open directly: a home page section, a way to give. */
export const pagePlaces: PageChoice[] = [
  { to: '/#about', label: say.place(say.homePage, say.aboutUs) },
  { to: '/#notifications', label: say.place(say.homePage, say.notifications) },
  ...getInvolvedActions.map((action) => ({
    to: `/donate#${action.id}`,
    label: say.place(donateName, action.title),
  })),
];

const writtenChoice = (page: WrittenPage): PageChoice => ({
  to: `/${page.slug}`,
  label: page.visible ? page.title : `${page.title} (${say.notPublished})`,
});

/**
 * Every page the chooser offers, in groups. An address no group holds (a page since removed, a document)
 * is offered first as it is, so opening an item never changes where it leads.
 */
export function pageChoiceGroups(written: readonly WrittenPage[], current: string): PageChoiceGroup[] {
  const groups: PageChoiceGroup[] = [
    { label: say.pageGroups.site, choices: sitePages },
    { label: say.pageGroups.places, choices: pagePlaces },
  ];
  if (written.length > 0) groups.push({ label: say.pageGroups.written, choices: written.map(writtenChoice) });
  const known = groups.some((group) => group.choices.some((choice) => choice.to === current));
  if (current && !known)
    groups.unshift({
      label: say.pageGroups.other,
      choices: [{ to: current, label: say.otherAddress(current) }],
    });
  return groups;
}

/** The page's name for an address of this site, as the item's summary shows it. */
export function nameOfAddress(to: string, written: readonly WrittenPage[]): string {
  const pages = written.map((page) => ({ to: `/${page.slug}`, label: page.title }));
  const choice = [...sitePages, ...pagePlaces, ...pages].find((candidate) => candidate.to === to);
  return choice ? `${choice.label} (${to})` : to;
}
