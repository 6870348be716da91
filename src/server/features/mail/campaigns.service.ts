import type { Db } from '#server/db/database';
import type { AudienceChoice } from '#shared/api/audiences';
import { campaignMessages, type Campaign, type RecipientType } from '#shared/api/mail';
import { messages } from '#shared/messages';
import { BadRequestError, NotFoundError } from '#server/errors';
import { findSubscriptionByEmail } from '../subscriptions/subscriptions.service.ts';
import { audiencesForCampaign } from '../subscriptions/audiences.service.ts';
import * as repo from './campaigns.repository.ts';

/** Campaigns listed in the history, newest first. */
export const HISTORY_LIMIT = 100;
/** Failed recipients listed per campaign. */
export const FAILURES_LIMIT = 1000;

export interface CampaignInput {
  recipientType: RecipientType;
  email?: string | undefined;
  /** With recipientType 'audiences': the keys of the chosen audiences. */
  audiences?: string[] | undefined;
  subject: string;
  message: string;
}

/**
 * Queues a campaign: the campaign and one delivery per recipient in one transaction, so the queue never holds
 * half a campaign. Nothing is sent here; the worker does that. No recipient: nothing is stored.
 */
export async function queueCampaign(
  db: Db,
  input: CampaignInput,
  now = new Date(),
): Promise<{ campaignId: number; recipients: number }> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const insert = (audiences?: AudienceChoice[]) =>
      repo.insertCampaign(trx, {
        subject: input.subject,
        message: input.message,
        recipientType: input.recipientType,
        audiences,
        now: at,
      });
    if (input.recipientType === 'single') {
      const email = (input.email ?? '').trim().toLowerCase();
      const subscription = await findSubscriptionByEmail(trx, email);
      if (subscription?.status === 'unsubscribed')
        throw new BadRequestError(campaignMessages.recipientUnsubscribed);
      const campaignId = await insert();
      await repo.queueOne(trx, campaignId, { email, subscriptionId: subscription?.id ?? null }, at);
      return { campaignId, recipients: 1 };
    }
    if (input.recipientType === 'audiences') {
      // The campaign records the audiences by name as they are now, so its history still reads true later.
      const audiences = await audiencesForCampaign(trx, input.audiences ?? []);
      const campaignId = await insert(audiences);
      const keys = audiences.map((audience) => audience.key);
      const recipients = await repo.queueSubscribers(trx, campaignId, { audiences: keys }, at);
      if (recipients === 0) throw new BadRequestError(messages.mail.noRecipients);
      return { campaignId, recipients };
    }
    const campaignId = await insert();
    const recipients = await repo.queueSubscribers(trx, campaignId, input.recipientType, at);
    if (recipients === 0) throw new BadRequestError(messages.mail.noRecipients);
    return { campaignId, recipients };
  });
}

export async function listCampaigns(db: Db): Promise<Campaign[]> {
  return repo.listCampaigns(db, HISTORY_LIMIT);
}

/** The newest campaign with its delivery so far, or null before the first one. */
export async function lastCampaign(db: Db): Promise<Campaign | null> {
  const [newest] = await repo.listCampaigns(db, 1);
  return newest ?? null;
}

async function requireCampaign(db: Db, id: number): Promise<Campaign> {
  const campaign = await repo.findCampaign(db, id);
  if (!campaign) throw new NotFoundError(campaignMessages.notFound);
  return campaign;
}

export async function listFailures(db: Db, id: number) {
  await requireCampaign(db, id);
  return repo.listFailures(db, id, FAILURES_LIMIT);
}

/** Resuming a campaign that is not paused changes nothing and answers with it as it stands. */
export async function resumeCampaign(db: Db, id: number, now = new Date()): Promise<Campaign> {
  await requireCampaign(db, id);
  await db.transaction().execute((trx) => repo.resumeCampaign(trx, id, now.toISOString()));
  return requireCampaign(db, id);
}
