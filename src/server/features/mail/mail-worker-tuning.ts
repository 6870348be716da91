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
