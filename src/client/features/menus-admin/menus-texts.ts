import type { MenuName } from '#shared/content/menus';

/** How an item is set to lead somewhere, as the administrator chooses it. */
export type LeadChoice = 'page' | 'outside' | 'soon' | 'text';

/** Every text of the Menus panel, in plain words for the people who keep the site. */
export const menusTexts = {
  /** The panel's name in the dashboard menu and its heading. */
  title: 'Menus',
  intro:
    'Choose what visitors find in the site’s menus: rename, hide, add, remove and reorder items, and choose where each one leads. Nothing changes on the site until you press “Save changes”.',
  menus: {
    header: 'Header menu',
    footer: 'Footer links',
    sidebar: 'Sidebar links',
  } satisfies Record<MenuName, string>,
  menuHints: {
    header:
      'The menu at the top of every page. An item can have sub-items, and those can have their own, as Programs › Education › NMMS.',
    footer: 'The quick links at the bottom of every page. One simple list.',
    sidebar: 'The links in the side panel that opens from the header. One simple list.',
  } satisfies Record<MenuName, string>,
  chooseMenu: 'Which menu to edit',
  problems: (count: number) => `${count} to fix`,
  empty: 'This menu has no items yet.',

  // One item
  subItemsOf: (name: string) => `Sub-items of ${name}`,
  edit: 'Edit',
  editItem: (name: string) => `Edit ${name}`,
  close: 'Close',
  closeItem: (name: string) => `Close ${name}`,
  remove: 'Remove',
  removeItem: (name: string) => `Remove ${name}`,
  hiddenBadge: 'Hidden from visitors',
  unnamed: 'Item without a name',
  needsChange: 'Needs a change',
  leadsToPage: (page: string) => `Opens ${page}`,
  leadsToOutside: (address: string) => `Opens ${address} in a new tab`,
  leadsNowhereYet: 'No page chosen yet',
  leadsToSoon: 'A Coming Soon page',
  leadsToText: 'Plain text',
  opensSubMenu: 'Opens its sub-menu',

  // Its fields
  name: 'Name of the item',
  leadsTo: 'Where it leads',
  choices: {
    page: 'A page of this site',
    outside: 'An outside address',
    soon: 'Nothing yet: a Coming Soon page that names it',
    text: 'Plain text, not a link',
  } satisfies Record<LeadChoice, string>,
  page: 'Which page',
  choosePage: 'Choose a page…',
  pageGroups: {
    site: 'Pages of the site',
    places: 'Places within a page',
    written: 'Pages written in the dashboard',
    other: 'Kept as it was saved',
  },
  homePage: 'Home page',
  place: (page: string, place: string) => `${page} › ${place}`,
  notifications: 'Notifications',
  aboutUs: 'About us',
  donate: 'Donate',
  notPublished: 'not published yet: visitors see a Coming Soon page',
  writtenLoading: 'Loading the pages written in the dashboard...',
  writtenFailed:
    'The pages written in the dashboard could not be loaded; the other pages can still be chosen.',
  otherAddress: (address: string) => `This address: ${address}`,
  outside: 'Outside address',
  outsideHint: 'A full address starting with https://. It opens in a new tab for visitors.',
  outsideStart: 'https://',
  soonHint: (address: string) => `Visitors see a Coming Soon page with this item’s name, at ${address}.`,
  textHint: 'Visitors see the name alone, without a link.',
  topWithSubMenu:
    'On the site, this item opens its sub-menu: where it leads is not used while it has sub-items.',
  hidden: 'Hidden from visitors',
  hiddenHint: 'It stays here to show again later. Its sub-items are hidden with it.',
  freshHiddenHint: 'A new item stays hidden until it leads somewhere. Untick this to show it anyway.',

  // Adding
  addItemTo: (menu: string) => `Add an item to the ${menu.toLowerCase()}`,
  addSubItemTo: (name: string) => `Add a sub-item to ${name}`,
  newName: 'Name of the new item',
  newUnder: (where: string) => `New item in ${where}`,
  add: 'Add',
  cancel: 'Cancel',
  added: (name: string) => `Added ${name}. Choose where it leads.`,
  full: (count: number) => `This level already has ${count} items, the most it can hold.`,

  // Moving
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  up: 'Up',
  down: 'Down',
  dragHandle: 'Drag to reorder',

  // Removing
  removeQuestion: (name: string, menu: string, subItems: number) =>
    `Remove “${name}” from the ${menu.toLowerCase()}?${
      subItems === 0
        ? ''
        : ` Its ${subItems} sub-item${subItems === 1 ? '' : 's'} go${subItems === 1 ? 'es' : ''} too.`
    }`,
  removed: (name: string) => `“${name}” was removed.`,
  undo: 'Undo',
  undoRemove: (name: string) => `Undo removing ${name}`,
  restored: (name: string) => `“${name}” is back.`,

  // Saving
  unsaved: 'You have unsaved changes',
  saveChanges: 'Save changes',
  saving: 'Saving...',
  discard: 'Discard changes',
  discardQuestion: 'Discard your changes and go back to the saved menus?',
  saved: 'Menus saved',
  saveFailed: 'The menus could not be saved.',
  fixFirst: 'Please fix the marked items, then save again.',
  problemAt: (trail: string) => `${trail}:`,
  loading: 'Loading the menus...',
  loadFailed: 'The menus could not be loaded.',
} as const;
