import type { Db, DbEngine } from '#server/db/database';
import { mailSenderOf } from './mail-sender.ts';
import { applyReceipts } from './delivery-outcomes.repository.ts';
import type { CampaignVersions } from '#shared/api/mail';

/* The worker's claims: taking due deliveries, holding them while they are sent, giving them back. */

export interface ClaimedDelivery {
  id: number;
  campaign_id: number;
  subscription_id: number | null;
  email: string;
  attempts: number;
  /** The subscriber's language when queued ('en' for a single address): which version of the campaign. */
  language: string;
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
    .returning(['id', 'campaign_id', 'subscription_id', 'email', 'attempts', 'language'])
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

/** The campaigns' texts, each with the organisation it is sent from as the site details say now. */
export async function loadCampaignContents(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const [campaigns, sender] = await Promise.all([
    db
      .selectFrom('campaigns')
      .select(['id', 'subject', 'message', 'message_format', 'versions'])
      .where('id', 'in', ids)
      .execute(),
    mailSenderOf(db),
  ]);
  return campaigns.map(({ message_format, versions, ...campaign }) => ({
    ...campaign,
    format: message_format === 'html' ? ('html' as const) : ('text' as const),
    ...(versions === null ? {} : { versions: JSON.parse(versions) as CampaignVersions }),
    sender,
  }));
}

/** Updates held claims ('sending') in slices of 500 ids, which keeps each statement's parameter list short. */
async function updateHeld(
  db: Db,
  ids: number[],
  values: { status?: 'queued'; next_attempt_at: string; updated_at?: string },
): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    await db
      .updateTable('deliveries')
      .set(values)
      .where('id', 'in', ids.slice(i, i + 500))
      .where('status', '=', 'sending')
      .execute();
  }
}

/** Keeps this process's claims from being taken back by a sibling instance while it still holds them. */
export async function renewLeases(db: Db, ids: number[], leaseUntil: string): Promise<void> {
  await updateHeld(db, ids, { next_attempt_at: leaseUntil });
}

/** Claimed but never handed to the mail server (shutdown, pause): back to the queue, nothing counted. */
export async function releaseClaims(db: Db, ids: number[], now: string): Promise<void> {
  await updateHeld(db, ids, { status: 'queued', next_attempt_at: now, updated_at: now });
}

/**
 * Claims the mail server never accepted go back to the queue: every one, or only those whose lease ran out.
 * Receipts are applied first, so what was accepted is never sent twice.
 */
async function requeueUnreceived(db: Db, now: string, only: 'all' | 'expired'): Promise<number> {
  await applyReceipts(db, now);
  let query = db
    .updateTable('deliveries')
    .set({ status: 'queued', next_attempt_at: now, updated_at: now })
    .where('status', '=', 'sending')
    .where('id', 'not in', (eb) => eb.selectFrom('delivery_receipts').select('delivery_id'));
  if (only === 'expired') query = query.where('next_attempt_at', '<', now);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Crash recovery at start: what was being sent when the process died goes back to the queue. */
export function requeueInterrupted(db: Db, now: string): Promise<number> {
  return requeueUnreceived(db, now, 'all');
}

/** Deliveries claimed by a process that died, once their lease ran out. */
export function requeueExpiredLeases(db: Db, now: string): Promise<number> {
  return requeueUnreceived(db, now, 'expired');
}

/**
 * Messages counted against the daily cap: sent since `since`, plus those being sent right now, plus the
 * transactional mails (pledges, receipts, certificates, confirmations) sent since then. One statement, so a
 * delivery moving from 'sending' to 'sent' meanwhile is counted exactly once.
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
      eb
        .selectFrom('transactional_mails')
        .select(eb.fn.countAll<number>().as('n'))
        .where('sent_at', '>=', since)
        .as('transactional'),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.sent ?? 0) + Number(row.sending ?? 0) + Number(row.transactional ?? 0);
}
