import { categoryTexts, mediaCount } from '#shared/api/media-categories';

/** The words of the Gallery categories panel, in one place for the panel and its tests. */
export const galleryCategoriesTexts = {
  title: 'Gallery categories',
  intro:
    'The gallery shows a button for each category, after All, in this order: move one with its Up and Down buttons, or drag it onto another. Renaming a category renames it for its photos and videos too.',
  loading: 'Loading categories...',
  listTitle: 'Categories',
  empty: 'There are no categories: the gallery shows no photos until you add one.',
  libraryOnly: (count: number) =>
    `${mediaCount(count)} kept in the media library only (not shown in the gallery). List Media shows them; choose a category there to show one in the gallery.`,
  moveUp: (name: string) => `Move "${name}" up`,
  moveDown: (name: string) => `Move "${name}" down`,
  rename: 'Rename',
  renameLabel: (name: string) => `New name for "${name}"`,
  save: 'Save',
  cancel: 'Cancel',
  merge: 'Merge…',
  mergeLabel: (name: string) => `Merge "${name}" into`,
  mergeSubmit: 'Merge',
  remove: 'Remove…',
  removeLabel: (name: string) => `Where the photos and videos of "${name}" go`,
  removeSubmit: 'Remove category',
  libraryOnlyChoice: categoryTexts.libraryOnly,
  actionsOf: (name: string) => `Change "${name}"`,
  addTitle: 'Add a category',
  addLabel: 'Name of the new category',
  addSubmit: 'Add category',
  moved: (name: string, position: number, count: number) => `"${name}" is now ${position} of ${count}.`,
  confirmMerge: (from: string, into: string, count: number) =>
    `Merge "${from}" into "${into}"? ${count === 0 ? `"${from}" holds no photos or videos.` : `Its ${mediaCount(count)} move to "${into}".`} "${from}" is then removed from the gallery.`,
  confirmRemove: (name: string, count: number, to: string | null) =>
    `Remove "${name}" from the gallery? ${
      count === 0
        ? 'It holds no photos or videos.'
        : to === null
          ? `Its ${mediaCount(count)} are kept in the media library only and no longer shown in the gallery.`
          : `Its ${mediaCount(count)} move to "${to}".`
    }`,
} as const;
