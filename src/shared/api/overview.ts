import { z } from 'zod';
import { campaignSchema } from './mail.ts';

export const overviewPaths = { overview: '/api/dashboard/overview' } as const;

/**
 * The parts of the site that came with sample texts (the server's content seed), each replaced in its own
 * panel: the impact figures, the "200+ satisfied clients" badge of the contact details, the team, the
 * testimonials, the videos and the collaborations.
 */
export const samplePlaces = [
  'impact-figures',
  'satisfied-clients',
  'team',
  'testimonials',
  'videos',
  'collaborations',
] as const;
export type SamplePlace = (typeof samplePlaces)[number];

/**
 * What a new site still needs before it is the organisation's own, each part worked out by the server from
 * what is stored (never remembered by the browser): true once done.
 */
export const firstRunChecklistSchema = z.object({
  /** The contact details no longer carry the sample e-mail, phones, street or social links. */
  contactDetails: z.boolean(),
  /** UPI ID, the organisation's PAN and its 80G registration (number, issue date, validity) are all set. */
  givingSettings: z.boolean(),
  /** Where a sample text still stands as it came; empty once every one is replaced. */
  sampleTexts: z.array(z.enum(samplePlaces)),
  /** A logo is uploaded for the receipts. */
  receiptLogo: z.boolean(),
});
export type FirstRunChecklist = z.infer<typeof firstRunChecklistSchema>;

/**
 * What the dashboard opens on: what waits for the staff and how things stand, with a link to each panel.
 * A figure of an area the signed-in person's role does not open (shared/staff/roles.ts) is null: giving's
 * counts need 'giving'; messages, forms, subscribers and the last mail need 'people'; media and pages
 * need 'site'.
 */
export const overviewSchema = z.object({
  /** Things waiting for someone, each counted on its own. */
  waiting: z.object({
    /** Pledges whose donor sent a payment reference (UTR), not yet confirmed as received. */
    pledgesWithUtr: z.number().int().nullable(),
    /** Received donations with no live receipt: its receipt is still to be issued. */
    receiptsToIssue: z.number().int().nullable(),
    /** Contact messages not yet read. */
    unreadContacts: z.number().int().nullable(),
    /** Volunteer (Expression of Interest) forms not yet read. */
    unreadInterests: z.number().int().nullable(),
  }),
  checklist: firstRunChecklistSchema,
  subscribers: z
    .object({
      /** Active subscribers: the ones mail goes to. */
      active: z.number().int(),
      /** Subscribed in the last 30 days (any status). */
      newLast30Days: z.number().int(),
    })
    .nullable(),
  /** The newest campaign with its delivery so far, if any was ever sent (and the role opens mail). */
  lastCampaign: campaignSchema.nullable(),
  media: z.object({ total: z.number().int() }).nullable(),
  /** Scheduled: waiting for their time. */
  pages: z
    .object({ published: z.number().int(), drafts: z.number().int(), scheduled: z.number().int() })
    .nullable(),
});
export type Overview = z.infer<typeof overviewSchema>;
