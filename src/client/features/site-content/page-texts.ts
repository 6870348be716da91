import type { PageKind, PageStatus } from '#shared/api/content-fields';

/** Texts of the Pages panel (the spec has none; the server's refusals come from contentMessages). */
export const pageTexts = {
  loading: 'Loading pages...',
  loadFailed: 'Failed to load the pages. Please try again.',
  pageLoadFailed: 'Failed to load this page. Please try again.',
  empty: 'No pages yet. Write the first one with “New page”.',
  caption: (count: number) => `${count} page${count === 1 ? '' : 's'}`,
  columns: ['Title', 'Address', 'Status', 'Last change', 'Actions'],
  newPage: 'New page',
  newPageHeading: 'New page',
  editHeading: (title: string) => `Edit “${title}”`,
  back: 'Back to all pages',
  edit: 'Edit',
  delete: 'Delete',
  title: 'Title',
  address: 'Address',
  addressHint: 'The page opens at /address. Small letters, digits and dashes.',
  menuHint: "To show this page in the site's menu, add it in Menus.",
  summary: 'Summary',
  summaryHint: 'One or two sentences, shown under the title and in search results.',
  body: 'Page text',
  status: 'Status',
  kind: 'Kind of page',
  programmeHint:
    'A programme’s page ends with the Expression of Interest form and is shown in the home page’s programmes carousel, with its first picture.',
  fillTemplate: 'Fill in the programme template',
  templateFilled: 'The template is in the page text: replace each part in [brackets] with your own words.',
  publishAt: 'Publish on (India time)',
  save: 'Save',
  saving: 'Saving...',
  preview: 'Preview',
  previewHeading: 'Preview: the page as visitors will see it',
  closePreview: 'Close preview',
  saved: 'Page saved successfully!',
  backupFound: (when: string) =>
    `Changes to this page typed on ${when} were never saved (the tab was closed, reloaded or left). Restore them to go on writing, or discard them.`,
  restoreBackup: 'Restore the changes',
  discardBackup: 'Discard them',
  saveFailed: 'Failed to save the page.',
  fixFields: 'Please correct the marked fields.',
  deleted: 'Page deleted successfully!',
  deleteFailed: 'Failed to delete the page.',
  confirmDelete: 'Are you sure you want to delete this page?',
  scheduledFor: (when: string) => `Scheduled for ${when}`,
  revisions: 'Earlier versions',
  revisionsHint: 'Every save is kept. Restoring a version brings back its title, summary and text.',
  revisionsLoading: 'Loading earlier versions...',
  revisionsFailed: 'Failed to load the earlier versions.',
  revisionsCaption: (count: number) => `${count} saved version${count === 1 ? '' : 's'}, newest first`,
  revisionColumns: ['Saved', 'Title', 'Actions'],
  view: 'View',
  hide: 'Hide',
  restore: 'Restore',
  viewingRevision: (when: string) => `Version saved ${when}`,
  revisionLoading: 'Loading this version...',
  revisionFailed: 'Failed to load this version.',
  confirmRestore: 'Do you want to restore this version? It replaces the text in the editor.',
  restored: 'The earlier version is back.',
  restoreFailed: 'Failed to restore this version.',
  documents: 'Documents',
  documentsHint: 'PDF files shown under the page: annual reports, audited statements, certificates.',
  noDocuments: 'No documents on this page yet.',
  documentsCaption: (count: number) => `${count} document${count === 1 ? '' : 's'} on this page`,
  documentColumns: ['Title', 'Year', 'Size', 'Actions'],
  documentTitle: 'Document title',
  documentYear: 'Year (optional)',
  documentFile: 'PDF file',
  upload: 'Upload document',
  uploading: 'Uploading...',
  uploaded: 'Document uploaded successfully!',
  uploadFailed: 'Failed to upload the document.',
  open: 'Open',
  remove: 'Remove',
  confirmRemove: 'Are you sure you want to remove this document?',
  removed: 'Document removed successfully!',
  removeFailed: 'Failed to remove the document.',
  saveFirst: 'Save the page once to attach documents and see its earlier versions.',
} as const;

/** The page editor's options of the picture selected in the text. */
export const pagePictureTexts = {
  options: 'Picture options',
  hint: 'Select a picture in the text to change these.',
  size: 'Size',
  sizes: { small: 'Small', half: 'Half width', full: 'Full width' },
  align: 'Alignment',
  alignments: { left: 'Left', centre: 'Centre', right: 'Right' },
  caption: 'Caption (shown under the picture)',
  describe: 'Describe the picture',
  describeHint: 'For visitors who cannot see it: say in a sentence what the picture shows.',
  remove: 'Remove picture',
} as const;

export const kindLabels: Record<PageKind, string> = {
  page: 'A page',
  programme: 'A programme’s page',
};

/** The sections every programme's page answers, as a start the writer replaces (issue 25, must have 2). */
export const programmeTemplate = [
  ['What it is', '[In two or three sentences: what children or families learn and do.]'],
  ['Who can join', '[Age or class, who it is for, and whether it is free.]'],
  ['When', '[Days and times, and how long it runs.]'],
  ['Where', '[The place, with the area and the city.]'],
  ['How to join', '[What to do: fill in the form below, call us, or come with a parent.]'],
  ['Photos', '[Add two or three photos with the Picture button, each with a short description.]'],
]
  .map(([heading, prompt]) => `<h2>${heading}</h2><p>${prompt}</p>`)
  .join('');

export const statusLabels: Record<PageStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  scheduled: 'Scheduled',
};
