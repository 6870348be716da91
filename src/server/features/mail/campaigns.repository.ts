import { CompiledQuery, sql } from 'kysely';
import type { Db, DbEngine } from '#server/db/database';
import type { Campaign, RecipientType } from '#shared/api/mail';
import { activeSubscribers } from './recipients.ts';

/** Reason stored on a queued delivery whose subscriber left before it was sent. */
export const UNSUBSCRIBED_REASON = 'unsubscribed';

/* ---- Queueing (inside the caller's transaction) ---- */

export async function insertCampaign(
  db: Db,
  values: { subject: string; message: string; recipientType: RecipientType; now: string },
): Promise<number> {
  const row = await db
    .insertInto('campaigns')
    .values({
      subject: values.subject,
      message: values.message,
      recipient_type: values.recipientType,
      status: 'queued',
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
 * One delivery per active subscriber of the chosen role, written by a single INSERT ... SELECT: ten thousand
 * recipients never travel through the application's memory, and the statement is atomic with the campaign.
 */
export async function queueSubscribers(
  db: Db,
  campaignId: number,
  recipientType: Exclude<RecipientType, 'single'>,
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
    ])
    .expression(
      activeSubscribers(db, recipientType).select([
        sql<number>`cast(${campaignId} as integer)`.as('campaign_id'),
        'id as subscription_id',
        'email',
        sql<string>`${'queued'}`.as('status'),
        sql<number>`cast(0 as integer)`.as('attempts'),
        sql<string>`${now}`.as('next_attempt_at'),
        sql<string>`${now}`.as('updated_at'),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
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
      'c.status',
      'c.pause_reason',
      'c.created_at',
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
  status: string;
  pause_reason: string | null;
  created_at: string;
  total: number | null;
  sent: number | null;
  failed: number | null;
  waiting: number | null;
}): Campaign {
  return {
    ...row,
    recipient_type: row.recipient_type as Campaign['recipient_type'],
    status: row.status as Campaign['status'],
    total: Number(row.total ?? 0),
    sent: Number(row.sent ?? 0),
    failed: Number(row.failed ?? 0),
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

/* ---- The worker ---- */

export interface ClaimedDelivery {
  id: number;
  campaign_id: number;
  subscription_id: number | null;
  email: string;
  attempts: number;
}

/**
 * Takes up to `limit` due deliveries and marks them 'sending' in the same statement, so no two workers ever
 * take the same one: SQLite runs the UPDATE as one write transaction; PostgreSQL locks the chosen rows and
 * skips rows another instance is claiming at that moment (FOR UPDATE SKIP LOCKED). Paused campaigns and
 * subscribers who unsubscribed are left out. `leaseUntil` lets a sibling instance recover the rows if this
 * process dies and never comes back.
 */
export async function claimDue(
  db: Db,
  engine: DbEngine,
  options: { now: string; leaseUntil: string; limit: number },
): Promise<ClaimedDelivery[]> {
  let due = db
    .selectFrom('deliveries as d')
    .select('d.id')
    .where('d.status', '=', 'queued')
    .where('d.next_attempt_at', '<=', options.now)
    .where(({ exists, not, selectFrom }) =>
      exists(
        selectFrom('campaigns as c')
          .select('c.id')
          .whereRef('c.id', '=', 'd.campaign_id')
          .where('c.status', '!=', 'paused'),
      ).and(
        not(
          exists(
            selectFrom('subscriptions as s')
              .select('s.id')
              .whereRef('s.id', '=', 'd.subscription_id')
              .where('s.status', '=', 'unsubscribed'),
          ),
        ),
      ),
    )
    .orderBy('d.next_attempt_at')
    .orderBy('d.id')
    .limit(options.limit);
  if (engine === 'postgres') due = due.forUpdate().skipLocked();
  const rows = await db
    .updateTable('deliveries')
    .set({ status: 'sending', next_attempt_at: options.leaseUntil, updated_at: options.now })
    .where('id', 'in', due)
    // Checked again on the row itself: PostgreSQL re-evaluates it if another claim changed the row meanwhile.
    .where('status', '=', 'queued')
    .returning(['id', 'campaign_id', 'subscription_id', 'email', 'attempts'])
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

export async function markCampaignsSending(db: Db, ids: number[], now: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('campaigns')
    .set({ status: 'sending', updated_at: now })
    .where('id', 'in', ids)
    .where('status', '=', 'queued')
    .execute();
}

export async function loadCampaignContents(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('campaigns').select(['id', 'subject', 'message']).where('id', 'in', ids).execute();
}

/**
 * Records that the mail server accepted these deliveries: an append to delivery_receipts, the cheapest write
 * that survives a crash. The worker folds receipts into deliveries in batches (applyReceipts).
 */
export async function insertReceipts(db: Db, receipts: Array<{ delivery_id: number; sent_at: string }>) {
  if (receipts.length === 0) return;
  // The hottest statement (once per accepted message): its SQL is built once per batch size and reused.
  let bySize = receiptInserts.get(db);
  if (!bySize) receiptInserts.set(db, (bySize = new Map()));
  let text = bySize.get(receipts.length);
  if (text === undefined) {
    text = db
      .insertInto('delivery_receipts')
      .values(receipts.map((r) => ({ delivery_id: r.delivery_id, sent_at: r.sent_at })))
      .onConflict((conflict) => conflict.column('delivery_id').doNothing())
      .compile().sql;
    bySize.set(receipts.length, text);
  }
  await db.executeQuery(
    CompiledQuery.raw(
      text,
      receipts.flatMap((r) => [r.delivery_id, r.sent_at]),
    ),
  );
}

const receiptInserts = new WeakMap<Db, Map<number, string>>();

/**
 * Marks received deliveries sent, with the time of their receipt, and drops the receipts: one transaction
 * per thousand. Safe to run from several instances at once: only deliveries still 'sending' change.
 */
export async function applyReceipts(db: Db, now: string): Promise<number> {
  let applied = 0;
  for (;;) {
    const count = await db.transaction().execute(async (trx) => {
      const ids = (
        await trx
          .selectFrom('delivery_receipts')
          .select('delivery_id')
          .orderBy('delivery_id')
          .limit(1000)
          .execute()
      ).map((row) => row.delivery_id);
      if (ids.length === 0) return 0;
      await trx
        .updateTable('deliveries')
        .set((eb) => ({
          status: 'sent',
          attempts: eb('attempts', '+', 1),
          reason: null,
          sent_at: eb
            .selectFrom('delivery_receipts as r')
            .select('r.sent_at')
            .whereRef('r.delivery_id', '=', 'deliveries.id'),
          updated_at: now,
        }))
        .where('id', 'in', ids)
        .where('status', '=', 'sending')
        .execute();
      await trx.deleteFrom('delivery_receipts').where('delivery_id', 'in', ids).execute();
      return ids.length;
    });
    applied += count;
    if (count < 1000) return applied;
  }
}

/** A temporary failure: back to the queue, due again at `nextAttemptAt`. */
export async function markRetry(
  db: Db,
  id: number,
  values: { reason: string; nextAttemptAt: string; now: string },
): Promise<void> {
  await db
    .updateTable('deliveries')
    .set((eb) => ({
      status: 'queued',
      attempts: eb('attempts', '+', 1),
      reason: values.reason,
      next_attempt_at: values.nextAttemptAt,
      updated_at: values.now,
    }))
    .where('id', '=', id)
    .execute();
}

export async function markFailed(db: Db, id: number, reason: string, now: string): Promise<void> {
  await db
    .updateTable('deliveries')
    .set((eb) => ({ status: 'failed', attempts: eb('attempts', '+', 1), reason, updated_at: now }))
    .where('id', '=', id)
    .execute();
}

/** Keeps this process's claims from being taken back by a sibling instance while it still holds them. */
export async function renewLeases(db: Db, ids: number[], leaseUntil: string): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    await db
      .updateTable('deliveries')
      .set({ next_attempt_at: leaseUntil })
      .where('id', 'in', ids.slice(i, i + 500))
      .where('status', '=', 'sending')
      .execute();
  }
}

/** Claimed but never handed to the mail server (shutdown, pause): back to the queue, nothing counted. */
export async function releaseClaims(db: Db, ids: number[], now: string): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    await db
      .updateTable('deliveries')
      .set({ status: 'queued', next_attempt_at: now, updated_at: now })
      .where('id', 'in', ids.slice(i, i + 500))
      .where('status', '=', 'sending')
      .execute();
  }
}

/**
 * Counts one more consecutive error and pauses the campaign when the count reaches `limit`, in one
 * statement so concurrent sends cannot both miss the threshold. Returns the campaign's status afterwards.
 */
export async function recordCampaignError(
  db: Db,
  id: number,
  values: { limit: number; pauseReason: string; now: string },
): Promise<string | undefined> {
  const reached = sql<boolean>`consecutive_errors + 1 >= ${values.limit} and status in ('queued', 'sending')`;
  const row = await db
    .updateTable('campaigns')
    .set((eb) => ({
      consecutive_errors: eb('consecutive_errors', '+', 1),
      status: sql<string>`case when ${reached} then 'paused' else status end`,
      pause_reason: sql<string | null>`case when ${reached} then ${values.pauseReason} else pause_reason end`,
      updated_at: values.now,
    }))
    .where('id', '=', id)
    .returning('status')
    .executeTakeFirst();
  return row?.status;
}

export async function clearCampaignErrors(db: Db, id: number): Promise<void> {
  await db
    .updateTable('campaigns')
    .set({ consecutive_errors: 0 })
    .where('id', '=', id)
    .where('consecutive_errors', '>', 0)
    .execute();
}

/**
 * Crash recovery at start: what was being sent when the process died goes back to the queue, except what the
 * mail server had accepted (receipts are applied first).
 */
export async function requeueInterrupted(db: Db, now: string): Promise<number> {
  await applyReceipts(db, now);
  const result = await db
    .updateTable('deliveries')
    .set({ status: 'queued', next_attempt_at: now, updated_at: now })
    .where('status', '=', 'sending')
    .where('id', 'not in', (eb) => eb.selectFrom('delivery_receipts').select('delivery_id'))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deliveries claimed by a process that died, once their lease ran out (receipts are applied first). */
export async function requeueExpiredLeases(db: Db, now: string): Promise<number> {
  await applyReceipts(db, now);
  const result = await db
    .updateTable('deliveries')
    .set({ status: 'queued', next_attempt_at: now, updated_at: now })
    .where('status', '=', 'sending')
    .where('next_attempt_at', '<', now)
    .where('id', 'not in', (eb) => eb.selectFrom('delivery_receipts').select('delivery_id'))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
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

/** A campaign with nothing queued or being sent is done. */
export async function finishCampaigns(db: Db, now: string): Promise<void> {
  await db
    .updateTable('campaigns')
    .set({ status: 'done', updated_at: now })
    .where('status', 'in', ['queued', 'sending', 'paused'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('deliveries as d')
            .select('d.id')
            .whereRef('d.campaign_id', '=', 'campaigns.id')
            .where('d.status', 'in', ['queued', 'sending']),
        ),
      ),
    )
    .execute();
}

/**
 * Messages counted against the daily cap: sent since `since`, plus those being sent right now. One statement,
 * so a delivery moving from 'sending' to 'sent' meanwhile is counted exactly once.
 */
export async function countTowardsCap(db: Db, since: string): Promise<number> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('deliveries')
        .select(eb.fn.countAll<number>().as('n'))
        .where('sent_at', '>=', since)
        .as('sent'),
      eb
        .selectFrom('deliveries')
        .select(eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'sending')
        .as('sending'),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.sent ?? 0) + Number(row.sending ?? 0);
}
