import { PostgresAdapter } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, testEngines, type TestApp } from '#server/testing/helpers';
import { createCampaignComposer } from './mail-compose.ts';
import { createTokenSigner } from './mail-tokens.ts';
import { createMailWorker, type MailWorker } from './mail-worker.ts';
import { tableJournal } from './receipt-journal.ts';
import type { Mailer } from './mailer.ts';
import { queueCampaign } from './campaigns.service.ts';
import { numberedSubscribers, seedSubscribers } from './testing/mail-test-helpers.ts';
import { waitUntil } from './testing/smtp-test-server.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A mailer that accepts everything and remembers the recipients. */
function recordingMailer(): Mailer & { sentTo: string[] } {
  const sentTo: string[] = [];
  return {
    kind: 'smtp',
    sentTo,
    async send(message) {
      sentTo.push(String(message.to));
      return { messageId: String(message.messageId) };
    },
    close: () => undefined,
  };
}

describe.each(testEngines)('claims left behind by a process that died, on %s', (engine) => {
  let t: TestApp;
  let worker: MailWorker | undefined;
  afterEach(async () => {
    await worker?.stop();
    await t.close();
  });

  it('come back at start on SQLite (one process); on PostgreSQL once their lease ends', async () => {
    t = await createTestApp(engine, {}, { startMailWorker: false });
    await seedSubscribers(t.db, numberedSubscribers(3));
    const { campaignId } = await queueCampaign(t.db, { recipientType: 'all', subject: 'S', message: 'm' });
    let offset = 0;
    const now = () => new Date(Date.now() + offset);
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    // user1's claim has run out; user2 and user3 are held by a process that may still be alive.
    await t.db
      .updateTable('deliveries')
      .set({ status: 'sending', next_attempt_at: at(60_000) })
      .execute();
    await t.db
      .updateTable('deliveries')
      .set({ next_attempt_at: at(-1000) })
      .where('email', '=', 'user1@example.org')
      .execute();

    const mailer = recordingMailer();
    const kind = t.db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
    worker = createMailWorker({
      db: t.db,
      engine: kind,
      mailer,
      compose: createCampaignComposer(
        { mailFrom: 'Gurukul <noreply@example.org>', publicUrl: 'http://localhost:3000' },
        createTokenSigner('a secret of at least sixteen characters'),
      ),
      receipts: tableJournal(t.db),
      limits: { ratePerSecond: 1000, dailyCap: 1000, concurrency: 2, pauseAfterErrors: 20 },
      log: silent,
      tuning: { now, pollIntervalMs: 20 },
    });
    await worker.start();

    if (kind === 'sqlite') {
      await waitUntil(() => mailer.sentTo.length === 3);
    } else {
      await waitUntil(() => mailer.sentTo.length === 1);
      expect(mailer.sentTo).toEqual(['user1@example.org']);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(mailer.sentTo).toHaveLength(1);
      offset = 61_000;
      await waitUntil(() => mailer.sentTo.length === 3);
    }
    expect([...mailer.sentTo].sort()).toEqual([
      'user1@example.org',
      'user2@example.org',
      'user3@example.org',
    ]);
    await waitUntil(async () => {
      const row = await t.db
        .selectFrom('campaigns')
        .select('status')
        .where('id', '=', campaignId)
        .executeTakeFirst();
      return row?.status === 'done';
    });
  });
});
