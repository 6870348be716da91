const plural = (one: string, many: string) => (count: number) => (count === 1 ? one : many);

/** Texts of the overview, the dashboard's first screen (the spec has none). */
export const overviewTexts = {
  loading: 'Loading the overview...',
  loadFailed: 'Failed to load the overview. Please try again.',
  intro: 'How things stand today. Each card opens its part of the dashboard.',
  subscribers: 'Subscribers',
  activeSubscribers: 'receive our mail',
  newSubscribers: 'new in the last 30 days',
  inbox: 'Inbox',
  unread: plural('unread message', 'unread messages'),
  lastMail: 'Last mail',
  noMail: 'No mail sent yet.',
  sent: 'sent',
  failed: 'failed',
  queued: 'waiting to be sent',
  media: 'Media',
  mediaItems: plural('photo or video', 'photos and videos'),
  pages: 'Pages',
  published: 'published',
  drafts: plural('draft', 'drafts'),
  scheduled: 'scheduled',
  open: (panel: string) => `Open ${panel}`,
} as const;
