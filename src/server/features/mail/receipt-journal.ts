import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '#server/db/database';
import { insertReceipts } from './delivery-outcomes.repository.ts';

/**
 * Where a lane records that the mail server accepted a delivery, before it takes the next one. What is
 * recorded survives a crash of the process; `flush` moves it into the delivery_receipts table.
 */
export interface ReceiptJournal {
  record(deliveryId: number, sentAt: string): Promise<void> | void;
  flush(): Promise<void>;
  /** At start: receipts a crashed process recorded go into the table. */
  recover(): Promise<void>;
  close(): void;
}

/** Straight into the table: every instance sees it at once (PostgreSQL, several instances). */
export function tableJournal(db: Db): ReceiptJournal {
  return {
    record: (deliveryId, sentAt) => insertReceipts(db, [{ delivery_id: deliveryId, sent_at: sentAt }]),
    flush: async () => undefined,
    recover: async () => undefined,
    close: () => undefined,
  };
}

const FILE_PATTERN = /^receipts-\d+-\d+\.log$/;
// A whole line only: one cut short by a crash lacks part of its timestamp.
const LINE_PATTERN = /^(\d+) (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)$/;

/**
 * An append-only file in DATA_DIR, one line per accepted delivery: a write(2) of a few bytes instead of a
 * database commit per message. Like SQLite's own WAL with synchronous=NORMAL, what is written survives a
 * killed process (it is in the operating system's cache), not a power cut. Files are rotated at each flush,
 * so a flush never races a lane's append; a file is deleted only once its lines are in the table.
 * For SQLite, where one process owns DATA_DIR.
 */
export function fileJournal(db: Db, dir: string): ReceiptJournal {
  let generation = 0;
  let current:
    { file: string; fd: number; entries: Array<{ delivery_id: number; sent_at: string }> } | undefined;

  function open() {
    fs.mkdirSync(dir, { recursive: true });
    generation += 1;
    const file = path.join(dir, `receipts-${Date.now()}-${generation}.log`);
    return { file, fd: fs.openSync(file, 'a'), entries: [] };
  }

  async function store(entries: Array<{ delivery_id: number; sent_at: string }>) {
    for (let i = 0; i < entries.length; i += 400) await insertReceipts(db, entries.slice(i, i + 400));
  }

  return {
    record(deliveryId, sentAt) {
      current ??= open();
      fs.writeSync(current.fd, `${deliveryId} ${sentAt}\n`);
      current.entries.push({ delivery_id: deliveryId, sent_at: sentAt });
    },
    async flush() {
      const full = current;
      if (!full || full.entries.length === 0) return;
      current = undefined;
      fs.closeSync(full.fd);
      await store(full.entries);
      fs.rmSync(full.file, { force: true });
    },
    async recover() {
      if (!fs.existsSync(dir)) return;
      for (const name of fs
        .readdirSync(dir)
        .filter((n) => FILE_PATTERN.test(n))
        .sort()) {
        const file = path.join(dir, name);
        const entries = fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .map((line) => LINE_PATTERN.exec(line))
          .filter((match) => match !== null)
          .map((match) => ({ delivery_id: Number(match[1]), sent_at: match[2]! }));
        await store(entries);
        fs.rmSync(file, { force: true });
      }
    },
    close() {
      if (current) fs.closeSync(current.fd);
      current = undefined;
    },
  };
}
