import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/helpers';
import { fileJournal } from './receipt-journal.ts';

describe('the receipt journal file (SQLite)', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {}, { startMailWorker: false });
    dir = path.join(t.config.dataDir, 'mail-receipts');
  });
  afterAll(() => t.close());

  const receipts = () => t.db.selectFrom('delivery_receipts').selectAll().orderBy('delivery_id').execute();

  it('keeps what a killed process recorded, and a new process moves it into the table at start', async () => {
    const crashed = fileJournal(t.db, dir);
    crashed.record(7, '2026-11-22T10:00:00.000Z');
    crashed.record(8, '2026-11-22T10:00:01.000Z');
    // The process dies here: nothing was flushed. A line cut short by the crash is ignored.
    const [file] = fs.readdirSync(dir);
    fs.appendFileSync(path.join(dir, file!), '9 2026-11');

    const restarted = fileJournal(t.db, dir);
    await restarted.recover();
    expect(await receipts()).toEqual([
      { delivery_id: 7, sent_at: '2026-11-22T10:00:00.000Z' },
      { delivery_id: 8, sent_at: '2026-11-22T10:00:01.000Z' },
    ]);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('flush moves the recorded receipts into the table and removes the file', async () => {
    await t.db.deleteFrom('delivery_receipts').execute();
    const journal = fileJournal(t.db, dir);
    journal.record(11, '2026-11-22T11:00:00.000Z');
    expect(fs.readdirSync(dir)).toHaveLength(1);
    await journal.flush();
    expect(await receipts()).toEqual([{ delivery_id: 11, sent_at: '2026-11-22T11:00:00.000Z' }]);
    expect(fs.readdirSync(dir)).toEqual([]);
    journal.close();
  });
});
