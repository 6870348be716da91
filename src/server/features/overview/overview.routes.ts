import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overviewPaths, overviewSchema, type Overview } from '#shared/api/overview';
import type { Db } from '#server/db/database';
import { listPages } from '../content/pages.service.ts';
import { listContacts, listInterests } from '../inbox/inbox.service.ts';
import { listCampaigns } from '../mail/campaigns.service.ts';
import { listMedia } from '../media/media.service.ts';
import { listSubscriptions } from '../subscriptions/subscriptions.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How things stand, from each feature's own service. The lists are read whole: a small organisation's
 * subscribers, messages and media number in the thousands at most, and the administrator opens this once.
 */
export async function overviewOf(db: Db, now: Date): Promise<Overview> {
  const since = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const [subscriptions, contacts, interests, campaigns, media, pages] = await Promise.all([
    listSubscriptions(db),
    listContacts(db),
    listInterests(db),
    listCampaigns(db),
    listMedia(db, { includeUnpublished: true }),
    listPages(db, now),
  ]);
  return {
    subscribers: {
      active: subscriptions.filter((s) => s.status === 'active').length,
      newLast30Days: subscriptions.filter((s) => s.subscribed_at >= since).length,
    },
    inbox: { unread: [...contacts, ...interests].filter((message) => !message.read).length },
    lastCampaign: campaigns[0] ?? null,
    media: { total: media.items.length },
    pages: {
      published: pages.filter((page) => page.visible).length,
      drafts: pages.filter((page) => page.status === 'draft').length,
      scheduled: pages.filter((page) => page.status === 'scheduled' && !page.visible).length,
    },
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
