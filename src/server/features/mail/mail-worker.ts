import type { Db, DbEngine } from '../../db/database.ts';
import type { Mailer } from './mailer.ts';
import type { CampaignComposer, CampaignContent } from './mail-compose.ts';
import { classifyFailure, type DeliveryFailure } from './delivery-failure.ts';
import { Semaphore, TokenBucket } from './pacing.ts';
import * as repo from './campaigns.repository.ts';

export interface MailLimits {
  ratePerSecond: number;
  dailyCap: number;
  concurrency: number;
  pauseAfterErrors: number;
}

/** Timings with production defaults; tests shorten them and inject the clock. */
export interface MailWorkerTuning {
  /** Business time: due dates, backoff, the daily cap's UTC day. Pacing uses the monotonic clock. */
  now: () => Date;
  /** How often an idle worker looks for due mail. */
  pollIntervalMs: number;
  /** Attempts of one delivery, the first included, before a temporary failure becomes final. */
  maxAttempts: number;
  /** First retry delay; it doubles with each attempt up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claim stays with this process before a sibling instance may take it back. */
  leaseMs: number;
  /** Upper bound of deliveries claimed at once. */
  maxBatch: number;
}

export const defaultTuning: MailWorkerTuning = {
  now: () => new Date(),
  pollIntervalMs: 1000,
  maxAttempts: 6,
  retryBaseMs: 60_000,
  retryMaxMs: 3_600_000,
  leaseMs: 15 * 60_000,
  maxBatch: 200,
};

export interface MailWorkerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailWorker {
  /** Puts back what a crash left in 'sending', then starts sending in the background. */
  start(): Promise<void>;
  /** Stops claiming, returns unsent claims to the queue and waits for the messages in flight. */
  stop(): Promise<void>;
  /** Look for due mail now (a campaign was queued or resumed). */
  wake(): void;
}

/** While sending, receipts are folded into deliveries this often (the history shows progress from them). */
const RECEIPTS_EVERY_MS = 250;

const utcMidnight = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/**
 * Sends the queued deliveries: claims due ones in batches, sends with at most `concurrency` messages in flight
 * and at most `ratePerSecond`, holds back what exceeds the daily cap until the next UTC day, retries temporary
 * failures with exponential backoff and pauses a campaign after `pauseAfterErrors` errors in a row.
 * Each result is written as soon as the server answers, so a crash repeats at most the messages in flight.
 */
export function createMailWorker(deps: {
  db: Db;
  engine: DbEngine;
  mailer: Mailer;
  compose: CampaignComposer;
  limits: MailLimits;
  log: MailWorkerLog;
  tuning?: Partial<MailWorkerTuning> | undefined;
}): MailWorker {
  const { db, engine, mailer, compose, limits, log } = deps;
  const t: MailWorkerTuning = { ...defaultTuning, ...deps.tuning };
  const batchSize = Math.min(
    t.maxBatch,
    Math.max(limits.concurrency * 2, Math.ceil(limits.ratePerSecond * 2)),
  );
  const bucket = new TokenBucket(limits.ratePerSecond);
  const slots = new Semaphore(limits.concurrency);
  const inFlight = new Set<Promise<void>>();
  const contents = new Map<number, CampaignContent>();
  /** Campaigns that may have a non-zero error count: the next success clears it. */
  const mayHaveErrors = new Set<number>();
  /** Campaigns paused by this worker since the last claim: their remaining claims go back unsent. */
  const pausedHere = new Set<number>();

  /** Accepted messages waiting for their receipt to be written, written together in one statement. */
  const sentToRecord: Array<{
    id: number;
    at: string;
    recorded: () => void;
    failed: (error: unknown) => void;
  }> = [];
  let recordScheduled = false;
  let lastApplied = 0;

  let stopping = false;
  let loopDone: Promise<void> | undefined;
  let wakeSleeper: (() => void) | undefined;
  let wokenEarly = false;
  let capReported = false;
  let capCount = { day: '', at: 0, remaining: 0 };
  let lastMaintenance = 0;

  const iso = (date = t.now()) => date.toISOString();

  function sleep(ms: number): Promise<void> {
    if (wokenEarly) {
      wokenEarly = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakeSleeper = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakeSleeper = done;
    });
  }

  function wake(): void {
    if (wakeSleeper) wakeSleeper();
    else wokenEarly = true;
  }

  /**
   * What the daily cap still allows today. Counted in the database (so every instance's sends count) when
   * close to the cap, at a new UTC day or every few seconds; in between, this worker's own claims are
   * subtracted from the last count, which spares a count query per batch on a large campaign.
   */
  async function remainingToday(now: Date): Promise<number> {
    const day = iso(utcMidnight(now));
    const fresh = performance.now() - capCount.at < 5000 && capCount.day === day;
    if (!fresh || capCount.remaining < batchSize * 2) {
      capCount = {
        day,
        at: performance.now(),
        remaining: limits.dailyCap - (await repo.countTowardsCap(db, day)),
      };
    }
    return capCount.remaining;
  }

  async function claimBatch(): Promise<repo.ClaimedDelivery[]> {
    const now = t.now();
    const remaining = await remainingToday(now);
    if (remaining <= 0) {
      if (!capReported)
        log.info(
          { dailyCap: limits.dailyCap },
          'daily mail cap reached; the rest waits for the next UTC day',
        );
      capReported = true;
      return [];
    }
    capReported = false;
    pausedHere.clear();
    const claimed = await repo.claimDue(db, engine, {
      now: iso(now),
      leaseUntil: iso(new Date(now.getTime() + t.leaseMs)),
      limit: Math.min(remaining, batchSize),
    });
    capCount.remaining -= claimed.length;
    if (claimed.length === 0) return claimed;
    const campaignIds = [...new Set(claimed.map((d) => d.campaign_id))];
    await repo.markCampaignsSending(db, campaignIds, iso(now));
    const missing = campaignIds.filter((id) => !contents.has(id));
    for (const campaign of await repo.loadCampaignContents(db, missing)) {
      contents.set(campaign.id, campaign);
      mayHaveErrors.add(campaign.id);
    }
    return claimed;
  }

  async function recordFailure(delivery: repo.ClaimedDelivery, failure: DeliveryFailure): Promise<void> {
    const now = t.now();
    const attempts = delivery.attempts + 1;
    if (failure.transient && attempts < t.maxAttempts) {
      const delay = Math.min(t.retryMaxMs, t.retryBaseMs * 2 ** (attempts - 1));
      await repo.markRetry(db, delivery.id, {
        reason: failure.reason,
        nextAttemptAt: iso(new Date(now.getTime() + delay)),
        now: iso(now),
      });
    } else {
      await repo.markFailed(db, delivery.id, failure.reason, iso(now));
    }
    mayHaveErrors.add(delivery.campaign_id);
    const status = await repo.recordCampaignError(db, delivery.campaign_id, {
      limit: limits.pauseAfterErrors,
      pauseReason: `Paused after ${limits.pauseAfterErrors} errors in a row. Last error: ${failure.reason}`,
      now: iso(now),
    });
    if (status === 'paused') {
      if (!pausedHere.has(delivery.campaign_id)) {
        log.warn(
          { campaignId: delivery.campaign_id, reason: failure.reason },
          'campaign paused after repeated errors',
        );
      }
      pausedHere.add(delivery.campaign_id);
    }
  }

  async function flushSent(): Promise<void> {
    recordScheduled = false;
    const batch = sentToRecord.splice(0);
    try {
      await repo.insertReceipts(
        db,
        batch.map((entry) => ({ delivery_id: entry.id, sent_at: entry.at })),
      );
      for (const entry of batch) entry.recorded();
    } catch (error) {
      for (const entry of batch) entry.failed(error);
    }
  }

  /**
   * Resolves once the delivery's receipt is written. Sends that finish in the same turn of the event loop
   * share one INSERT; each still holds its concurrency slot until then, so at most `concurrency` messages are
   * ever accepted by the mail server without being recorded.
   */
  function recordSent(id: number): Promise<void> {
    return new Promise((recorded, failed) => {
      sentToRecord.push({ id, at: iso(), recorded, failed });
      if (!recordScheduled) {
        recordScheduled = true;
        setImmediate(() => void flushSent());
      }
    });
  }

  async function send(delivery: repo.ClaimedDelivery): Promise<void> {
    const campaign = contents.get(delivery.campaign_id)!;
    try {
      await mailer.send(compose(campaign, delivery, t.now()));
    } catch (error) {
      await recordFailure(delivery, classifyFailure(error));
      return;
    }
    await recordSent(delivery.id);
    if (mayHaveErrors.delete(delivery.campaign_id)) await repo.clearCampaignErrors(db, delivery.campaign_id);
  }

  function launch(delivery: repo.ClaimedDelivery): void {
    const task: Promise<void> = send(delivery)
      .catch((error: unknown) => {
        // The database failed while recording: the claim stays 'sending' until a restart or its lease ends.
        log.error({ err: error, deliveryId: delivery.id }, 'could not record a mail delivery');
      })
      .finally(() => {
        slots.release();
        inFlight.delete(task);
        if (inFlight.size === 0) wake();
      });
    inFlight.add(task);
  }

  async function dispatch(batch: repo.ClaimedDelivery[]): Promise<void> {
    const unsent: number[] = [];
    for (const delivery of batch) {
      if (stopping || pausedHere.has(delivery.campaign_id)) {
        unsent.push(delivery.id);
        continue;
      }
      await slots.acquire();
      await bucket.take();
      if (stopping || pausedHere.has(delivery.campaign_id)) {
        slots.release();
        unsent.push(delivery.id);
        continue;
      }
      launch(delivery);
    }
    if (unsent.length > 0) await repo.releaseClaims(db, unsent, iso());
  }

  /**
   * Folds receipts into deliveries and closes finished campaigns; when idle also skips the unsubscribed and
   * takes back expired leases.
   */
  async function maintain(idle: boolean): Promise<void> {
    const now = iso();
    await repo.applyReceipts(db, now);
    if (idle) {
      await repo.requeueExpiredLeases(db, now);
      await repo.skipUnsubscribed(db, now);
    }
    await repo.finishCampaigns(db, now);
    lastMaintenance = performance.now();
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      try {
        const batch = await claimBatch();
        if (batch.length === 0) {
          if (inFlight.size === 0) await maintain(true);
          await sleep(t.pollIntervalMs);
          continue;
        }
        await dispatch(batch);
        if (performance.now() - lastApplied > RECEIPTS_EVERY_MS) {
          lastApplied = performance.now();
          await repo.applyReceipts(db, iso());
        }
        if (performance.now() - lastMaintenance > 2000) await maintain(false);
      } catch (error) {
        log.error({ err: error }, 'mail worker step failed');
        await sleep(t.pollIntervalMs);
      }
    }
    await Promise.allSettled([...inFlight]);
    await maintain(false).catch(() => undefined);
  }

  return {
    async start() {
      if (loopDone) return;
      stopping = false;
      const recovered = await repo.requeueInterrupted(db, iso());
      if (recovered > 0) log.warn({ recovered }, 'mail interrupted by a restart was queued again');
      loopDone = loop();
    },
    async stop() {
      stopping = true;
      wake();
      await loopDone;
      loopDone = undefined;
    },
    wake,
  };
}
