import { sql } from 'kysely';
import type { Db } from '#server/db/database';
import type { Campaign, CampaignVersions, MessageFormat, RecipientType } from '#shared/api/mail';
import type { AudienceChoice } from '#shared/api/audiences';
import { activeSubscribers, type GroupRecipients } from './recipients.ts';

/** Reason stored on a queued delivery whose subscriber left before it was sent. */
export const UNSUBSCRIBED_REASON = 'unsubscribed';

/* ---- Queueing (inside the caller's transaction) ---- */

export async function insertCampaign(
  db: Db,
  values: {
    subject: string;
    message: string;
    format: MessageFormat;
    recipientType: RecipientType;
    audiences?: AudienceChoice[] | undefined;
    /** The campaign in other languages; absent: English only. */
    versions?: CampaignVersions | undefined;
    /** A campaign sent later: when, and (to one address) whom; it waits as 'scheduled' with no delivery. */
    schedule?: { sendAt: string; recipientEmail: string | null } | undefined;
    now: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('campaigns')
    .values({
      subject: values.subject,
      message: values.message,
      message_format: values.format,
      recipient_type: values.recipientType,
      audiences: values.audiences ? JSON.stringify(values.audiences) : null,
      versions: values.versions ? JSON.stringify(values.versions) : null,
      send_at: values.schedule?.sendAt ?? null,
      recipient_email: values.schedule?.recipientEmail ?? null,
      status: values.schedule ? 'scheduled' : 'queued',
      pause_reason: null,
      consecutive_errors: 0,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * One delivery per active subscriber of the chosen role or audiences, written by a single INSERT ... SELECT: ten thousand
 * recipients never travel through the application's memory, and the statement is atomic with the campaign.
 */
export async function queueSubscribers(
  db: Db,
  campaignId: number,
  recipients: GroupRecipients,
  now: string,
): Promise<number> {
  const result = await db
    .insertInto('deliveries')
    .columns([
      'campaign_id',
      'subscription_id',
      'email',
      'status',
      'attempts',
      'next_attempt_at',
      'updated_at',
      'language',
    ])
    .expression(
      activeSubscribers(db, recipients).select([
        sql<number>`cast(${campaignId} as integer)`.as('campaign_id'),
        'id as subscription_id',
        'email',
        sql<string>`${'queued'}`.as('status'),
        sql<number>`cast(0 as integer)`.as('attempts'),
        sql<string>`${now}`.as('next_attempt_at'),
        sql<string>`${now}`.as('updated_at'),
        'language',
      ]),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** How many active subscribers a group mail would reach now. */
export async function countSubscribers(db: Db, recipients: GroupRecipients): Promise<number> {
  const row = await activeSubscribers(db, recipients)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function queueOne(
  db: Db,
  campaignId: number,
  recipient: { email: string; subscriptionId: number | null },
  now: string,
): Promise<void> {
  await db
    .insertInto('deliveries')
    .values({
      campaign_id: campaignId,
      subscription_id: recipient.subscriptionId,
      email: recipient.email,
      status: 'queued',
      attempts: 0,
      next_attempt_at: now,
      reason: null,
      sent_at: null,
      updated_at: now,
    })
    .execute();
}

/* ---- The administrator's view ---- */

/** Progress counted in SQL from the (campaign_id, status) index, one cheap range count per figure. */
function campaignsWithCounts(db: Db) {
  return db.selectFrom('campaigns as c').select((eb) => {
    const count = (statuses: string[]) =>
      eb
        .selectFrom('deliveries as d')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('d.campaign_id', '=', 'c.id')
        .where('d.status', 'in', statuses);
    return [
      'c.id',
      'c.subject',
      'c.recipient_type',
      'c.audiences',
      'c.versions',
      'c.status',
      'c.pause_reason',
      'c.created_at',
      'c.send_at',
      'c.erased_sent',
      'c.erased_failed',
      count(['queued', 'sending', 'sent', 'failed']).as('total'),
      count(['sent']).as('sent'),
      count(['failed']).as('failed'),
      count(['queued', 'sending']).as('waiting'),
    ];
  });
}

function toCampaign(row: {
  id: number;
  subject: string;
  recipient_type: string;
  audiences: string | null;
  versions: string | null;
  status: string;
  pause_reason: string | null;
  created_at: string;
  send_at: string | null;
  erased_sent: number;
  erased_failed: number;
  total: number | null;
  sent: number | null;
  failed: number | null;
  waiting: number | null;
}): Campaign {
  const { audiences, versions, send_at, erased_sent, erased_failed, ...rest } = row;
  return {
    ...rest,
    // Only campaigns written in other languages too say which.
    ...(versions === null
      ? {}
      : { languages: Object.keys(JSON.parse(versions) as object) as Campaign['languages'] }),
    // Only scheduled campaigns carry a send time.
    ...(send_at === null ? {} : { send_at }),
    // Only campaigns to chosen audiences name them; the others answer as they always have.
    ...(audiences === null ? {} : { audiences: JSON.parse(audiences) as AudienceChoice[] }),
    recipient_type: row.recipient_type as Campaign['recipient_type'],
    status: row.status as Campaign['status'],
    // Deliveries whose records the daily clean-up erased still count (docs/retention.md).
    total: Number(row.total ?? 0) + Number(erased_sent) + Number(erased_failed),
    sent: Number(row.sent ?? 0) + Number(erased_sent),
    failed: Number(row.failed ?? 0) + Number(erased_failed),
    waiting: Number(row.waiting ?? 0),
  };
}

export async function listCampaigns(db: Db, limit: number): Promise<Campaign[]> {
  const rows = await campaignsWithCounts(db)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toCampaign);
}

export async function findCampaign(db: Db, id: number): Promise<Campaign | undefined> {
  const row = await campaignsWithCounts(db).where('c.id', '=', id).executeTakeFirst();
  return row && toCampaign(row);
}

export async function listFailures(db: Db, campaignId: number, limit: number) {
  return db
    .selectFrom('deliveries')
    .select(['email', 'reason', 'updated_at'])
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'failed')
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Clears the pause and the error count, and lets deliveries waiting for a retry go at once. */
export async function resumeCampaign(db: Db, id: number, now: string): Promise<void> {
  const result = await db
    .updateTable('campaigns')
    .set({ status: 'sending', pause_reason: null, consecutive_errors: 0, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'paused')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return;
  await db
    .updateTable('deliveries')
    .set({ next_attempt_at: now })
    .where('campaign_id', '=', id)
    .where('status', '=', 'queued')
    .where('next_attempt_at', '>', now)
    .execute();
}

/* ---- Campaigns sent later ---- */

export interface ScheduledCampaign {
  id: number;
  recipient_type: string;
  audiences: string | null;
  recipient_email: string | null;
}

/** Scheduled campaigns whose time has come, oldest time first. */
export async function dueScheduledCampaigns(db: Db, now: string): Promise<ScheduledCampaign[]> {
  return db
    .selectFrom('campaigns')
    .select(['id', 'recipient_type', 'audiences', 'recipient_email'])
    .where('status', '=', 'scheduled')
    .where('send_at', '<=', now)
    .orderBy('send_at')
    .orderBy('id')
    .execute();
}

/**
 * Moves one campaign from 'scheduled' to `status`, only if it is still scheduled: true when this call did
 * it. Inside a transaction the row stays locked, so two instances never start the same campaign.
 */
export async function leaveSchedule(
  db: Db,
  id: number,
  values: { status: 'queued' | 'cancelled'; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('campaigns')
    .set({ status: values.status, updated_at: values.now })
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A scheduled campaign's time becomes now ("Send now"); false when it is no longer scheduled. */
export async function bringForward(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('campaigns')
    .set({ send_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A campaign that started with nobody to send to is done at once. */
export async function finishEmptyCampaign(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('campaigns')
    .set({ status: 'done', recipient_email: null, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Queued mail of subscribers who unsubscribed is skipped and recorded as such (one subscriber, or all). */
export async function skipUnsubscribed(db: Db, now: string, subscriptionId?: number): Promise<number> {
  let query = db
    .updateTable('deliveries')
    .set({ status: 'failed', reason: UNSUBSCRIBED_REASON, updated_at: now })
    .where('status', '=', 'queued');
  query =
    subscriptionId === undefined
      ? query.where('subscription_id', 'in', (eb) =>
          eb.selectFrom('subscriptions').select('id').where('status', '=', 'unsubscribed'),
        )
      : query.where('subscription_id', '=', subscriptionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Why queued mail to an address that asked us to stop contacting it was not sent. */
export const STOPPED_REASON = 'asked to stop contact';

/** Queued mail to an address that asked us to stop contacting it is skipped and recorded as such. */
export async function skipQueuedMailTo(db: Db, email: string, now: string): Promise<number> {
  const result = await db
    .updateTable('deliveries')
    .set({ status: 'failed', reason: STOPPED_REASON, updated_at: now })
    .where('status', '=', 'queued')
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
