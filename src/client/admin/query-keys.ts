/**
 * Every TanStack Query key of the dashboard, in one place: fetchers read them and mutations invalidate
 * through them, never through a string typed again elsewhere.
 */
export const queryKeys = {
  session: ['session'] as const,
  media: {
    all: ['media'] as const,
    pages: (pageSize: number) => ['media', 'pages', pageSize] as const,
  },
  notifications: ['notifications'] as const,
  /** Devices with alerts on, and what each notice sent as an alert reached (read again with the list). */
  notificationAlerts: ['notifications', 'alerts'] as const,
  subscriptions: ['subscriptions'] as const,
  /** The audiences of subscribers, with how many each has. */
  audiences: ['audiences'] as const,
  /** Campaign progress and history, read by the campaign history under the mail form. */
  campaigns: ['campaigns'] as const,
  inbox: {
    all: ['inbox'] as const,
    contact: ['inbox', 'contact'] as const,
    interest: ['inbox', 'interest'] as const,
  },
  giving: {
    all: ['giving'] as const,
    settings: ['giving', 'settings'] as const,
    receiptImages: ['giving', 'receipt-images'] as const,
    /** Every list of donations, whatever its filters: what a change to a donation or receipt refreshes. */
    donationLists: ['giving', 'donations'] as const,
    donations: (filters: { status?: string; year?: string; q?: string }) =>
      ['giving', 'donations', filters] as const,
  },
  /** The site's lists and details as the site-content panels edit them, by collection name. */
  siteContent: {
    all: ['site-content'] as const,
    collection: (name: string) => ['site-content', name] as const,
  },
  /** The confirmed requests of people about their data, with their deadlines (Data requests panel). */
  dataRequests: ['data-requests'] as const,
  /** The staff list with the pending invitations (the owner's Staff panel). */
  staff: ['staff'] as const,
  /** The signed-in person's own account: name and address, and the devices signed in to it. */
  account: {
    profile: ['account', 'profile'] as const,
    devices: ['account', 'devices'] as const,
  },
  /** The activity log: its pages for a set of filters, and the people and areas the filters offer. */
  activity: {
    all: ['activity'] as const,
    entries: (filters: Record<string, string>) => ['activity', 'entries', filters] as const,
    filters: ['activity', 'filters'] as const,
  },
  /** The signed-in person's second factor: the authenticator app and recovery codes. */
  secondFactor: ['second-factor'] as const,
  /** The roles that must use a second factor (Security settings). */
  secondFactorRequired: ['second-factor-required'] as const,
  /** How long the activity log is kept, and the other security settings. */
  securitySettings: ['security-settings'] as const,
  /** How long each kind of personal record is kept, and what the daily clean-up erases. */
  retention: ['retention'] as const,
  /** The Backup and restore panel: the schedule, the stored backups, whether the install is empty. */
  backups: ['backups'] as const,
  /** The dashboard's first screen: counts from every part, read again after any page change. */
  overview: ['overview'] as const,
  pages: {
    all: ['pages'] as const,
    list: ['pages', 'list'] as const,
    page: (id: number) => ['pages', id] as const,
    revisions: (id: number) => ['pages', id, 'revisions'] as const,
    revision: (id: number, revisionId: number) => ['pages', id, 'revisions', revisionId] as const,
  },
} as const;
