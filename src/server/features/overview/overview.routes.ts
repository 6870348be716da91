import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overviewPaths, overviewSchema, type Overview } from '#shared/api/overview';
import type { Db } from '#server/db/database';
import { can, type Permission, type Role } from '#shared/staff/roles';
import { givingWaiting } from '../giving/giving-overview.service.ts';
import { lastCampaign } from '../mail/campaigns.service.ts';
import { firstRunChecklist } from './first-run-checklist.ts';
import { countMedia, countPages, countSubscribers, countUnread } from './overview.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What waits for the staff and how things stand. Every count is a count of the database, so the overview
 * costs the same with ten rows or a million.
 */
export async function overviewOf(db: Db, now: Date, role: Role): Promise<Overview> {
  const since = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  // What the role does not open is neither counted nor told (null).
  const when = <T>(permission: Permission, count: () => Promise<T>) =>
    can(role, permission) ? count() : Promise.resolve(null);
  const [giving, unread, checklist, subscribers, campaign, media, pages] = await Promise.all([
    when('giving', () => givingWaiting(db)),
    when('people', () => countUnread(db)),
    firstRunChecklist(db),
    when('people', () => countSubscribers(db, since)),
    when('people', () => lastCampaign(db)),
    when('site', () => countMedia(db)),
    when('site', () => countPages(db, now.toISOString())),
  ]);
  return {
    waiting: {
      pledgesWithUtr: giving?.pledgesWithUtr ?? null,
      receiptsToIssue: giving?.receiptsToIssue ?? null,
      unreadContacts: unread?.unreadContacts ?? null,
      unreadInterests: unread?.unreadInterests ?? null,
    },
    checklist,
    subscribers,
    lastCampaign: campaign,
    media: media === null ? null : { total: media },
    pages,
  };
}

/** The dashboard's first screen. Registered inside the admin scope. */
export const overviewRoutes =
  (now: () => Date): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(overviewPaths.overview, { schema: { response: { 200: overviewSchema } } }, async (request) =>
      overviewOf(app.db, now(), request.admin!.role),
    );
  };
