import type { Db } from '#server/db/database';
import { countTowardsCap } from './delivery-claims.repository.ts';

/** A daily-cap count from the database is reused this long while far from the cap. */
const CAP_COUNT_REUSE_MS = 5000;

/** The start of the daily cap's day. */
export const utcMidnight = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/**
 * What the daily cap still allows today. Counted in the database (so every instance's sends count) when
 * close to the cap, at a new UTC day or every few seconds; in between, this worker's own claims are
 * subtracted from the last count, which spares a count query per batch on a large campaign.
 */
export class DailyCap {
  private count = { day: '', at: 0, remaining: 0 };

  constructor(
    private readonly db: Db,
    private readonly cap: number,
    /** Deliveries claimed at once: a count this close to the cap is always taken again. */
    private readonly batchSize: number,
  ) {}

  async remaining(now: Date): Promise<number> {
    const day = utcMidnight(now).toISOString();
    const fresh = performance.now() - this.count.at < CAP_COUNT_REUSE_MS && this.count.day === day;
    if (!fresh || this.count.remaining < this.batchSize * 2) {
      const used = await countTowardsCap(this.db, day);
      this.count = { day, at: performance.now(), remaining: this.cap - used };
    }
    return this.count.remaining;
  }

  /** This worker claimed `n` more deliveries since the last count. */
  took(n: number): void {
    this.count.remaining -= n;
  }
}
