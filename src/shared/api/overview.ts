import { z } from 'zod';
import { campaignSchema } from './mail.ts';

export const overviewPaths = { overview: '/api/dashboard/overview' } as const;

/** What the dashboard opens on: how things stand, with a link to each panel. */
export const overviewSchema = z.object({
  subscribers: z.object({
    /** Active subscribers: the ones mail goes to. */
    active: z.number().int(),
    /** Subscribed in the last 30 days (any status). */
    newLast30Days: z.number().int(),
  }),
  inbox: z.object({ unread: z.number().int() }),
  /** The newest campaign with its delivery so far, if any was ever sent. */
  lastCampaign: campaignSchema.nullable(),
  media: z.object({ total: z.number().int() }),
  /** Scheduled: waiting for their time. */
  pages: z.object({ published: z.number().int(), drafts: z.number().int(), scheduled: z.number().int() }),
});
export type Overview = z.infer<typeof overviewSchema>;
