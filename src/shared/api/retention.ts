import { z } from 'zod';
import { retentionKinds, retentionRules, type RetentionKind } from '../privacy/retention.ts';

/** How long personal records are kept, and what the daily clean-up erases (docs/retention.md). */
export const retentionPaths = {
  settings: '/api/retention',
  /** What the next run would erase with the periods in the query (those left out: as saved). */
  preview: '/api/retention/preview',
} as const;

/** Donation records, receipts and certificates: kept by law, counted apart from the settings. */
export const DONATION_RECORDS = 'donation-records';
export type ErasedKind = RetentionKind | typeof DONATION_RECORDS;

export const retentionTexts = {
  range: (kind: RetentionKind) => {
    const rule = retentionRules[kind];
    return `Keep ${rule.label.toLowerCase()} for at least ${rule.minDays} days and at most ${rule.maxDays} days.`;
  },
} as const;

const days = (kind: RetentionKind) => {
  const { minDays, maxDays } = retentionRules[kind];
  const message = retentionTexts.range(kind);
  return z.coerce.number({ error: message }).int(message).min(minDays, message).max(maxDays, message);
};

function byKind<T extends z.ZodType>(make: (kind: RetentionKind) => T) {
  return z.object(
    Object.fromEntries(retentionKinds.map((kind) => [kind, make(kind)])) as Record<RetentionKind, T>,
  );
}

/** Days each kind of record is kept. */
export const retentionPeriodsSchema = byKind(days);
export type RetentionPeriods = z.infer<typeof retentionPeriodsSchema>;
/** PUT /api/retention and the preview's query: only the periods sent change. */
export const retentionChangeSchema = retentionPeriodsSchema.partial();
export type RetentionChange = z.infer<typeof retentionChangeSchema>;

const count = z.number().int().min(0);
/** How many records of each kind a run erases (or would erase). */
export const erasedCountsSchema = byKind(() => count).extend({ [DONATION_RECORDS]: count });
export type ErasedCounts = z.infer<typeof erasedCountsSchema>;

export const retentionPreviewSchema = z.object({ nextRunAt: z.string(), due: erasedCountsSchema });
export type RetentionPreview = z.infer<typeof retentionPreviewSchema>;

export const retentionOverviewSchema = retentionPreviewSchema.extend({
  periods: retentionPeriodsSchema,
  /** The last run that erased something: when and what. */
  lastRun: z.object({ at: z.string(), erased: erasedCountsSchema }).nullable(),
});
export type RetentionOverview = z.infer<typeof retentionOverviewSchema>;
