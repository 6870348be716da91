import type { Db } from '#server/db/database';
import type { ReceiptJournal } from './receipt-journal.ts';
import { requeueExpiredLeases } from './delivery-claims.repository.ts';
import { applyReceipts, finishCampaigns } from './delivery-outcomes.repository.ts';
import { skipUnsubscribed } from './campaigns.repository.ts';

/** While sending, receipts are folded into deliveries this often (the history shows progress from them). */
const RECEIPTS_EVERY_MS = 250;
/** While sending, finished campaigns are closed this often. */
const FINISH_EVERY_MS = 2000;

export interface MailHousekeeping {
  /** While sending: folds receipts in and closes finished campaigns when due, without waiting for it. */
  soon(): void;
  /**
   * Folds receipts in and closes finished campaigns; when idle also skips the unsubscribed and takes back
   * expired leases.
   */
  now(idle: boolean): Promise<void>;
}

export function createHousekeeping(deps: {
  db: Db;
  receipts: ReceiptJournal;
  iso: () => string;
  onError: (error: unknown) => void;
}): MailHousekeeping {
  const { db, receipts, iso } = deps;
  let running: Promise<void> | undefined;
  let lastApplied = 0;
  let lastFinished = 0;

  return {
    soon() {
      if (running) return;
      const now = performance.now();
      const apply = now - lastApplied > RECEIPTS_EVERY_MS;
      const finish = now - lastFinished > FINISH_EVERY_MS;
      if (!apply && !finish) return;
      running = (async () => {
        if (apply) {
          lastApplied = now;
          await receipts.flush();
          await applyReceipts(db, iso());
        }
        if (finish) {
          lastFinished = now;
          await requeueExpiredLeases(db, iso());
          await finishCampaigns(db, iso());
        }
      })()
        .catch(deps.onError)
        .finally(() => {
          running = undefined;
        });
    },
    async now(idle) {
      await running;
      const now = iso();
      await receipts.flush();
      await applyReceipts(db, now);
      if (idle) {
        await requeueExpiredLeases(db, now);
        await skipUnsubscribed(db, now);
      }
      await finishCampaigns(db, now);
    },
  };
}
