import { setTimeout as delay } from 'node:timers/promises';

/**
 * Paces sends to `ratePerSecond` on the monotonic clock. The bucket holds a tenth of a second's worth of
 * tokens (at least one), so the rate holds over any second while timer jitter does not slow it down.
 */
export class TokenBucket {
  private tokens = 1;
  private last = performance.now();
  private readonly capacity: number;

  constructor(private readonly ratePerSecond: number) {
    this.capacity = Math.max(1, ratePerSecond / 10);
  }

  async take(): Promise<void> {
    for (;;) {
      const now = performance.now();
      this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.ratePerSecond);
      this.last = now;
      if (this.tokens >= 1) {
        this.tokens -= 1;
        return;
      }
      await delay(Math.max(1, Math.ceil(((1 - this.tokens) / this.ratePerSecond) * 1000)));
    }
  }
}
