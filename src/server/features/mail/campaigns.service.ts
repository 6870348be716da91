import type { Db } from '#server/db/database';
import type { AudienceChoice } from '#shared/api/audiences';
import {
  MAIL_SCHEDULE_MAX_DAYS,
  campaignMessages,
  type Campaign,
  type CampaignVersions,
  type MessageFormat,
  type RecipientType,
} from '#shared/api/mail';
import { messages } from '#shared/messages';
import { BadRequestError, NotFoundError } from '#server/errors';
import { findSubscriptionByEmail } from '../subscriptions/subscriptions.service.ts';
import { audiencesForCampaign } from '../subscriptions/audiences.service.ts';
import { isStopped } from '../consent/consent.service.ts';

/** A single recipient who used the "stop contacting me" link of one of our mails (docs/privacy.md). */
const stoppedRecipient = 'This address asked us to stop contacting it: we send it nothing more.';
import * as repo from './campaigns.repository.ts';
import type { GroupRecipients } from './recipients.ts';
import { cleanMailHtml, hasReadableContent } from './rich-mail.ts';

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
  /** 'html': written in the rich-text editor; absent or 'text': the specification's plain text. */
  format?: MessageFormat | undefined;
  /** The campaign in Kannada, Hindi or Marathi besides English; absent: English only. */
  versions?: CampaignVersions | undefined;
  /** When the mail goes (an instant with its offset); absent: now. */
  sendAt?: string | undefined;
}

/**
 * The message as it is stored and sent: rich text cleaned with the pages' allow-list. A rich message with
 * nothing left to read (no words, no picture) is refused as an empty one.
 */
export function storedMessage(message: string, format: MessageFormat | undefined): string {
  if (format !== 'html') return message;
  const clean = cleanMailHtml(message);
  if (!hasReadableContent(clean)) throw new BadRequestError(messages.mail.subjectAndMessageRequired);
  return clean;
}

/** The versions as stored: each message cleaned as the English one is; none written: undefined. */
export function storedVersions(
  versions: CampaignVersions | undefined,
  format: MessageFormat | undefined,
): CampaignVersions | undefined {
  const stored: CampaignVersions = {};
  for (const [language, version] of Object.entries(versions ?? {}) as [
    keyof CampaignVersions,
    { subject: string; message: string } | undefined,
  ][]) {
    if (version)
      stored[language] = { subject: version.subject, message: storedMessage(version.message, format) };
  }
  return Object.keys(stored).length > 0 ? stored : undefined;
}

const DAY_MS = 86_400_000;

/** The time a campaign is scheduled for, as UTC ISO: refused when it has passed or is over a year away. */
export function checkedSendAt(sendAt: string, now: Date): string {
  const at = new Date(sendAt);
  if (Number.isNaN(at.getTime())) throw new BadRequestError(campaignMessages.sendAtInvalid);
  if (at.getTime() <= now.getTime()) throw new BadRequestError(campaignMessages.sendAtPast);
  if (at.getTime() > now.getTime() + MAIL_SCHEDULE_MAX_DAYS * DAY_MS)
    throw new BadRequestError(campaignMessages.sendAtTooFar);
  return at.toISOString();
}

/**
 * Queues a campaign: the campaign and one delivery per recipient in one transaction, so the queue never holds
 * half a campaign. Nothing is sent here; the worker does that. No recipient: nothing is stored.
 */
export async function queueCampaign(
  db: Db,
  input: CampaignInput,
  now = new Date(),
): Promise<{ campaignId: number; recipients: number; sendAt?: string }> {
  const at = now.toISOString();
  const format = input.format ?? 'text';
  const message = storedMessage(input.message, format);
  // A single address gets English (the administrator writes to one person in the language they choose).
  const versions = input.recipientType === 'single' ? undefined : storedVersions(input.versions, format);
  const sendAt = input.sendAt === undefined ? null : checkedSendAt(input.sendAt, now);
  // A mail sent at once answers as the specification has it; a scheduled one adds its time.
  const answer = (campaignId: number, recipients: number) =>
    sendAt === null ? { campaignId, recipients } : { campaignId, recipients, sendAt };
  return db.transaction().execute(async (trx) => {
    const insert = (audiences?: AudienceChoice[], recipientEmail: string | null = null) =>
      repo.insertCampaign(trx, {
        subject: input.subject,
        message,
        format,
        recipientType: input.recipientType,
        audiences,
        versions,
        schedule: sendAt === null ? undefined : { sendAt, recipientEmail },
        now: at,
      });
    // A campaign sent later stores whom it is for; the recipients are chosen when it starts.
    const queueGroup = async (campaignId: number, group: GroupRecipients) => {
      const recipients =
        sendAt === null
          ? await repo.queueSubscribers(trx, campaignId, group, at)
          : await repo.countSubscribers(trx, group);
      if (recipients === 0) throw new BadRequestError(messages.mail.noRecipients);
      return answer(campaignId, recipients);
    };
    if (input.recipientType === 'single') {
      const email = (input.email ?? '').trim().toLowerCase();
      const subscription = await findSubscriptionByEmail(trx, email);
      if (subscription?.status === 'unsubscribed')
        throw new BadRequestError(campaignMessages.recipientUnsubscribed);
      if (await isStopped(trx, email)) throw new BadRequestError(stoppedRecipient);
      const campaignId = await insert(undefined, email);
      if (sendAt === null)
        await repo.queueOne(trx, campaignId, { email, subscriptionId: subscription?.id ?? null }, at);
      return answer(campaignId, 1);
    }
    if (input.recipientType === 'audiences') {
      // The campaign records the audiences by name as they are now, so its history still reads true later.
      const audiences = await audiencesForCampaign(trx, input.audiences ?? []);
      const campaignId = await insert(audiences);
      return queueGroup(campaignId, { audiences: audiences.map((audience) => audience.key) });
    }
    return queueGroup(await insert(), input.recipientType);
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
