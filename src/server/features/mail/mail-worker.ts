import type { Db, DbEngine } from '#server/db/database';
import type { Mailer } from './mailer.ts';
import type { CampaignComposer, CampaignContent } from './mail-compose.ts';
import { classifyFailure, type DeliveryFailure } from './delivery-failure.ts';
import type { ReceiptJournal } from './receipt-journal.ts';
import { TokenBucket } from './token-bucket.ts';
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
  /**
   * How long a claim stays with this process unless renewed (every third of it, while held). On PostgreSQL,
   * where several instances may share the queue, a crashed process's claims return to the queue once their
   * lease ends.
   */
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
  leaseMs: 60_000,
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
/** While sending, finished campaigns are closed this often. */
const FINISH_EVERY_MS = 2000;
/** A daily-cap count from the database is reused this long while far from the cap. */
const CAP_COUNT_REUSE_MS = 5000;

const utcMidnight = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** A claimed delivery waiting in this process's buffer, with the moment it was claimed. */
type Buffered = repo.ClaimedDelivery & { claimedAt: number };

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

  let stopping = false;
  let loopDone: Promise<void> | undefined;
  let wakeSleeper: (() => void) | undefined;
  let wokenEarly = false;
  let claiming: Promise<void> | undefined;
  let capReported = false;
  let capCount = { day: '', at: 0, remaining: 0 };
  let housekeeping: Promise<void> | undefined;
  let lastApplied = 0;
  let lastFinished = 0;

  const iso = (date = t.now()) => date.toISOString();
  const logError = (msg: string) => (error: unknown) => log.error({ err: error }, msg);

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
    const fresh = performance.now() - capCount.at < CAP_COUNT_REUSE_MS && capCount.day === day;
    if (!fresh || capCount.remaining < batchSize * 2) {
      const used = await repo.countTowardsCap(db, day);
      capCount = { day, at: performance.now(), remaining: limits.dailyCap - used };
    }
    return capCount.remaining;
  }

  const stillPaused = (delivery: Buffered) =>
    (pausedAt.get(delivery.campaign_id) ?? -1) >= delivery.claimedAt;

  async function release(deliveries: Buffered[]): Promise<void> {
    if (deliveries.length > 0) {
      await repo.releaseClaims(
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
        const remaining = await remainingToday(now);
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
        const claimed = await repo.claimDue(db, engine, {
          now: iso(now),
          leaseUntil: iso(new Date(now.getTime() + t.leaseMs)),
          limit: Math.min(remaining, batchSize),
        });
        capCount.remaining -= claimed.length;
        if (claimed.length === 0) return;
        const campaignIds = [...new Set(claimed.map((d) => d.campaign_id))];
        await repo.markCampaignsSending(db, campaignIds, iso(now));
        const missing = campaignIds.filter((id) => !contents.has(id));
        for (const campaign of await repo.loadCampaignContents(db, missing)) {
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

  /** Folds receipts into deliveries and closes finished campaigns, without blocking the lanes on it. */
  function keepHouse(): void {
    if (housekeeping) return;
    const now = performance.now();
    const apply = now - lastApplied > RECEIPTS_EVERY_MS;
    const finish = now - lastFinished > FINISH_EVERY_MS;
    if (!apply && !finish) return;
    housekeeping = (async () => {
      if (apply) {
        lastApplied = now;
        await receipts.flush();
        await repo.applyReceipts(db, iso());
      }
      if (finish) {
        lastFinished = now;
        await repo.requeueExpiredLeases(db, iso());
        await repo.finishCampaigns(db, iso());
      }
    })()
      .catch(logError('mail housekeeping failed'))
      .finally(() => {
        housekeeping = undefined;
      });
  }

  async function recordFailure(delivery: Buffered, failure: DeliveryFailure): Promise<void> {
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
    if (mayHaveErrors.delete(delivery.campaign_id)) await repo.clearCampaignErrors(db, delivery.campaign_id);
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
      keepHouse();
    }
  }

  /**
   * Folds receipts in and closes finished campaigns; when idle also skips the unsubscribed and takes back
   * expired leases.
   */
  async function maintain(idle: boolean): Promise<void> {
    await housekeeping;
    const now = iso();
    await receipts.flush();
    await repo.applyReceipts(db, now);
    if (idle) {
      await repo.requeueExpiredLeases(db, now);
      await repo.skipUnsubscribed(db, now);
    }
    await repo.finishCampaigns(db, now);
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      try {
        await refill();
        if (buffer.length === 0) {
          await maintain(true);
          // Nothing is held while idle: forget campaigns' texts and pauses (read again when needed).
          pausedAt.clear();
          contents.clear();
          await sleep(t.pollIntervalMs);
          continue;
        }
        await Promise.all(Array.from({ length: limits.concurrency }, () => lane()));
        await claiming?.catch(() => undefined);
        await release(buffer.splice(0));
        await maintain(false);
      } catch (error) {
        log.error({ err: error }, 'mail worker step failed');
        await sleep(t.pollIntervalMs);
      }
    }
    await maintain(false).catch(logError('mail housekeeping at stop failed'));
    receipts.close();
  }

  function renewLeases(): void {
    const held = [...buffer.map((d) => d.id), ...onTheWire];
    if (held.length === 0) return;
    repo
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
          ? await repo.requeueInterrupted(db, iso())
          : await repo.requeueExpiredLeases(db, iso());
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
