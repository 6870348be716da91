import { CompiledQuery, sql } from 'kysely';
import type { Db } from '#server/db/database';

/* What became of a claimed delivery (accepted, to be retried, failed) and of its campaign. */

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
