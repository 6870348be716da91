import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overviewPaths, overviewSchema, type Overview } from '#shared/api/overview';
import type { Db } from '#server/db/database';
import { givingWaiting } from '../giving/giving-overview.service.ts';
import { lastCampaign } from '../mail/campaigns.service.ts';
import { firstRunChecklist } from './first-run-checklist.ts';
import { countMedia, countPages, countSubscribers, countUnread } from './overview.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What waits for the staff and how things stand. Every count is a count of the database, so the overview
 * costs the same with ten rows or a million.
 */
export async function overviewOf(db: Db, now: Date): Promise<Overview> {
  const since = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const [giving, unread, checklist, subscribers, campaign, media, pages] = await Promise.all([
    givingWaiting(db),
    countUnread(db),
    firstRunChecklist(db),
    countSubscribers(db, since),
    lastCampaign(db),
    countMedia(db),
    countPages(db, now.toISOString()),
  ]);
  return {
    waiting: { ...giving, ...unread },
    checklist,
    subscribers,
    lastCampaign: campaign,
    media: { total: media },
    pages,
  };
}

/** The dashboard's first screen. Registered inside the admin scope. */
export const overviewRoutes =
  (now: () => Date): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(overviewPaths.overview, { schema: { response: { 200: overviewSchema } } }, async () =>
      overviewOf(app.db, now()),
    );
  };
