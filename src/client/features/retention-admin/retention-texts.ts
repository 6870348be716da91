import { DONATION_RECORDS_KEPT_YEARS, retentionRules, type RetentionKind } from '#shared/privacy/retention';
import type { ErasedKind } from '#shared/api/retention';

/** "about 2 years", "about 3 months": a number of days as people think of it. */
export function inPlainWords(days: number): string {
  if (days >= 365) {
    const years = Math.round((days / 365) * 10) / 10;
    return `about ${years} ${years === 1 ? 'year' : 'years'}`;
  }
  if (days >= 45) return `about ${Math.round(days / 30)} months`;
  if (days >= 28) return 'about a month';
  return `${days} days`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Every text of the Keeping personal data panel (docs/retention.md), in plain words. */
export const retentionTexts = {
  title: 'Keeping personal data',
  intro:
    'The law asks us to keep what people give us only as long as we need it. Each night a clean-up erases the records older than the period set here, and writes what it erased in the Activity panel. Erased records cannot be brought back.',
  loading: 'Loading the periods...',
  loadFailed: 'The periods could not be loaded. Please try again.',
  saveFailed: 'The periods could not be saved. Please try again.',
  previewFailed: 'What the shorter periods would erase could not be counted. Please try again.',
  /** What goes when, per kind. */
  what: {
    'unpaid-pledges':
      'A pledge never received (still waiting, or cancelled) is erased this long after it was made, with its history.',
    'contact-messages': 'A message sent with the contact form is erased this long after it arrived.',
    'volunteer-forms':
      'A volunteer or participation form is erased this long after it was sent, with its consent record.',
    'unconfirmed-subscribers':
      'An address that subscribed but never followed the confirmation link is erased this long after.',
    'activity-log':
      'An entry of the Activity panel is erased this long after it was written. This is the same setting as in Security settings.',
    'mail-deliveries':
      'The record of each mail sent to a subscriber (address, sent or failed) is erased this long after; the totals of each mail stay.',
  } satisfies Record<RetentionKind, string>,
  daysLabel: (kind: RetentionKind) => `${retentionRules[kind].label}: keep for (days)`,
  daysHint: (kind: RetentionKind, days: number) => {
    const rule = retentionRules[kind];
    const typed = Number.isInteger(days) && days > 0 ? ` That is ${inPlainWords(days)}.` : '';
    return `From ${rule.minDays} to ${rule.maxDays} days; ${rule.defaultDays} unless changed.${typed}`;
  },
  due: (count: number) =>
    count === 0
      ? 'Nothing is due at the next clean-up.'
      : `${plural(count, 'record', 'records')} will be erased at the next clean-up.`,
  nextRun: (when: string) => `The next clean-up is on ${when}.`,
  lastRun: (when: string, summary: string) =>
    summary
      ? `The last clean-up, on ${when}, erased: ${summary}.`
      : `The last clean-up, on ${when}, had nothing to erase.`,
  noRunYet: 'The clean-up has not run yet.',
  donationsTitle: 'Donation records, receipts and certificates',
  donations: `Kept as the Income-tax rules ask: ten years after the end of the assessment year that follows the financial year of the gift (rule 17AA). The records of a financial year are erased on 1 April, ${DONATION_RECORDS_KEPT_YEARS + 1} years after that year ended. This period cannot be shortened here.`,
  label: (kind: ErasedKind) =>
    kind === 'donation-records' ? 'Donation records' : retentionRules[kind as RetentionKind].label,
  save: 'Save the periods',
  saving: 'Saving...',
  saved: 'Saved. The next clean-up uses these periods.',
  confirmShorter: (when: string) =>
    `With the shorter periods, the clean-up on ${when} will erase the records below. They cannot be brought back. Save the shorter periods?`,
} as const;
