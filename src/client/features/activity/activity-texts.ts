import { ACTIVITY_KEPT_DAYS } from '#shared/api/activity';

/** Every text of the Activity and Security settings panels, in plain words for the people who keep the site. */
export const activityTexts = {
  intro:
    'Every change made in this dashboard, and every sign-in, is written down here: who, when, from which internet address, what they did and to what. Nobody can change or delete these entries.',
  loading: 'Loading the activity...',
  loadFailed: 'The activity could not be loaded. Please try again.',
  filtersLegend: 'Show only',
  person: 'Person',
  anyPerson: 'Everyone',
  area: 'Part of the dashboard',
  anyArea: 'All parts',
  from: 'From (day)',
  to: 'To (day)',
  dayHint: 'India time',
  clearFilters: 'Show everything',
  download: 'Download CSV',
  downloadHint: 'A spreadsheet of the entries shown by these filters, all of them, not only this page.',
  caption: (count: number, more: boolean) =>
    `${count}${more ? '+' : ''} ${count === 1 ? 'entry' : 'entries'}, newest first`,
  empty: 'Nothing was recorded for these filters.',
  loadMore: 'Load more',
  loadingMore: 'Loading more...',
  allShown: (count: number) => (count === 1 ? 'This is the only entry.' : `All ${count} entries are shown.`),
  columns: {
    when: 'When (India time)',
    who: 'Who',
    where: 'From',
    what: 'What',
    target: 'On what',
    change: 'Before and after',
  },
  unknownPerson: 'Unknown',
  unknownAddress: 'Not known',
  before: 'Before:',
  after: 'After:',

  settingsIntro:
    'These settings guard the dashboard for everyone who signs in to it. Only owners can see or change them.',
  settingsLoading: 'Loading the security settings...',
  settingsLoadFailed: 'The security settings could not be loaded. Please try again.',
  settingsSaveFailed: 'The security settings could not be saved. Please try again.',
  keptTitle: 'How long the activity log is kept',
  keptLabel: 'Keep each entry for (days)',
  keptHint: `Older entries are removed automatically. ${ACTIVITY_KEPT_DAYS.default} days is 2 years; you can choose from ${ACTIVITY_KEPT_DAYS.min} days to ${ACTIVITY_KEPT_DAYS.max} days (10 years).`,
  keptInYears: (days: number) =>
    days >= 365
      ? `That is about ${Math.round((days / 365) * 10) / 10} ${days < 548 ? 'year' : 'years'}.`
      : `That is about ${Math.round(days / 30)} ${days < 45 ? 'month' : 'months'}.`,
  save: 'Save',
  saving: 'Saving...',
  saved: (days: number) => `Saved. Activity entries are now kept for ${days} days.`,
  confirmShorter: (days: number, from: string) =>
    `Entries older than ${days} days (from before ${from}) will be erased from the activity log by the next nightly clean-up. They cannot be brought back. Save the shorter period?`,
} as const;
