/**
 * How long each kind of personal record is kept before the daily job erases it (docs/retention.md). The
 * administrator changes the periods in the dashboard; these are the defaults and the bounds. Donation
 * records are not here: the Income-tax rules keep them for ten years (docs/giving-law.md), whatever is set.
 */
export const retentionKinds = [
  'unpaid-pledges',
  'contact-messages',
  'volunteer-forms',
  'unconfirmed-subscribers',
  'activity-log',
  'mail-deliveries',
] as const;
export type RetentionKind = (typeof retentionKinds)[number];

export interface RetentionRule {
  /** What the dashboard and the Privacy page call it. */
  label: string;
  /** Counted from when the record was made (a pledge: when it was made and still not received). */
  defaultDays: number;
  minDays: number;
  maxDays: number;
}

export const retentionRules: Record<RetentionKind, RetentionRule> = {
  'unpaid-pledges': { label: 'Pledges never paid', defaultDays: 365, minDays: 30, maxDays: 3650 },
  'contact-messages': { label: 'Contact messages', defaultDays: 730, minDays: 30, maxDays: 3650 },
  'volunteer-forms': {
    label: 'Volunteer and participation forms',
    defaultDays: 730,
    minDays: 30,
    maxDays: 3650,
  },
  'unconfirmed-subscribers': {
    label: 'Subscriptions never confirmed',
    defaultDays: 30,
    minDays: 7,
    maxDays: 365,
  },
  // The same period as the security settings' "activity kept" (ACTIVITY_KEPT_DAYS): one setting, two places.
  'activity-log': { label: 'Activity log of the dashboard', defaultDays: 730, minDays: 30, maxDays: 3650 },
  'mail-deliveries': {
    label: 'Records of mail delivered to subscribers',
    defaultDays: 365,
    minDays: 30,
    maxDays: 3650,
  },
};

/** Donation records, receipts and certificates: kept ten years, then erased like the rest. */
export const DONATION_RECORDS_KEPT_YEARS = 10;
