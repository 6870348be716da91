import { z } from 'zod';
import { MAX_ID } from './common.ts';

/** The activity log (who changed what) and the security settings; docs/staff.md "The activity log". */
export const activityPaths = {
  list: '/api/activity',
  csv: '/api/activity.csv',
  /** The people and areas the log's filters offer. */
  filters: '/api/activity/filters',
  securitySettings: '/api/security-settings',
} as const;

/**
 * The parts of the product an entry belongs to, in the order the filter lists them. The server files each
 * change under one of them (features/audit/audit-areas.ts).
 */
export const activityAreas = [
  'Sign-in',
  'Pages and documents',
  'Site texts and menus',
  'Media',
  'Notifications',
  'Subscribers',
  'Mail to subscribers',
  'Inbox',
  'Giving',
  'Staff',
  'Security settings',
  'Keeping personal data',
  'Data requests',
  'Backup and restore',
  'Own account',
] as const;
export type ActivityArea = (typeof activityAreas)[number];

export const activityTexts = {
  areaUnknown: 'Choose an area from the list.',
  dayInvalid: 'Enter a day as year-month-day, for example 2026-11-28.',
  toBeforeFrom: 'The last day cannot be before the first day.',
  keptDaysRange: 'Keep the activity log for at least 30 days and at most 3650 days (10 years).',
} as const;

const day = z.iso.date({ error: activityTexts.dayInvalid });

/** GET /api/activity and /api/activity.csv: who (an account's id), which area, and India days from–to. */
export const activityQuerySchema = z
  .object({
    person: z.coerce.number().int().positive().max(MAX_ID).optional(),
    area: z.enum(activityAreas, { error: activityTexts.areaUnknown }).optional(),
    from: day.optional(),
    to: day.optional(),
    /** The id of the last entry of the page before: the next page holds older entries. */
    cursor: z.coerce.number().int().positive().max(MAX_ID).optional(),
    limit: z.coerce.number().int().min(1).max(200).optional().default(50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: activityTexts.toBeforeFrom,
  });
export type ActivityQuery = z.input<typeof activityQuerySchema>;

/** One entry: when, who, from where, what, on what, and a short before and after. */
export const activityEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  /** The account's name today, when it still exists. */
  actorName: z.string().nullable(),
  ip: z.string().nullable(),
  area: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.number().int().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const activityFiltersSchema = z.object({
  people: z.array(z.object({ id: z.number().int(), email: z.string(), name: z.string() })),
  areas: z.array(z.string()),
});
export type ActivityFilters = z.infer<typeof activityFiltersSchema>;

export const ACTIVITY_KEPT_DAYS = { min: 30, max: 3650, default: 730 } as const;

/**
 * The security settings, one object so that settings can be added beside the kept period. A PUT may send
 * only some of them: the others keep their value.
 */
export const securitySettingsSchema = z.object({
  /** How many days an activity entry is kept before it is removed. */
  activityKeptDays: z.coerce
    .number({ error: activityTexts.keptDaysRange })
    .int(activityTexts.keptDaysRange)
    .min(ACTIVITY_KEPT_DAYS.min, activityTexts.keptDaysRange)
    .max(ACTIVITY_KEPT_DAYS.max, activityTexts.keptDaysRange),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
export const securitySettingsInputSchema = securitySettingsSchema.partial();

/** How the filter and the entries name a person. */
export const activityPersonLabel = (person: { email: string; name: string }) =>
  person.name ? `${person.name} (${person.email})` : person.email;
