import type { Db, DbEngine } from '#server/db/database';
import type { Mailer } from './mailer.ts';
import type { CampaignComposer, CampaignContent } from './mail-compose.ts';
import { classifyFailure, type DeliveryFailure } from './delivery-failure.ts';
import type { ReceiptJournal } from './receipt-journal.ts';
import { TokenBucket } from './token-bucket.ts';
import * as claims from './delivery-claims.repository.ts';
import * as outcomes from './delivery-outcomes.repository.ts';
import { DailyCap } from './daily-cap.ts';
import { createHousekeeping } from './mail-housekeeping.ts';
import { createSleeper } from './sleeper.ts';
import { startDueCampaigns } from './scheduled-campaigns.ts';
import {
  defaultTuning,
  type MailLimits,
  type MailWorkerLog,
  type MailWorkerTuning,
} from './mail-worker-tuning.ts';

export interface MailWorker {
  /** Puts back what a crash left in 'sending', then starts sending in the background. */
  start(): Promise<void>;
  /** Stops claiming, returns unsent claims to the queue and waits for the messages in flight. */
  stop(): Promise<void>;
  /** Look for due mail now (a campaign was queued or resumed). */
  wake(): void;
}

/** A claimed delivery waiting in this process's buffer, with the moment it was claimed. */
type Buffered = claims.ClaimedDelivery & { claimedAt: number };

/**
 * Sends the queued deliveries: claims due ones in batches, sends them from `concurrency` lanes (one message
 * in flight per lane) at most `ratePerSecond`, holds back what exceeds the daily cap until the next UTC day,
 * retries temporary failures with exponential backoff and pauses a campaign after `pauseAfterErrors` errors
 * in a row. A lane writes the receipt of each accepted message before it takes the next one, so a crash
 * repeats at most the `concurrency` messages in flight.
 */
export function createMailWorker(deps: {
  db: Db;
  engine: DbEngine;
  mailer: Mailer;
  compose: CampaignComposer;
  receipts: ReceiptJournal;
  limits: MailLimits;
  log: MailWorkerLog;
  tuning?: Partial<MailWorkerTuning> | undefined;
}): MailWorker {
  const { db, engine, mailer, compose, receipts, limits, log } = deps;
  const t: MailWorkerTuning = { ...defaultTuning, ...deps.tuning };
  const batchSize = Math.min(
    t.maxBatch,
    Math.max(limits.concurrency * 2, Math.ceil(limits.ratePerSecond * 2)),
  );
  const bucket = new TokenBucket(limits.ratePerSecond);
  const buffer: Buffered[] = [];
  const contents = new Map<number, CampaignContent>();
  /** Campaigns that may have a non-zero error count: the next success clears it. */
  const mayHaveErrors = new Set<number>();
  /** Campaigns this worker paused, and when: what it had claimed of them before goes back unsent. */
  const pausedAt = new Map<number, number>();
  /** Deliveries on the wire right now. */
  const onTheWire = new Set<number>();
  let leaseTimer: NodeJS.Timeout | undefined;

  const dailyCap = new DailyCap(db, limits.dailyCap, batchSize);
  const { sleep, wake } = createSleeper();

  let stopping = false;
  let loopDone: Promise<void> | undefined;
  let claiming: Promise<void> | undefined;
  let capReported = false;

  const iso = (date = t.now()) => date.toISOString();
  const logError = (msg: string) => (error: unknown) => log.error({ err: error }, msg);
  const housekeeping = createHousekeeping({
    db,
    receipts,
    iso: () => iso(),
    onError: logError('mail housekeeping failed'),
  });

  const stillPaused = (delivery: Buffered) =>
    (pausedAt.get(delivery.campaign_id) ?? -1) >= delivery.claimedAt;

  async function release(deliveries: Buffered[]): Promise<void> {
    if (deliveries.length > 0) {
      await claims.releaseClaims(
        db,
        deliveries.map((d) => d.id),
        iso(),
      );
    }
  }

  /** Claims the next batch into the buffer; concurrent callers share one claim. */
  function refill(): Promise<void> {
    claiming ??= (async () => {
      try {
        const now = t.now();
        // Scheduled campaigns whose time has come join the queue first (never before their time).
        await startDueCampaigns(db, iso(now));
        const remaining = await dailyCap.remaining(now);
        if (remaining <= 0) {
          if (!capReported) {
            log.info(
              { dailyCap: limits.dailyCap },
              'daily mail cap reached; the rest waits for the next UTC day',
            );
          }
          capReported = true;
          return;
        }
        capReported = false;
        const claimedAt = performance.now();
        const claimed = await claims.claimDue(db, engine, {
          now: iso(now),
          leaseUntil: iso(new Date(now.getTime() + t.leaseMs)),
          limit: Math.min(remaining, batchSize),
        });
        dailyCap.took(claimed.length);
        if (claimed.length === 0) return;
        const campaignIds = [...new Set(claimed.map((d) => d.campaign_id))];
        await claims.markCampaignsSending(db, campaignIds, iso(now));
        const missing = campaignIds.filter((id) => !contents.has(id));
        for (const campaign of await claims.loadCampaignContents(db, missing)) {
          contents.set(campaign.id, campaign);
          mayHaveErrors.add(campaign.id);
        }
        buffer.push(...claimed.map((d) => ({ ...d, claimedAt })));
      } finally {
        claiming = undefined;
      }
    })();
    return claiming;
  }

  async function recordFailure(delivery: Buffered, failure: DeliveryFailure): Promise<void> {
    const now = t.now();
    const attempts = delivery.attempts + 1;
    if (failure.transient && attempts < t.maxAttempts) {
      const delay = Math.min(t.retryMaxMs, t.retryBaseMs * 2 ** (attempts - 1));
      await outcomes.markRetry(db, delivery.id, {
        reason: failure.reason,
        nextAttemptAt: iso(new Date(now.getTime() + delay)),
        now: iso(now),
      });
    } else {
      await outcomes.markFailed(db, delivery.id, failure.reason, iso(now));
    }
    mayHaveErrors.add(delivery.campaign_id);
    const status = await outcomes.recordCampaignError(db, delivery.campaign_id, {
      limit: limits.pauseAfterErrors,
      pauseReason: `Paused after ${limits.pauseAfterErrors} errors in a row. Last error: ${failure.reason}`,
      now: iso(now),
    });
    if (status === 'paused' && !pausedAt.has(delivery.campaign_id)) {
      log.warn(
        { campaignId: delivery.campaign_id, reason: failure.reason },
        'campaign paused after repeated errors',
      );
    }
    if (status === 'paused') pausedAt.set(delivery.campaign_id, performance.now());
  }

  /** One message: send, then record the outcome before the lane may take another. */
  async function send(delivery: Buffered): Promise<void> {
    const campaign = contents.get(delivery.campaign_id)!;
    onTheWire.add(delivery.id);
    try {
      await mailer.send(compose(campaign, delivery, t.now()));
    } catch (error) {
      await recordFailure(delivery, classifyFailure(error));
      return;
    } finally {
      onTheWire.delete(delivery.id);
    }
    await receipts.record(delivery.id, iso());
    if (mayHaveErrors.delete(delivery.campaign_id))
      await outcomes.clearCampaignErrors(db, delivery.campaign_id);
  }

  /** Takes deliveries from the buffer until none is due; claims more when it runs low. Never throws. */
  async function lane(): Promise<void> {
    while (!stopping) {
      if (buffer.length < batchSize / 2 && !claiming) refill().catch(logError('claiming mail failed'));
      let delivery = buffer.shift();
      try {
        if (!delivery) {
          await refill();
          delivery = buffer.shift();
          if (!delivery) return;
        }
        if (stillPaused(delivery)) {
          await release([delivery]);
          continue;
        }
        await bucket.take();
        if (stopping) {
          buffer.unshift(delivery);
          return;
        }
        await send(delivery);
      } catch (error) {
        // The database failed: this lane stops; a claim left 'sending' returns at restart or when its lease ends.
        log.error({ err: error, deliveryId: delivery?.id }, 'mail delivery could not be recorded');
        return;
      }
      housekeeping.soon();
    }
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      try {
        await refill();
        if (buffer.length === 0) {
          await housekeeping.now(true);
          // Nothing is held while idle: forget campaigns' texts and pauses (read again when needed).
          pausedAt.clear();
          contents.clear();
          await sleep(t.pollIntervalMs);
          continue;
        }
        await Promise.all(Array.from({ length: limits.concurrency }, () => lane()));
        await claiming?.catch(() => undefined);
        await release(buffer.splice(0));
        await housekeeping.now(false);
      } catch (error) {
        log.error({ err: error }, 'mail worker step failed');
        await sleep(t.pollIntervalMs);
      }
    }
    await housekeeping.now(false).catch(logError('mail housekeeping at stop failed'));
    receipts.close();
  }

  function renewLeases(): void {
    const held = [...buffer.map((d) => d.id), ...onTheWire];
    if (held.length === 0) return;
    claims
      .renewLeases(db, held, iso(new Date(t.now().getTime() + t.leaseMs)))
      .catch(logError('renewing mail claims failed'));
  }

  return {
    async start() {
      if (loopDone) return;
      stopping = false;
      // SQLite serves one process: whatever is still 'sending' was cut off by a crash. On PostgreSQL another
      // instance may be sending those right now, so only claims whose lease ran out come back.
      await receipts.recover();
      const recovered =
        engine === 'sqlite'
          ? await claims.requeueInterrupted(db, iso())
          : await claims.requeueExpiredLeases(db, iso());
      if (recovered > 0) log.warn({ recovered }, 'mail interrupted by a restart was queued again');
      leaseTimer = setInterval(renewLeases, t.leaseMs / 3);
      leaseTimer.unref();
      loopDone = loop();
    },
    async stop() {
      stopping = true;
      wake();
      clearInterval(leaseTimer);
      await loopDone;
      loopDone = undefined;
    },
    wake,
  };
}
