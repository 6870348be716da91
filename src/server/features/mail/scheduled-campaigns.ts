import type { Db } from '#server/db/database';
import type { AudienceChoice } from '#shared/api/audiences';
import { campaignMessages, type Campaign } from '#shared/api/mail';
import { BadRequestError, NotFoundError } from '#server/errors';
import { findSubscriptionByEmail } from '../subscriptions/subscriptions.service.ts';
import * as repo from './campaigns.repository.ts';
import type { GroupRecipients } from './recipients.ts';

/**
 * Campaigns sent later. A scheduled campaign holds no delivery: when its time comes (the worker asks on
 * every round; the time is in the database, not in a timer, so a restart loses nothing) its recipients are chosen as
 * they are then, so whoever unsubscribed meanwhile gets nothing, and it joins the queue like any other.
 */

function groupOf(campaign: repo.ScheduledCampaign): GroupRecipients {
  if (campaign.recipient_type === 'audiences') {
    const audiences = JSON.parse(campaign.audiences ?? '[]') as AudienceChoice[];
    return { audiences: audiences.map((audience) => audience.key) };
  }
  return campaign.recipient_type as Exclude<GroupRecipients, { audiences: string[] }>;
}

/** Starts one due campaign in its own transaction; false when another process started it first. */
async function startCampaign(db: Db, campaign: repo.ScheduledCampaign, now: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.leaveSchedule(trx, campaign.id, { status: 'queued', now }))) return false;
    let queued: number;
    if (campaign.recipient_type === 'single') {
      const email = campaign.recipient_email ?? '';
      const subscription = email ? await findSubscriptionByEmail(trx, email) : undefined;
      // An address that unsubscribed meanwhile is queued and skipped as unsubscribed, so the history says why.
      if (email)
        await repo.queueOne(trx, campaign.id, { email, subscriptionId: subscription?.id ?? null }, now);
      queued = email ? 1 : 0;
    } else {
      queued = await repo.queueSubscribers(trx, campaign.id, groupOf(campaign), now);
    }
    if (queued === 0) await repo.finishEmptyCampaign(trx, campaign.id, now);
    return true;
  });
}

/** Starts every scheduled campaign whose time has come; answers how many this call started. */
export async function startDueCampaigns(db: Db, now: string): Promise<number> {
  let started = 0;
  for (const campaign of await repo.dueScheduledCampaigns(db, now)) {
    if (await startCampaign(db, campaign, now)) started += 1;
  }
  return started;
}

async function requireScheduled(db: Db, id: number): Promise<void> {
  const campaign = await repo.findCampaign(db, id);
  if (!campaign) throw new NotFoundError(campaignMessages.notFound);
  if (campaign.status !== 'scheduled') throw new BadRequestError(campaignMessages.notScheduled);
}

async function campaignAsItStands(db: Db, id: number): Promise<Campaign> {
  const campaign = await repo.findCampaign(db, id);
  if (!campaign) throw new NotFoundError(campaignMessages.notFound);
  return campaign;
}

/** Calls a scheduled campaign off; nothing of it is ever sent. Refused once it has started. */
export async function cancelCampaign(db: Db, id: number, now = new Date()): Promise<Campaign> {
  await requireScheduled(db, id);
  if (!(await repo.leaveSchedule(db, id, { status: 'cancelled', now: now.toISOString() })))
    throw new BadRequestError(campaignMessages.notScheduled);
  return campaignAsItStands(db, id);
}

/** A scheduled campaign starts now: its recipients are chosen and its mail queued at once. */
export async function sendCampaignNow(db: Db, id: number, now = new Date()): Promise<Campaign> {
  await requireScheduled(db, id);
  const at = now.toISOString();
  if (!(await repo.bringForward(db, id, at))) throw new BadRequestError(campaignMessages.notScheduled);
  await startDueCampaigns(db, at);
  return campaignAsItStands(db, id);
}
